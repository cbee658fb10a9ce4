/** The account contract (/api/account/*): sessions, sign-out scopes, re-authentication, my data. */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../domain/password";
import { ERROR_KEYS } from "./fields";

/** Sign out of this device, of every other device, or everywhere (spec section 4). */
export const SIGN_OUT_SCOPES = ["local", "others", "global"] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

export const signOutRequestSchema = z.object({
  scope: z.enum(SIGN_OUT_SCOPES, { error: ERROR_KEYS.invalidChoice }).default("local"),
  /** This browser's push subscription: it stops with the session ("local"), or alone stays ("others"). */
  push_endpoint: z
    .url({ protocol: /^https$/, error: "invalid_url" })
    .max(2048)
    .optional(),
});
export type SignOutRequest = z.input<typeof signOutRequestSchema>;

export const OTP_PATTERN = /^\d{6}$/;
const otpCode = z.string({ error: ERROR_KEYS.required }).trim().regex(OTP_PATTERN, { error: "invalid_code" });

/** Proves it is still the account's owner before a sensitive change (password or SMS code). */
export const reauthRequestSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("password"),
      password: z.string({ error: ERROR_KEYS.required }).min(1, { error: ERROR_KEYS.required }).max(128),
    }),
    z.object({ method: z.literal("code"), code: otpCode }),
  ],
  { error: ERROR_KEYS.invalidChoice },
);
export type ReauthRequest = z.input<typeof reauthRequestSchema>;

export const reauthResponseSchema = z.object({ reauthenticatedUntil: z.string() });
export type ReauthResponse = z.infer<typeof reauthResponseSchema>;

export const deviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  mobile: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: deviceSchema,
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.array(accountSessionSchema);
/** DELETE /api/account/sessions/:id */
export const accountSessionParamsSchema = z.object({
  id: z.string().min(1, { error: "invalid_id" }).max(128, { error: "invalid_id" }),
});

/** Spec section 3: a multi-factor factor. Only verified factors count (spec section 4). */
export const factorSchema = z.object({
  id: z.string(),
  factor_type: z.enum(["phone", "totp", "webauthn"]),
  status: z.enum(["verified", "unverified"]),
  friendly_name: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

export const securitySummarySchema = z.object({
  /** The real e-mail, or null for a phone-only account. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  hasPassword: z.boolean(),
  factors: z.array(factorSchema),
  /** aal2 when a verified factor exists: the next sign-in asks for it. */
  nextLevel: z.enum(["aal1", "aal2"]),
  reauthenticatedUntil: z.string().nullable(),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

/** Deleting an account cannot be undone; the request says so explicitly. */
export const deleteAccountRequestSchema = z.object({
  confirm: z.literal(true, { error: "confirmation_required" }),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/**
 * POST /api/password-check: the server's word on a new password while it is typed, so the
 * hint never calls a password "fair" that the server will refuse (its common-password
 * list is too heavy for the browser). The identity is the name, e-mail and number the
 * form knows.
 */
export const passwordCheckRequestSchema = z.object({
  password: z
    .string({ error: ERROR_KEYS.required })
    .max(PASSWORD_MAX_LENGTH + 1, { error: ERROR_KEYS.tooLong }),
  identity: z
    .array(z.string().max(320, { error: ERROR_KEYS.tooLong }))
    .max(4)
    .default([]),
});
export type PasswordCheckRequest = z.input<typeof passwordCheckRequestSchema>;

export const passwordCheckResponseSchema = z.object({
  problem: z.enum(["too_short", "too_long", "too_common", "contains_identity"]).nullable(),
  score: z.number().int().min(0).max(4),
});
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponseSchema>;
