/**
 * A signed-in person's iCare conversations, kept in their account rather than on the
 * phone (docs/decisions/053): GET /api/chat-history, PUT and DELETE of one conversation,
 * DELETE of them all, and DELETE /api/chat-history/current when no conversation is open.
 */
import { z } from "zod";

export const CHAT_HISTORY_LIMITS = {
  /** Conversations kept per account; saving one more forgets the oldest. */
  sessionsPerUser: 50,
  /** Messages kept per conversation; the browser sends the newest. */
  messagesPerSession: 100,
  messageMaxChars: 4000,
  sourcesPerMessage: 5,
  sourceMaxChars: 500,
  /** A full conversation at the limits above, as JSON, with room to spare. */
  bodyMaxBytes: 512 * 1024,
} as const;

/** chat_{epoch ms}_{random} (spec section 3). */
export const CHAT_SESSION_ID = /^chat_\d{1,16}_[a-z0-9]{1,16}$/;

const epochMs = z.number({ error: "invalid_time" }).int().min(0).max(8.64e15);
const boundedText = (max: number) => z.string({ error: "invalid_text" }).max(max, { error: "too_long" });

export const chatSourceSchema = z.object({
  title: boundedText(CHAT_HISTORY_LIMITS.sourceMaxChars),
  url: boundedText(CHAT_HISTORY_LIMITS.sourceMaxChars).nullable(),
  content: boundedText(CHAT_HISTORY_LIMITS.sourceMaxChars),
});

export const chatMessageSchema = z.object({
  id: z.string({ error: "invalid_id" }).min(1).max(64),
  text: boundedText(CHAT_HISTORY_LIMITS.messageMaxChars),
  isUser: z.boolean({ error: "invalid_choice" }),
  timestamp: epochMs,
  sources: z.array(chatSourceSchema).max(CHAT_HISTORY_LIMITS.sourcesPerMessage).optional(),
  searchUsed: z.boolean().optional(),
  highRisk: z.boolean().optional(),
  handoffSent: z.boolean().optional(),
});
export type StoredChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionParamsSchema = z.object({
  id: z.string().regex(CHAT_SESSION_ID, { error: "invalid_id" }),
});

export const chatSessionInputSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: "invalid_messages" })
    .min(1, { error: "required" })
    .max(CHAT_HISTORY_LIMITS.messagesPerSession, { error: "too_many" }),
  timestamp: epochMs,
  /** This is the conversation open in the chat (restored on the next visit within 24 h). */
  current: z.boolean({ error: "invalid_choice" }),
});
export type ChatSessionInput = z.infer<typeof chatSessionInputSchema>;

export const storedChatSessionSchema = z.object({
  id: z.string(),
  messages: z.array(chatMessageSchema),
  timestamp: epochMs,
});
export type StoredChatSession = z.infer<typeof storedChatSessionSchema>;

/** GET /api/chat-history. */
export const chatHistoryResponseSchema = z.object({
  /** Newest first. */
  sessions: z.array(storedChatSessionSchema),
  /** The conversation that was open, if any. */
  current_id: z.string().nullable(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;
