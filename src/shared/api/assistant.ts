/**
 * The contract of POST /api/assistant (spec sections 3 and 7): the request the chat
 * widget sends and the reply it reads.
 */
import { z } from "zod";
import { SITE_LOCALES } from "../domain/locale";

export const ASSISTANT_INTENTS = [
  "greeting",
  "art_adherence",
  "missed_dose",
  "side_effects",
  "viral_load_uequalsu",
  "cd4",
  "prep",
  "pep",
  "testing",
  "self_testing",
  "window_period",
  "pregnancy",
  "stigma_disclosure",
  "mental_health",
  "alcohol_drugs_harm_reduction",
  "sex_work_safety",
  "service_offer",
  "locations",
  "how_to_apply",
  "privacy",
  "tuberculosis",
  "sti",
  "contraception",
  "myths_transmission",
  "rights_legal",
  "crisis",
  "other",
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

export const RISK_LEVELS = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const ASSISTANT_LIMITS = {
  userInputMaxChars: 2000,
  contextMaxChars: 4000,
  localeMaxChars: 35,
} as const;

// A BCP 47-like tag ("en-UG", "sw", "sw-KE"); anything else is refused rather than echoed.
const LOCALE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

export const assistantRequestSchema = z.object({
  userInput: z.string().trim().min(1).max(ASSISTANT_LIMITS.userInputMaxChars),
  context: z.string().max(ASSISTANT_LIMITS.contextMaxChars).default(""),
  locale: z.string().max(ASSISTANT_LIMITS.localeMaxChars).regex(LOCALE_TAG).default("en-UG"),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;
/** What a caller may send: context and locale can be left out. */
export type AssistantRequestInput = z.input<typeof assistantRequestSchema>;

export const assistantSourceSchema = z.object({
  title: z.string(),
  url: z.string().nullable(),
  content: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

/**
 * A signed-in person's message read as a crisis reached their care team without a tap
 * (docs/decisions/058-automatic-escalation.md): what the chat tells them.
 */
export const crisisEscalationSchema = z.object({
  case_id: z.string(),
  /** How a navigator will reach them: a call to their account's number, or in their portal. */
  reach: z.enum(["call", "portal"]),
  /** The last digits of that number, so they know which phone will ring; null for "portal". */
  phone_ending: z.string().nullable(),
  /** The time promised (configuration, CRISIS_RESPONSE_MINUTES). */
  within_minutes: z.number().int().positive(),
});
export type CrisisEscalation = z.infer<typeof crisisEscalationSchema>;

/**
 * iCare's answer. The chat reads it with this schema, and a page the service worker kept
 * may meet a newer server (a new version is only announced, spec section 4): a topic or a
 * language added since then is read as "other" and English rather than refusing the reply.
 * A reply, a crisis one above all, must always reach the person.
 */
export const assistantReplySchema = z.object({
  /** The language the reply is written in: the message's own when iCare has it, else the site's. */
  language: z.enum(SITE_LOCALES).catch("en"),
  response: z.string(),
  intent: z.enum(ASSISTANT_INTENTS).catch("other"),
  risk_level: z.enum(RISK_LEVELS),
  needs_search: z.boolean(),
  safety_note: z.string().nullable(),
  sources: z.array(assistantSourceSchema).optional(),
  /** Signed-in people only, with a high reading: the team was alerted. */
  escalation: crisisEscalationSchema.optional(),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;
