/**
 * Re-authentication of the current session (decision 023): the password, or for an
 * account without one a code sent by SMS to its verified phone. Wrong passwords count
 * toward the same per-account limit as sign-in.
 */
import { eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { ReauthRequest } from "@shared/api/account";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../auth/session";
import { SIGN_IN_FAILURES } from "../../auth/attempt-limiter";
import { markReauthenticated, reauthenticatedUntil } from "../../auth/reauth";
import { HttpError } from "../../http/errors";
import { user } from "../../db/schema";

type Deps = Pick<AppDeps, "auth" | "db" | "now">;

function retryAfterOf(error: APIError): number {
  return Number(new Headers(error.headers).get("retry-after") ?? "60") || 60;
}

/**
 * The account's phone as stored: a number changed on another phone a minute ago is not
 * yet in this browser's cached session (decision 073), and a code must not go to the old one.
 */
async function verifiedPhone(deps: Deps, viewer: Viewer): Promise<string> {
  const [account] = await deps.db
    .select({ phone: user.phoneNumber })
    .from(user)
    .where(eq(user.id, viewer.user.id));
  const phone = account?.phone;
  if (!phone)
    throw new HttpError(400, "no_phone", "This account has no phone number; use the password.", {
      field: "method",
    });
  return phone;
}

/** Sends a code to the account's own phone (never to a number the caller names). */
export async function sendReauthCode(deps: Deps, viewer: Viewer): Promise<void> {
  try {
    await deps.auth.api.sendPhoneNumberOTP({ body: { phoneNumber: await verifiedPhone(deps, viewer) } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 429)
      throw new HttpError(429, "rate_limited", "Too many codes were sent. Please wait and try again.", {
        retryAfterSeconds: retryAfterOf(error),
      });
    throw error;
  }
}

async function checkPassword(deps: Deps, viewer: Viewer, headers: Headers, password: string) {
  const limiter = deps.auth.limiter;
  const wait = await limiter.blockedFor(SIGN_IN_FAILURES, viewer.user.email);
  if (wait !== null)
    throw new HttpError(429, "rate_limited", "Too many attempts. Please wait and try again.", {
      retryAfterSeconds: wait,
    });
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    await limiter.recordFailure(SIGN_IN_FAILURES, viewer.user.email);
    throw new HttpError(400, "wrong_password", "That password is not right.", { field: "password" });
  }
  await limiter.reset(SIGN_IN_FAILURES, viewer.user.email);
}

async function checkCode(deps: Deps, viewer: Viewer, code: string) {
  try {
    await deps.auth.api.consumePhoneNumberOTP({
      body: { phoneNumber: await verifiedPhone(deps, viewer), code },
    });
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    throw new HttpError(400, "invalid_code", "That code is not right or has expired.", { field: "code" });
  }
}

export async function reauthenticate(
  deps: Deps,
  viewer: Viewer,
  headers: Headers,
  input: ReauthRequest,
): Promise<Date> {
  if (input.method === "password") await checkPassword(deps, viewer, headers, input.password);
  else await checkCode(deps, viewer, input.code);
  return markReauthenticated(deps.db, viewer.sessionId, viewer.user.id, deps.now());
}

/** Route guard for the operations that need a fresh proof. */
export async function requireReauthenticated(deps: Deps, viewer: Viewer): Promise<void> {
  const until = await reauthenticatedUntil(deps.db, viewer.sessionId, viewer.user.id, deps.now());
  if (!until) throw new HttpError(403, "reauth_required", "Confirm it is you before doing this.");
}
