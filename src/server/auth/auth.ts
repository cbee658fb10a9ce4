/**
 * Accounts, on Better Auth: sessions in HttpOnly cookies stored in the database,
 * rate limits in the database (several instances share them), telemetry off.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client";
import { authSchema, userProfiles } from "../db/schema";
import type { Messaging } from "../adapters/messaging";
import type { Logger } from "../logger";

/** The header through which the server hands Better Auth the client's address (set in app.ts). */
export const CLIENT_IP_HEADER = "x-client-address";

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  siteName: string;
  isProduction: boolean;
  messaging: Messaging;
  logger: Logger;
}

export function createAuth(options: AuthOptions) {
  const { db, messaging, siteName } = options;
  return betterAuth({
    appName: siteName,
    baseURL: options.publicUrl,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    telemetry: { enabled: false },
    trustedOrigins: [options.publicUrl],
    emailAndPassword: {
      enabled: true,
      // OWASP ASVS 5: at least 8 characters, no composition rules, long passphrases allowed.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await messaging.sendEmail({
          to: user.email,
          subject: `Confirm your e-mail for ${siteName}`,
          text: `Open this link to confirm your e-mail address:\n\n${url}\n\nIf you did not create an account, ignore this message.`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      // Per network address. Many phones in Uganda share one carrier address, so the
      // per-address ceilings are generous; per-account limits guard the password itself.
      customRules: {
        "/sign-in/*": { window: 60, max: 30 },
        "/sign-up/*": { window: 60, max: 30 },
      },
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
}

export type Auth = ReturnType<typeof createAuth>;
