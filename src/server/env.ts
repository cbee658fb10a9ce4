/**
 * The configuration, read once from the environment and validated. Nothing else reads
 * process.env. Development gets offline defaults; production refuses to start without
 * the secrets that protect people's data.
 */
import { resolve } from "node:path";
import { z } from "zod";
import {
  API_BASE,
  API_TIMEOUT_MS,
  DEFAULT_CRISIS_LINES,
  DEFAULT_CRISIS_RESPONSE_MINUTES,
  FEATURE_FLAGS,
  type CrisisLine,
} from "@shared/constants";
import { DEFAULT_IMAGE_HOSTS } from "@shared/api/images";
import { parseProxyTrust, type ProxyTrust } from "./http/client-address";

/** An unset or empty variable is absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? fallback : value === "true" || value === "1",
    );

const PHONE_TO_DIAL = /^\+?[0-9][0-9 ]{1,18}[0-9]$/;

/**
 * CRISIS_LINES: "999,112,116,0800 100 000=Our helpline". A number the product knows keeps
 * its translated name; an operator's own line shows the name written after "=".
 */
const crisisLines = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, context): readonly CrisisLine[] => {
      if (value === undefined) return DEFAULT_CRISIS_LINES;
      const lines: CrisisLine[] = [];
      for (const entry of value.split(",")) {
        const [rawNumber = "", ...rest] = entry.split("=");
        const number = rawNumber.trim();
        if (!PHONE_TO_DIAL.test(number)) {
          context.addIssue({ code: "custom", message: `"${number}" is not a number a phone can dial` });
          return z.NEVER;
        }
        const label = rest.join("=").trim() || null;
        const known = DEFAULT_CRISIS_LINES.find((line) => line.number === number);
        lines.push({ number, service: label ? null : (known?.service ?? null), label });
      }
      return lines;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** "false" (default), "true" (one proxy), a number of proxies, or their addresses (docs/operations.md). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): ProxyTrust => {
      const trust = parseProxyTrust(value);
      if (trust instanceof Error) {
        context.addIssue({ code: "custom", message: "a number of proxies, true, false, or their addresses" });
        return z.NEVER;
      }
      return trust;
    }),
  /** Serve the built web app (off under `npm run dev`, where Vite serves it). */
  SERVE_WEB: flag(true),
  /** Where the built web app is (tests build into their own folders). */
  WEB_DIST: z.string().default("dist/web"),

  SITE_NAME: z.string().trim().min(1).default("HIVCare"),
  SUPPORT_PHONE: optionalText,
  SUPPORT_EMAIL: optionalText,
  /** The numbers every crisis card shows (cited Ugandan defaults) and the time promised to a person in crisis. */
  CRISIS_LINES: crisisLines,
  CRISIS_RESPONSE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(DEFAULT_CRISIS_RESPONSE_MINUTES),
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_WHATSAPP_URL: optionalUrl,

  AUTH_SECRET: optionalText,
  /** Days a sign-in lasts at most, however active the session (decision 062). */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ENCRYPTION_KEY: optionalText,
  /** The key being rotated away from: read, never written, until `npm run keys:rotate` is done (docs/operations.md). */
  ENCRYPTION_KEY_PREVIOUS: optionalText,
  SEED_DEMO: flag(true),
  /**
   * A trial deployment others reach over the network: every page says "demo", and every
   * admin may read the outbox (codes and links). Otherwise only a browser on the server's
   * own machine may (decision 066).
   */
  DEMO_MODE: flag(false),
  /** Production keeps e-mail or SMS in the outbox only when this says it is on purpose. */
  OUTBOX_ONLY: flag(false),

  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  AT_USERNAME: optionalText,
  AT_API_KEY: optionalText,
  AT_SENDER_ID: optionalText,
  AT_BASE_URL: optionalUrl,
  /**
   * The secret in the callback URLs given to Africa's Talking (…/api/sms/inbound?key=…),
   * which does not sign its callbacks. Unset: the SMS callbacks are off (decision 081).
   */
  SMS_CALLBACK_KEY: optionalText,
  /** Text messages a number may get in 24 hours, a crisis and sign-in codes aside (decision 081). */
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(12),
  /** Parts (160 GSM characters, 70 others) an answer by SMS may take at most. */
  SMS_ANSWER_MAX_PARTS: z.coerce.number().int().min(1).max(6).default(3),

  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,

  ASSISTANT_LLM_URL: optionalUrl,
  ASSISTANT_LLM_MODEL: optionalText,
  ASSISTANT_LLM_KEY: optionalText,

  IMAGE_SEARCH_URL: optionalUrl,
  IMAGE_SEARCH_KEY: optionalText,
  IMAGE_SEARCH_CX: optionalText,

  SENTRY_DSN: optionalUrl,

  /**
   * End-to-end tests only: the server's clock can be moved forward through
   * POST /api/test/clock, which then runs the reminder scheduler. Refused in production.
   */
  TEST_CLOCK: flag(false),

  /** Where the quick exit sends people: a path of ours or an https address (docs/safety.md). */
  QUICK_EXIT_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^/\s]+/.test(value), {
        message: "a path starting with / or an https:// address",
      })
      .default("/weather"),
  ),
  /** Hosts whose images the search may return whatever the file name (comma-separated). */
  IMAGE_SEARCH_ALLOWED_HOSTS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(DEFAULT_IMAGE_HOSTS.join(","))
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),

  /** The feature flags and API defaults of spec section 9. */
  FEATURE_ANALYTICS: flag(FEATURE_FLAGS.analytics),
  FEATURE_ERROR_TRACKING: flag(FEATURE_FLAGS.errorTracking),
  FEATURE_OFFLINE_MODE: flag(FEATURE_FLAGS.offlineMode),
  FEATURE_PUSH_NOTIFICATIONS: flag(FEATURE_FLAGS.pushNotifications),
  API_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(API_TIMEOUT_MS),
  API_BASE: z
    .string()
    .regex(/^\/(?!\/)\S*$/, { message: "a path starting with /" })
    .default(API_BASE),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends RawEnv {
  isProduction: boolean;
  publicUrl: string;
  dataDir: string;
  /** What the footer and contact pages show; development placeholders are visibly placeholders. */
  contact: { phone: string; email: string; configured: boolean };
  features: { analytics: boolean; errorTracking: boolean; offlineMode: boolean; pushNotifications: boolean };
}

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n  ${fields.join("\n  ")}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === "production";
  if (isProduction) {
    const missing = (
      ["AUTH_SECRET", "ENCRYPTION_KEY", "PUBLIC_URL", "SUPPORT_PHONE", "SUPPORT_EMAIL"] as const
    ).filter((name) => !raw[name]);
    if (missing.length > 0) {
      throw new EnvError(
        `Production needs ${missing.join(", ")}. The embedded defaults are for development only.`,
      );
    }
    if (raw.TEST_CLOCK) throw new EnvError("TEST_CLOCK is for tests and cannot be used in production.");
    if ((raw.AUTH_SECRET ?? "").length < 32)
      throw new EnvError("AUTH_SECRET must be at least 32 characters.");
    const outboxOnly = [
      raw.SMTP_URL ? null : "e-mail (SMTP_URL)",
      raw.AT_USERNAME && raw.AT_API_KEY ? null : "SMS (AT_USERNAME, AT_API_KEY)",
    ].filter((channel) => channel !== null);
    if (outboxOnly.length > 0 && !raw.OUTBOX_ONLY) {
      throw new EnvError(
        `Production has no provider for ${outboxOnly.join(" or ")}: its messages would wait in the ` +
          "outbox and reach nobody. Configure the provider, or set OUTBOX_ONLY=true if that is on purpose.",
      );
    }
  }
  return {
    ...raw,
    // Demo accounts with printed passwords never exist in production.
    SEED_DEMO: raw.SEED_DEMO && !isProduction,
    isProduction,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    dataDir: resolve(raw.DATA_DIR),
    contact: {
      phone: raw.SUPPORT_PHONE ?? "+256 XXX XXX XXX",
      email: raw.SUPPORT_EMAIL ?? "support@example.invalid",
      configured: Boolean(raw.SUPPORT_PHONE && raw.SUPPORT_EMAIL),
    },
    features: {
      analytics: raw.FEATURE_ANALYTICS,
      errorTracking: raw.FEATURE_ERROR_TRACKING,
      offlineMode: raw.FEATURE_OFFLINE_MODE,
      pushNotifications: raw.FEATURE_PUSH_NOTIFICATIONS,
    },
  };
}
