/**
 * Accounts, on Better Auth: e-mail + password, Ugandan phone number + SMS code, TOTP
 * two-factor with backup codes; sessions in HttpOnly cookies stored in the database;
 * rate limits in the database (several instances share them, in every mode); telemetry off.
 * The account rules Better Auth does not know live in hooks.ts.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { phoneNumber, twoFactor } from "better-auth/plugins";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { phoneAccountEmail, realEmail } from "@shared/domain/phone-account";
import type { Db } from "../db/client";
import { authSchema, userProfiles } from "../db/schema";
import type { Messaging } from "../adapters/messaging";
import type { Logger } from "../logger";
import { createAttemptLimiter, SIGN_IN_FAILURES } from "./attempt-limiter";
import { createAuthHooks } from "./hooks";
import { authMessages } from "./messages";
import { withContractRateLimit } from "./rate-limit-response";

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
}

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
  const limiter = createAttemptLimiter(db, options.secret);
  const hooks = createAuthHooks({ db, limiter, now: () => new Date() });
  const texts = authMessages(siteName);

  const auth = betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: "/api/auth",
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
      autoSignIn: true,
      // Sign-in works before the address is confirmed (decision 022).
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const to = realEmail(user.email);
        if (!to) return;
        await messaging.sendEmail({ to, ...texts.resetEmail(`${publicUrl}/reset-password?token=${token}`) });
      },
      async onPasswordReset({ user }) {
        // A new password is a fresh start: the wrong guesses before it no longer count.
        await limiter.reset(SIGN_IN_FAILURES, user.email);
        const phone = (user as { phoneNumber?: string | null }).phoneNumber;
        if (phone) await limiter.reset(SIGN_IN_FAILURES, phone);
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
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Refreshing hourly keeps "last activity" in the sessions list close to the truth.
      updateAge: 60 * 60,
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        phoneNumberValidator: (value) => normaliseUgandanPhone(value) === value,
        async sendOTP({ phoneNumber: to, code }) {
          await messaging.sendSms({ to, text: texts.signInCode(code) });
        },
        async sendPasswordResetOTP({ phoneNumber: to, code }) {
          await messaging.sendSms({ to, text: texts.resetCode(code) });
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
          async after(user) {
            await db.insert(userProfiles).values({ userId: user.id }).onConflictDoNothing();
          },
        },
      },
    },
    logger: {
      log(level, message) {
        options.logger[level]({ source: "auth" }, message);
      },
    },
  });
  return Object.assign(auth, { handler: withContractRateLimit(auth.handler), limiter });
}

export type Auth = ReturnType<typeof createAuth>;
