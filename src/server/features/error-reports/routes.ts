import { Hono } from "hono";
import type { AppDeps } from "../../deps";
import { HttpError } from "../../http/errors";
import { errorReportingEnabled } from "../../adapters/error-reporting";
import type { AnonymousLimiter } from "../../security/anonymous-writes";
import { EnvelopeError, forwardEnvelope } from "./forward-envelope";

/** Spec section 9: the SDK flushes at 800 000 bytes; an envelope is never larger than this. */
export const MAX_ENVELOPE_BYTES = 1_000_000;
const FORWARD_TIMEOUT_MS = 5000;

/**
 * POST /api/error-reports: the tunnel for the browser's error reports (docs/safety.md).
 * Anyone may post (errors happen signed out too); it exists only while reporting is on,
 * forwards only to the configured DSN, and spends from the visitors' hourly allowances
 * (per visitor, per address and for everyone: decision 065).
 */
export function errorReportRoutes(deps: AppDeps, operations: { anonymousLimiter: AnonymousLimiter }) {
  return new Hono().post("/error-reports", async (c) => {
    const { env } = deps;
    if (!errorReportingEnabled(env)) throw new HttpError(404, "not_found", "Not found.");
    if (Number(c.req.header("content-length") ?? "0") > MAX_ENVELOPE_BYTES)
      throw new HttpError(413, "too_large", "The report is too large.");
    const envelope = await c.req.text();
    if (envelope.length > MAX_ENVELOPE_BYTES)
      throw new HttpError(413, "too_large", "The report is too large.");
    await operations.anonymousLimiter.write(c, "error_report");
    try {
      await forwardEnvelope(envelope, env.SENTRY_DSN, { timeoutMs: FORWARD_TIMEOUT_MS });
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      if (error.reason === "upstream") {
        // Only the status: the envelope itself is never logged.
        deps.logger.warn({ status: error.status }, "error report not forwarded");
        throw new HttpError(502, "upstream_failed", "The report could not be forwarded.");
      }
      throw new HttpError(400, "invalid_envelope", "Not a report for this site.", { field: "body" });
    }
    return c.body(null, 204);
  });
}
