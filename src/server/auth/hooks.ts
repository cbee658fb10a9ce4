/**
 * Rules Better Auth does not know, run around its endpoints:
 * - phone numbers are Ugandan mobiles, normalised to +2567XXXXXXXX before anything else;
 * - the 4th wrong password for one account within 15 minutes is refused (decision 020);
 * - codes and links sent to one number or address are limited (SMS costs money, and
 *   floods harass); a sign-up sends a message too, so it counts;
 * - new passwords follow OWASP ASVS 5: length, not composition; nothing zxcvbn can guess,
 *   nothing of the person's own (decision 062);
 * - sign-up and sign-in answer alike whether an address has an account (decision 062);
 * - a session ends SESSION_MAX_AGE_DAYS after it began, however active (decision 062);
 * - a password change ends every other session (decision 062);
 * - sensitive changes need a fresh re-authentication of this session (decision 023);
 * - a phone-code sign-in into an account with two-factor asks for the second factor too.
 */
import { and, eq, lt } from "drizzle-orm";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { ACCOUNT_NAME_MAX_CHARS } from "@shared/domain/account-name";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import type { PasswordIdentity, PasswordProblem } from "@shared/domain/password";
import { isPhoneAccountEmail, realEmail } from "@shared/domain/phone-account";
import type { Db } from "../db/client";
import { session as sessionTable, twoFactor } from "../db/schema";
import { CODES_SENT, SIGN_IN_FAILURES, type AttemptLimiter } from "./attempt-limiter";
import { judgeNewPassword, siteWords } from "./password-strength";
import { tooManyAttempts } from "./rate-limit-response";
import { reauthenticatedUntil } from "./reauth";

const PHONE_PATHS = new Set([
  "/phone-number/send-otp",
  "/phone-number/verify",
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
]);
/** Where a person names their account; the library takes any value there (null was a 500). */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);
const PASSWORD_SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-in/phone-number"]);
const SENDING_PATHS: Record<string, { channel: "sms" | "email"; field: "phoneNumber" | "email" }> = {
  "/phone-number/send-otp": { channel: "sms", field: "phoneNumber" },
  "/phone-number/request-password-reset": { channel: "sms", field: "phoneNumber" },
  "/request-password-reset": { channel: "email", field: "email" },
  "/send-verification-email": { channel: "email", field: "email" },
  // A new address gets the confirmation link, a known one a notice: either is a message.
  "/sign-up/email": { channel: "email", field: "email" },
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
const TWO_FACTOR_CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** How long a sign-in waits for its second factor (Better Auth's default). */
const TWO_FACTOR_CHALLENGE_SECONDS = 600;

type Body = Record<string, unknown>;
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  too_short: "Use at least 8 characters.",
  too_long: "Use at most 128 characters.",
  too_common: "This password is too easy to guess. A longer phrase of your own works best.",
  contains_identity: "Do not use your name, e-mail or phone number in the password.",
};

/** What a wrong password gets; an account waiting for its address to be confirmed gets the same. */
const invalidEmailOrPassword = () =>
  new APIError("UNAUTHORIZED", { message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" });

function text(body: Body | undefined, field: string): string {
  const value = body?.[field];
  return typeof value === "string" ? value : "";
}

function errorCode(value: unknown): string | undefined {
  return value instanceof APIError ? (value.body as { code?: string } | undefined)?.code : undefined;
}

export interface AuthHookOptions {
  db: Db;
  limiter: AttemptLimiter;
  now: () => Date;
  /** Words of the product's name: a guesser tries them too. */
  siteName: string;
  /** A session older than this is ended, however recently it was used. */
  sessionMaxAgeMs: number;
}

export function createAuthHooks(options: AuthHookOptions) {
  const { db, limiter } = options;
  const productWords = siteWords(options.siteName);
  const sessionCutoff = () => new Date(options.now().getTime() - options.sessionMaxAgeMs);

  /** The person whose password is being set, as far as the request tells. */
  async function identityOf(
    ctx: HookContext,
    path: string,
    body: Body | undefined,
  ): Promise<PasswordIdentity> {
    const given = [text(body, "name"), text(body, "email"), text(body, "phoneNumber")];
    let known: { name: string; email: string; phoneNumber?: string | null } | null = null;
    if (path === "/change-password") {
      // The account as stored, not as a browser's cached session last saw it.
      known = (await getSessionFromCtx(ctx, { disableCookieCache: true }))?.user ?? null;
    } else if (path === "/reset-password" && text(body, "token")) {
      const pending = await ctx.context.internalAdapter.findVerificationValue(
        `reset-password:${text(body, "token")}`,
      );
      known = pending ? await ctx.context.internalAdapter.findUserById(pending.value) : null;
    } else if (path === "/phone-number/reset-password" && text(body, "phoneNumber")) {
      known = await ctx.context.adapter.findOne({
        model: "user",
        where: [{ field: "phoneNumber", value: text(body, "phoneNumber") }],
      });
    }
    return known ? [...given, known.name, realEmail(known.email), known.phoneNumber] : given;
  }

  /**
   * An address not yet confirmed signs in with nothing, right password or not, and the
   * answer is a wrong password's: otherwise a stranger who signed up an address and then
   * signed in with the password they chose would learn whether it already had an account
   * (theirs would be "not confirmed", the owner's "wrong password"). Better Auth's own
   * refusal (requireEmailVerification) stays behind this, with its different answer.
   */
  async function refuseUnconfirmed(ctx: HookContext, email: string, password: string) {
    if (!email) return;
    const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
    if (!found || found.user.emailVerified) return;
    // As long as a wrong password takes (Better Auth hashes for an unknown address too).
    await ctx.context.password.hash(password);
    await limiter.recordFailure(SIGN_IN_FAILURES, email);
    throw invalidEmailOrPassword();
  }

  /** Ends the caller's session when it began too long ago; the request goes on without it. */
  async function endAgedSession(ctx: HookContext) {
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    if (!token) return;
    const ended = await db
      .delete(sessionTable)
      .where(and(eq(sessionTable.token, token), lt(sessionTable.createdAt, sessionCutoff())))
      .returning({ id: sessionTable.id });
    if (ended.length > 0) deleteSessionCookie(ctx);
  }

  const before = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? "";
    let body = (ctx.body ?? undefined) as Body | undefined;
    let changed = false;

    // /get-session (every API request) checks the session it has already read, after.
    if (path !== "/get-session") await endAgedSession(ctx);

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

    if (NAME_PATHS.has(path) && body && "name" in body) {
      const { name } = body;
      if (typeof name !== "string" || !name.trim() || name.length > ACCOUNT_NAME_MAX_CHARS)
        throw new APIError("BAD_REQUEST", {
          code: "INVALID_NAME",
          message: `Enter a name of 1 to ${ACCOUNT_NAME_MAX_CHARS} characters.`,
          field: "name",
        });
    }
    // No account has a picture: none is taken, so none can be stored in the clear.
    if (path === "/update-user" && body && "image" in body)
      throw new APIError("BAD_REQUEST", {
        code: "INVALID_IMAGE",
        message: "An account has no picture.",
        field: "image",
      });

    if ((path === "/sign-up/email" || path === "/change-email") && body) {
      const email = text(body, path === "/sign-up/email" ? "email" : "newEmail");
      if (isPhoneAccountEmail(email))
        throw new APIError("BAD_REQUEST", {
          code: "INVALID_EMAIL",
          message: "Invalid email",
          field: "email",
        });
    }

    // The server's own sign-ups (demo, invitations, provisioning) still learn that an
    // address is taken: only a request from outside gets the answer that reveals nothing.
    if (path === "/sign-up/email" && !ctx.request) {
      const existing = await ctx.context.internalAdapter.findUserByEmail(text(body, "email").toLowerCase());
      if (existing)
        throw new APIError("UNPROCESSABLE_ENTITY", {
          message: "User already exists. Use another email.",
          code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
        });
    }

    if (PASSWORD_SIGN_IN_PATHS.has(path)) {
      const identifier = path === "/sign-in/email" ? text(body, "email") : text(body, "phoneNumber");
      const wait = identifier ? await limiter.blockedFor(SIGN_IN_FAILURES, identifier) : null;
      if (wait !== null) throw tooManyAttempts(wait);
    }

    if (path === "/sign-in/email") await refuseUnconfirmed(ctx, text(body, "email"), text(body, "password"));

    // Before the sending limit: a refused password sends nothing, so it spends nothing.
    const passwordField = NEW_PASSWORD_FIELDS[path];
    if (passwordField && body) {
      const { problem } = judgeNewPassword(
        text(body, passwordField),
        await identityOf(ctx, path, body),
        productWords,
      );
      if (problem)
        throw new APIError("BAD_REQUEST", {
          code: `PASSWORD_${problem.toUpperCase()}`,
          message: PASSWORD_MESSAGES[problem],
          field: passwordField,
        });
    }

    const sending = SENDING_PATHS[path];
    if (sending) {
      const recipient = text(body, sending.field);
      const wait = recipient ? await limiter.consume(CODES_SENT, `${sending.channel}:${recipient}`) : null;
      if (wait !== null) throw tooManyAttempts(wait);
    }

    if (path === "/change-password" && body && body.revokeOtherSessions !== true) {
      // Whoever knew the old password may be signed in elsewhere: a new one ends that.
      body = { ...body, revokeOtherSessions: true };
      changed = true;
    }

    const changingPhone = path === "/phone-number/verify" && body?.updatePhoneNumber === true;
    if (REAUTH_PATHS.has(path) || changingPhone) {
      const current = await getSessionFromCtx(ctx);
      if (!current)
        throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Sign in to continue." });
      const until = await reauthenticatedUntil(db, current.session.id, current.user.id, options.now());
      if (!until)
        throw new APIError("FORBIDDEN", {
          code: "REAUTH_REQUIRED",
          message: "Confirm it is you before changing this.",
        });
    }

    if (changed) return { context: { body } };
  });

  /** Seconds until the account's two-step lock (Better Auth's, per account) opens. */
  async function twoStepLockSeconds(ctx: HookContext): Promise<number> {
    const cookie = ctx.context.createAuthCookie("two_factor");
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    const challenge = identifier ? await ctx.context.internalAdapter.findVerificationValue(identifier) : null;
    const [row] = challenge
      ? await db
          .select({ lockedUntil: twoFactor.lockedUntil })
          .from(twoFactor)
          .where(eq(twoFactor.userId, challenge.value))
      : [];
    const left = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
    return Math.max(1, Math.ceil(left / 1000));
  }

  const after = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? "";
    const body = (ctx.body ?? undefined) as Body | undefined;
    const returned = ctx.context.returned;

    if (path === "/get-session") {
      const found = returned as { session?: { token: string; createdAt: Date | string } } | null;
      if (!found?.session || new Date(found.session.createdAt) >= sessionCutoff()) return;
      await ctx.context.internalAdapter.deleteSession(found.session.token);
      deleteSessionCookie(ctx);
      return ctx.json(null);
    }

    if (PASSWORD_SIGN_IN_PATHS.has(path)) {
      const identifier = path === "/sign-in/email" ? text(body, "email") : text(body, "phoneNumber");
      if (!identifier) return;
      if (returned instanceof APIError) {
        if (returned.statusCode === 401) await limiter.recordFailure(SIGN_IN_FAILURES, identifier);
      } else {
        await limiter.reset(SIGN_IN_FAILURES, identifier);
      }
      return;
    }

    if (TWO_FACTOR_CODE_PATHS.has(path) && errorCode(returned) === "ACCOUNT_TEMPORARILY_LOCKED") {
      throw tooManyAttempts(await twoStepLockSeconds(ctx));
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
