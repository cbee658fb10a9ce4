/**
 * The contract of POST /api/assistant/handoff: after a high-risk reply, the person may ask
 * for a person from the care team. They consent, may leave a phone number or e-mail, and
 * choose which of the last messages to share; nothing else of the chat leaves the device.
 */
import { z } from "zod";
import { REGIONS } from "../constants";
import { ERROR_KEYS, choice, optionalEmail, optionalUgandanPhone } from "./fields";

export const HANDOFF_LIMITS = {
  sharedMessagesMax: 6,
  sharedMessageMaxChars: 2000,
} as const;

export const handoffSharedMessageSchema = z.object({
  from: z.enum(["user", "assistant"]),
  text: z
    .string()
    .trim()
    .min(1, { error: ERROR_KEYS.required })
    .max(HANDOFF_LIMITS.sharedMessageMaxChars, { error: ERROR_KEYS.tooLong }),
});
export type HandoffSharedMessage = z.infer<typeof handoffSharedMessageSchema>;

export const handoffRequestSchema = z.object({
  consent: z.literal(true, { error: ERROR_KEYS.consentRequired }),
  phone: optionalUgandanPhone(),
  email: optionalEmail(),
  region: choice(REGIONS)
    .nullish()
    .transform((region) => region ?? null),
  messages: z
    .array(handoffSharedMessageSchema)
    .max(HANDOFF_LIMITS.sharedMessagesMax, { error: ERROR_KEYS.tooLong })
    .default([]),
  /** A visitor who would rather talk here now: a live chat with a navigator (decision 060). */
  live_chat: z.boolean({ error: ERROR_KEYS.invalidChoice }).default(false),
});
export type HandoffRequest = z.input<typeof handoffRequestSchema>;
export type ValidHandoffRequest = z.output<typeof handoffRequestSchema>;

export const handoffCreatedSchema = z.object({
  ok: z.literal(true),
  /** A live chat was opened: its cookie is set, GET /api/live-chat reads it. */
  live_chat: z.boolean(),
});
export type HandoffCreated = z.infer<typeof handoffCreatedSchema>;
