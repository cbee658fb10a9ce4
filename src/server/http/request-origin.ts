/**
 * Where a state-changing request comes from. A browser says so on every POST, PUT, PATCH
 * and DELETE: `Origin`, and `Sec-Fetch-Site` in every browser of the last years. A request
 * with neither is not from our pages (a forged form of an old browser, a script replaying a
 * stolen cookie), so it is refused with the cross-site ones; scripts of ours send `Origin`.
 */
import { createMiddleware } from "hono/factory";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** "none" is a request the person started (typed address, bookmark): never a POST, but not foreign. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

export interface RequestSource {
  method: string;
  origin: string | undefined;
  fetchSite: string | undefined;
}

/** Null when the request may go on; otherwise the 403 it gets. */
export function judgeRequestSource(request: RequestSource, allowedOrigin: string): HttpError | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const { origin, fetchSite } = request;
  if (origin === undefined && fetchSite === undefined) {
    return new HttpError(403, "origin_required", "Requests must say which site they come from.");
  }
  // An Origin, when sent, decides: Sec-Fetch-Site says "same-site" for a sibling subdomain.
  const ours = origin !== undefined ? origin === allowedOrigin : OWN_FETCH_SITES.has(fetchSite ?? "");
  if (!ours) return new HttpError(403, "bad_origin", "Requests from another site are not accepted.");
  return null;
}

export function requestSourceCheck(allowedOrigin: string) {
  return createMiddleware(async (c, next) => {
    const refusal = judgeRequestSource(
      { method: c.req.method, origin: c.req.header("origin"), fetchSite: c.req.header("sec-fetch-site") },
      allowedOrigin,
    );
    if (refusal) throw refusal;
    await next();
  });
}
