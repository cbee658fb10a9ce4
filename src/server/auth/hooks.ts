/**
 * Rules Better Auth does not know, run around its endpoints:
 * - phone numbers are Ugandan mobiles, normalised to +2567XXXXXXXX before anything else;
 * - the 4th wrong password for one account within 15 minutes is refused (decision 020);
 * - codes and links sent to one number or address are limited (SMS costs money, and
 *   floods harass);
 * - passwords follow OWASP ASVS 5 (length, not composition; no common passwords);
 * - sensitive changes need a fresh re-authentication of this session (decision 023);
 * - a phone-code sign-in into an account with two-factor asks for the second factor too.
 */
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { checkPassword, type PasswordProblem } from "@shared/domain/password";
import { isPhoneAccountEmail } from "@shared/domain/phone-account";
import type { Db } from "../db/client";
import { CODES_SENT, SIGN_IN_FAILURES, type AttemptLimiter } from "./attempt-limiter";
import { reauthenticatedUntil } from "./reauth";

const PHONE_PATHS = new Set([
  "/phone-number/send-otp",
  "/phone-number/verify",
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
]);
const PASSWORD_SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-in/phone-number"]);
const SENDING_PATHS: Record<string, { channel: "sms" | "email"; field: "phoneNumber" | "email" }> = {
  "/phone-number/send-otp": { channel: "sms", field: "phoneNumber" },
  "/phone-number/request-password-reset": { channel: "sms", field: "phoneNumber" },
  "/request-password-reset": { channel: "email", field: "email" },
  "/send-verification-email": { channel: "email", field: "email" },
};
const NEW_PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/phone-number/reset-password": "newPassword",
};
const REAUTH_PATHS = new Set([
  "/change-email",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/two-factor/get-totp-uri",
]);

/** How long a sign-in waits for its second factor (Better Auth's default). */
const TWO_FACTOR_CHALLENGE_SECONDS = 600;

type Body = Record<string, unknown>;

const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: "Use at least 8 characters.",
  too_long: "Use at most 128 characters.",
  too_common: "This password is too common. Choose a longer phrase that is yours.",
  contains_identity: "Do not use your name, e-mail or phone number as the password.",
};

export function tooManyAttempts(retryAfterSeconds: number): APIError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "RATE_LIMITED",
      message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

function text(body: Body | undefined, field: string): string {
  const value = body?.[field];
  return typeof value === "string" ? value : "";
}

export function createAuthHooks(options: { db: Db; limiter: AttemptLimiter; now: () => Date }) {
  const { db, limiter } = options;

  const before = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? "";
    let body = (ctx.body ?? undefined) as Body | undefined;
    let changed = false;

    if (PHONE_PATHS.has(path) && body && "phoneNumber" in body) {
      const phone = normaliseUgandanPhone(text(body, "phoneNumber"));
      if (!phone)
        throw new APIError("BAD_REQUEST", {
          code: "INVALID_PHONE_NUMBER",
          message: "Enter a Ugandan mobile number, for example 0772 123456.",
          field: "phoneNumber",
        });
      body = { ...body, phoneNumber: phone };
      changed = true;
    }

    if ((path === "/sign-up/email" || path === "/change-email") && body) {
      const email = text(body, path === "/sign-up/email" ? "email" : "newEmail");
      if (isPhoneAccountEmail(email))
        throw new APIError("BAD_REQUEST", {
          code: "INVALID_EMAIL",
          message: "Invalid email",
          field: "email",
        });
    }

    if (PASSWORD_SIGN_IN_PATHS.has(path)) {
      const identifier = path === "/sign-in/email" ? text(body, "email") : text(body, "phoneNumber");
      const wait = identifier ? await limiter.blockedFor(SIGN_IN_FAILURES, identifier) : null;
      if (wait !== null) throw tooManyAttempts(wait);
    }

    const sending = SENDING_PATHS[path];
    if (sending) {
      const recipient = text(body, sending.field);
      const wait = recipient ? await limiter.consume(CODES_SENT, `${sending.channel}:${recipient}`) : null;
      if (wait !== null) throw tooManyAttempts(wait);
    }

    const passwordField = NEW_PASSWORD_FIELDS[path];
    if (passwordField && body) {
      const { problem } = checkPassword(text(body, passwordField), [
        text(body, "name"),
        text(body, "email"),
        text(body, "phoneNumber"),
      ]);
      if (problem)
        throw new APIError("BAD_REQUEST", {
          code: `PASSWORD_${problem.toUpperCase()}`,
          message: PASSWORD_MESSAGES[problem],
          field: passwordField,
        });
    }

    const changingPhone = path === "/phone-number/verify" && body?.updatePhoneNumber === true;
    if (REAUTH_PATHS.has(path) || changingPhone) {
      const session = await getSessionFromCtx(ctx);
      if (!session)
        throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Sign in to continue." });
      const until = await reauthenticatedUntil(db, session.session.id, session.user.id, options.now());
      if (!until)
        throw new APIError("FORBIDDEN", {
          code: "REAUTH_REQUIRED",
          message: "Confirm it is you before changing this.",
        });
    }

    if (changed) return { context: { body } };
  });

  const after = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? "";
    const body = (ctx.body ?? undefined) as Body | undefined;

    if (PASSWORD_SIGN_IN_PATHS.has(path)) {
      const identifier = path === "/sign-in/email" ? text(body, "email") : text(body, "phoneNumber");
      if (!identifier) return;
      const returned = ctx.context.returned;
      if (returned instanceof APIError) {
        if (returned.statusCode === 401) await limiter.recordFailure(SIGN_IN_FAILURES, identifier);
      } else {
        await limiter.reset(SIGN_IN_FAILURES, identifier);
      }
      return;
    }

    if (path === "/phone-number/verify" && body?.updatePhoneNumber !== true) {
      const created = ctx.context.newSession;
      if (!created?.user || !(created.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
      // The code proved the phone; the account also asks for its second factor. The
      // session just made is replaced by the same pending challenge a password sign-in gets.
      deleteSessionCookie(ctx, true);
      await ctx.context.internalAdapter.deleteSession(created.session.token);
      ctx.context.setNewSession(null);
      const identifier = `2fa-${generateRandomString(20)}`;
      const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
      await ctx.context.internalAdapter.createVerificationValue({
        value: created.user.id,
        identifier,
        expiresAt,
      });
      await ctx.context.internalAdapter.createVerificationValue({
        value: "0",
        identifier: `2fa-attempts-${identifier}`,
        expiresAt,
      });
      const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
      await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
      return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    }
  });

  return { before, after };
}
