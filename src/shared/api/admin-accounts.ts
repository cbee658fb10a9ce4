/** Admin accounts: provisioning links and invites (/admin/provision), and the status page. */
import { z } from "zod";
import { REGIONS } from "../constants";
import { ACCOUNT_NAME_MAX_CHARS } from "../domain/account-name";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../domain/password";
import { ERROR_KEYS, choice, optionalEmail, optionalUgandanPhone, requiredText } from "./fields";

/** 32 random bytes in base64url. */
export const provisionTokenSchema = z
  .string({ error: ERROR_KEYS.required })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "invalid_token" });

export const provisionCheckRequestSchema = z.object({ token: provisionTokenSchema });

export const provisionCheckResponseSchema = z.object({
  kind: z.enum(["first_admin", "invite"]),
  email: z.string().nullable(),
  /** Only the last digits: the page may be opened on a shared screen. */
  phoneHint: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  expiresAt: z.string(),
});
export type ProvisionCheck = z.infer<typeof provisionCheckResponseSchema>;

const newAccountSchema = z.object({
  name: requiredText(ACCOUNT_NAME_MAX_CHARS),
  email: optionalEmail().refine((value) => value !== null, { error: ERROR_KEYS.required }),
  password: z
    .string({ error: ERROR_KEYS.required })
    .min(PASSWORD_MIN_LENGTH, { error: "too_short" })
    .max(PASSWORD_MAX_LENGTH, { error: ERROR_KEYS.tooLong }),
});

/**
 * Accepting a link: either a new account (name, e-mail, password) or, with no account
 * fields, the signed-in account is promoted.
 */
export const provisionAcceptRequestSchema = z.object({
  token: provisionTokenSchema,
  account: newAccountSchema.optional(),
  region: choice(REGIONS).optional(),
});
export type ProvisionAcceptRequest = z.input<typeof provisionAcceptRequestSchema>;

export const provisionAcceptResponseSchema = z.object({ userId: z.string(), signedIn: z.boolean() });
export type ProvisionAcceptResponse = z.infer<typeof provisionAcceptResponseSchema>;

export const inviteCreateRequestSchema = z
  .object({ email: optionalEmail(), phone: optionalUgandanPhone(), region: choice(REGIONS) })
  .refine((input) => input.email !== null || input.phone !== null, {
    error: "email_or_phone_required",
    path: ["email"],
  });
export type InviteCreateRequest = z.input<typeof inviteCreateRequestSchema>;

export const adminInviteSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  status: z.enum(["pending", "used", "expired"]),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AdminInvite = z.infer<typeof adminInviteSchema>;

/** GET /api/admin/invites: the region's invitations, used and expired ones too, newest first. */
export const adminInviteListResponseSchema = z.array(adminInviteSchema);
export type AdminInviteListResponse = z.infer<typeof adminInviteListResponseSchema>;

/** POST /api/admin/invites */
export const inviteCreatedSchema = z.object({ id: z.string() });
export type InviteCreated = z.infer<typeof inviteCreatedSchema>;

/** DELETE /api/admin/invites/:id */
export const inviteRevokedSchema = z.object({ ok: z.literal(true) });
export type InviteRevoked = z.infer<typeof inviteRevokedSchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(["stored", "sent", "failed"]),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The team's first response to a crisis over the last days (decision 059). */
export const crisisResponseTimesSchema = z.object({
  days: z.number().int(),
  /** The time the chat promises a person in crisis (CRISIS_RESPONSE_MINUTES). */
  promise_minutes: z.number().int(),
  crises: z.number().int(),
  /** Crises no navigator has answered yet. */
  waiting: z.number().int(),
  /** Minutes to the first take, reply or state change; null without an answered crisis. */
  median_minutes: z.number().nullable(),
  worst_minutes: z.number().nullable(),
  /** Answered within the promised time. */
  within_promise: z.number().int(),
});
export type CrisisResponseTimes = z.infer<typeof crisisResponseTimesSchema>;

export const adminStatusSchema = z.object({
  environment: z.enum(["development", "production", "test"]),
  version: z.string(),
  database: z.object({
    engine: z.enum(["postgresql", "pglite"]),
    ok: z.boolean(),
    migration: z.object({ applied: z.number(), latest: z.string().nullable(), pending: z.number() }),
  }),
  realtime: z.object({ connections: z.number() }),
  push: z.object({ configured: z.boolean() }),
  mail: z.object({ mode: z.enum(["smtp", "outbox"]) }),
  sms: z.object({ mode: z.enum(["africastalking", "outbox"]) }),
  assistant: z.object({ mode: z.enum(["local", "llm"]) }),
  /** The caller's team's crisis response times. */
  crisis_response: crisisResponseTimesSchema,
  /** Development only: what would have been sent, so every flow can be finished. */
  outbox: z.array(outboxMessageSchema).nullable(),
});
export type AdminStatus = z.infer<typeof adminStatusSchema>;
