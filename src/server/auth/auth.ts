/**
 * Accounts, on Better Auth: e-mail + password, Ugandan phone number + SMS code, TOTP
 * two-factor with backup codes; sessions in HttpOnly cookies stored in the database;
 * rate limits in the database (several instances share them, in every mode); telemetry off.
 * The account rules Better Auth does not know live in hooks.ts; SMS codes are kept hashed
 * and checked in phone-codes.ts (decision 062).
 */
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { phoneNumber, twoFactor } from "better-auth/plugins";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { phoneAccountEmail, realEmail } from "@shared/domain/phone-account";
import type { Db } from "../db/client";
import { authSchema, user as userTable, userProfiles } from "../db/schema";
import type { Messaging } from "../adapters/messaging";
import type { Logger } from "../logger";
import { createAttemptLimiter, SIGN_IN_FAILURES } from "./attempt-limiter";
import { createAuthHooks } from "./hooks";
import { authMessages } from "./messages";
import { createPhoneCodes } from "./phone-codes";
import { openSessionAccess, SESSION_CACHE_SECONDS, sessionVersion } from "./session-check";
import { withContractRateLimit } from "./rate-limit-response";

/** Where Better Auth's routes are mounted. */
const BASE_PATH = "/api/auth";

/** The header through which the server hands Better Auth the client's address (set in app.ts). */
export const CLIENT_IP_HEADER = "x-client-address";

/**
 * The name authenticator apps show. Neutral on purpose: the default product name holds
 * a health word, and an authenticator's list is seen by whoever holds the phone.
 */
export const TOTP_ISSUER = "Care account";

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  siteName: string;
  isProduction: boolean;
  messaging: Messaging;
  logger: Logger;
  /** SESSION_MAX_AGE_DAYS: a session ends this long after it began, however active (decision 062). */
  sessionMaxAgeDays?: number;
  /** How passwords are hashed and checked; Better Auth's scrypt unless the tests say otherwise. */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export const DEFAULT_SESSION_MAX_AGE_DAYS = 30;

/**
 * Two-step codes (TOTP or backup) for one account: Better Auth's own per-account lock,
 * written down. The 10th wrong code in a row locks the account's second step for 15
 * minutes, across challenges and devices; a right code clears the count (decision 062).
 */
export const TWO_STEP_LOCKOUT = { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 };

/** Per-address ceilings (many phones share one carrier address, so they are generous). */
const PER_ADDRESS_RULES = {
  "/sign-in/*": { window: 60, max: 30 },
  "/sign-up/*": { window: 60, max: 30 },
  // Sending codes and links; the per-recipient limit in hooks.ts is the tight one.
  "/phone-number/send-otp": { window: 900, max: 30 },
  "/phone-number/request-password-reset": { window: 900, max: 30 },
  "/request-password-reset": { window: 900, max: 30 },
  "/send-verification-email": { window: 900, max: 30 },
  // Checking codes; each code also allows only 3 tries, each 2FA challenge 5.
  "/phone-number/verify": { window: 60, max: 20 },
  "/phone-number/reset-password": { window: 60, max: 20 },
  "/reset-password": { window: 60, max: 20 },
  "/two-factor/*": { window: 60, max: 20 },
};

export function createAuth(options: AuthOptions) {
  const { db, messaging, siteName, publicUrl } = options;
  const now = () => new Date();
  const limiter = createAttemptLimiter(db, options.secret);
  const phoneCodes = createPhoneCodes({ db, secret: options.secret, limiter, now });
  const sessionMaxAgeMs = (options.sessionMaxAgeDays ?? DEFAULT_SESSION_MAX_AGE_DAYS) * 24 * 60 * 60_000;
  const hooks = createAuthHooks({ db, limiter, now, siteName, sessionMaxAgeMs });
  const texts = authMessages(siteName);

  const auth = betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: BASE_PATH,
    secret: options.secret,
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    telemetry: { enabled: false },
    trustedOrigins: [publicUrl],
    // Sessions are listed and ended through /api/account (ids, never tokens, reach the
    // browser); accounts are deleted there too, with every personal row.
    disabledPaths: ["/list-sessions", "/revoke-session", "/delete-user", "/delete-user/callback"],
    emailAndPassword: {
      enabled: true,
      // OWASP ASVS 5: at least 8 characters, no composition rules, long passphrases allowed.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: options.passwordHashing,
      // A new address signs in once the link mailed to it is opened, and sign-up answers
      // the same for an address that has an account, whose owner is mailed instead
      // (decision 062, which replaces decision 022's sign-in before confirmation).
      requireEmailVerification: true,
      async onExistingUserSignUp({ user }) {
        const to = realEmail(user.email);
        if (!to) return;
        await messaging.sendEmail({
          to,
          ...texts.existingAccountEmail(`${publicUrl}/portal`, `${publicUrl}/reset-password`),
        });
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const to = realEmail(user.email);
        if (!to) return;
        await messaging.sendEmail({ to, ...texts.resetEmail(`${publicUrl}/reset-password?token=${token}`) });
      },
      async onPasswordReset({ user }, request) {
        // A new password is a fresh start: the wrong guesses before it no longer count.
        await limiter.reset(SIGN_IN_FAILURES, user.email);
        const phone = (user as { phoneNumber?: string | null }).phoneNumber;
        if (phone) await limiter.reset(SIGN_IN_FAILURES, phone);
        // The e-mailed link proved the address as a confirmation link does; so an owner
        // whose address someone else signed up takes the account over with this reset.
        const byEmailLink = request ? new URL(request.url).pathname === `${BASE_PATH}/reset-password` : false;
        if (byEmailLink && !user.emailVerified)
          await db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A link opened on someone else's computer must not sign the owner in there.
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, token }, request) {
        const to = realEmail(user.email);
        // Accounts made by the server itself (demo, shell, provisioning) are vouched for.
        if (!to || !request) return;
        const link = `${publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent("/portal?verified=1")}`;
        await messaging.sendEmail({ to, ...texts.verifyEmail(link) });
      },
    },
    user: { changeEmail: { enabled: true } },
    verification: {
      // A reset link's token is its row's key: kept hashed, a copy of the database
      // resets no one's password. (SMS codes are hashed by the create hook below.)
      storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Refreshing hourly keeps "last activity" in the sessions list close to the truth.
      updateAge: 60 * 60,
      // The session and the account, signed into a cookie for a few minutes, spare each
      // request two lookups; whether the session is still open, the role and two-step
      // sign-in are read every time (session-check.ts, decision 073). Signed, not encrypted:
      // who can read this cookie can read the session's own, and encrypting it cost 15 %.
      cookieCache: {
        enabled: true,
        maxAge: SESSION_CACHE_SECONDS,
        strategy: "compact",
        version: sessionVersion(db, sessionMaxAgeMs),
      },
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: 5 * 60,
        // Codes are kept hashed and checked by phone-codes.ts: 3 tries per code, and a
        // limit per number (the plugin's allowedAttempts applies to its own check only).
        verifyOTP: (input, ctx) => phoneCodes.verify(input, ctx?.path),
        phoneNumberValidator: (value) => normaliseUgandanPhone(value) === value,
        // Asked for this moment: sent even to a number that texted STOP (decision 081).
        async sendOTP({ phoneNumber: to, code }) {
          await messaging.sendSms({ to, text: texts.signInCode(code), reason: "code" });
        },
        async sendPasswordResetOTP({ phoneNumber: to, code }) {
          await messaging.sendSms({ to, text: texts.resetCode(code), reason: "code" });
        },
        signUpOnVerification: {
          getTempEmail: phoneAccountEmail,
          getTempName: () => "Member",
        },
      }),
      twoFactor({
        issuer: TOTP_ISSUER,
        // Same defaults as Better Auth, written down: 10 codes, stored encrypted.
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
        // Phone-only accounts have no password; they re-authenticate with an SMS code.
        allowPasswordless: true,
        accountLockout: TWO_STEP_LOCKOUT,
      }),
    ],
    hooks,
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: PER_ADDRESS_RULES,
    },
    advanced: {
      useSecureCookies: options.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user, context) {
            // The sign-up form's consent to share care with the team (the new account is
            // not signed in yet, so the form cannot store it afterwards).
            const consent =
              context?.path === "/sign-up/email" &&
              (context.body as { shareCareWithTeam?: unknown } | undefined)?.shareCareWithTeam === true;
            await db
              .insert(userProfiles)
              .values({ userId: user.id, shareCareWithTeam: consent })
              .onConflictDoNothing();
          },
        },
      },
      verification: {
        create: {
          async before(data) {
            return { data: phoneCodes.storedPhoneCode(data) };
          },
        },
      },
    },
    logger: {
      log(level, message) {
        options.logger[level]({ source: "auth" }, message);
      },
    },
    // An error the library did not expect (a refused query, a lost connection) is thrown to
    // the app, which answers it as any other route's: 503 in an outage, else a 500 in the
    // error shape, logged without the query's values. Left to the library, it printed the
    // whole error with its parameters (names, addresses) to the console and answered an
    // empty 500. Its own refusals (APIError) are answered by the library still.
    onAPIError: { throw: true },
  });
  return Object.assign(auth, {
    handler: withContractRateLimit(auth.handler),
    limiter,
    /** What the cookie cache's version reads (session-check.ts), for a lookup that skips the library. */
    sessionAccess: (sessionId: string) => openSessionAccess(db, sessionId, sessionMaxAgeMs),
  });
}

export type Auth = ReturnType<typeof createAuth>;
