import { z } from "zod";
import { CRISIS_LINE_SERVICES } from "../constants";
import { SITE_LOCALES } from "../domain/locale";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "down"]),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** What the browser needs to know of the server's configuration; nothing secret. */
export const publicConfigSchema = z.object({
  siteName: z.string(),
  version: z.string(),
  contact: z.object({ phone: z.string(), email: z.string(), configured: z.boolean() }),
  social: z.object({
    facebook: z.string().nullable(),
    x: z.string().nullable(),
    instagram: z.string().nullable(),
    whatsapp: z.string().nullable(),
  }),
  vapidPublicKey: z.string().nullable(),
  features: z.object({
    analytics: z.boolean(),
    errorTracking: z.boolean(),
    offlineMode: z.boolean(),
    pushNotifications: z.boolean(),
  }),
  sentryDsn: z.string().nullable(),
  /** A trial deployment (DEMO_MODE): every page says so (decision 066). */
  demo: z.boolean(),
  /** The numbers a crisis card shows, and how soon a navigator contacts a person in crisis. */
  crisis: z.object({
    lines: z.array(
      z.object({
        number: z.string(),
        service: z.enum(CRISIS_LINE_SERVICES).nullable(),
        label: z.string().nullable(),
      }),
    ),
    responseMinutes: z.number().int().positive(),
  }),
  /** Where the quick exit goes (docs/safety.md): a neutral page of ours unless the operator chose one. */
  quickExitUrl: z.string(),
  apiBase: z.string(),
  apiTimeoutMs: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phoneNumber: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
  }),
  role: z.enum(["admin", "user"]),
  profile: z.object({
    region: z.enum(["kampala", "masaka", "mbarara", "fort_portal"]).nullable(),
    language: z.string().nullable(),
    discreetNotifications: z.boolean(),
    /** Consent that the care team sees this person's reminders and adherence on their case. */
    shareCareWithTeam: z.boolean(),
  }),
});
export type Me = z.infer<typeof meSchema>;

/**
 * PUT /api/me/care-sharing: the consent asked at sign-up (unticked by default) and changed
 * in settings (docs/decisions/056-identity-of-signed-in-senders.md).
 */
export const careSharingSchema = z.object({
  shareCareWithTeam: z.boolean({ error: "invalid_choice" }),
});
export type CareSharing = z.infer<typeof careSharingSchema>;

/** The language the server writes a person's notifications and reminders in. */
export const languagePreferenceSchema = z.object({
  language: z.enum(SITE_LOCALES, { error: "invalid_choice" }),
});
export type LanguagePreference = z.infer<typeof languagePreferenceSchema>;
