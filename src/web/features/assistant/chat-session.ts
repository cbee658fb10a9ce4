/** Pure rules of chat sessions (spec sections 3, 4 and 9). */
import { ASSISTANT } from "@shared/constants";
import type { ChatMessage, ChatSession } from "./chat-types";

export function newSessionId(now: number, random: () => number = Math.random): string {
  return `chat_${now}_${random().toString(36).slice(2, 11)}`;
}

export function newSession(now: number): ChatSession {
  return { id: newSessionId(now), messages: [], timestamp: now };
}

let messageSequence = 0;

/** Unique within the page by its sequence number, and across tabs by time and chance. */
export function newMessageId(now: number, random: () => number = Math.random): string {
  messageSequence += 1;
  return `msg_${now}_${messageSequence}_${random().toString(36).slice(2, 7)}`;
}

/** A saved session comes back on open when it has messages and is under 24 hours old. */
export function isRestorable(session: ChatSession | null, now: number): session is ChatSession {
  return (
    session !== null &&
    session.messages.length > 0 &&
    now - session.timestamp >= 0 &&
    now - session.timestamp < ASSISTANT.savedSessionValidMs
  );
}

/** Only a conversation the person took part in is worth keeping in the history. */
export function isWorthSaving(session: ChatSession): boolean {
  return session.messages.some((message) => message.isUser);
}

/** The history list: newest first, the open session left out. */
export function historyList(history: Record<string, ChatSession>, currentId: string | null): ChatSession[] {
  return Object.values(history)
    .filter((session) => session.id !== currentId && session.messages.length > 0)
    .sort((left, right) => right.timestamp - left.timestamp);
}

/** The last message, cut to 50 characters (spec section 9). */
export function previewOf(session: ChatSession): string {
  const last: ChatMessage | undefined = session.messages.at(-1);
  const text = (last?.text ?? "").replace(/\s+/g, " ").trim();
  return text.length > ASSISTANT.historyPreviewChars
    ? `${text.slice(0, ASSISTANT.historyPreviewChars)}...`
    : text;
}
