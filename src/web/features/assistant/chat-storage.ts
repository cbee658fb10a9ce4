/**
 * The chat's small local values (spec section 3: the usage count and the last hint) and
 * the reading of a stored conversation, which may be something another version wrote.
 * Storage may be blocked or full: reads then fall back to nothing, writes are skipped,
 * and the chat still works for this page. Conversations themselves: chat-vault.ts.
 */
import { parseUsageCounter, type UsageCounter } from "@shared/domain/usage";
import { STORAGE_KEYS } from "@shared/constants";
import { isSiteLocale } from "@shared/domain/locale";
import type { ChatMessage, ChatSession } from "./chat-types";

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: this page keeps working without it.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function asMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, text, isUser, timestamp } = value;
  if (typeof id !== "string" || typeof text !== "string" || typeof isUser !== "boolean") return null;
  const time = typeof timestamp === "number" ? timestamp : Date.parse(String(timestamp));
  if (!Number.isFinite(time)) return null;
  return {
    id,
    text,
    isUser,
    timestamp: time,
    ...(isSiteLocale(value.language) ? { language: value.language } : {}),
    ...(Array.isArray(value.sources) ? { sources: value.sources as ChatMessage["sources"] } : {}),
    ...(typeof value.searchUsed === "boolean" ? { searchUsed: value.searchUsed } : {}),
    ...(value.highRisk === true ? { highRisk: true } : {}),
    ...(typeof value.safetyNote === "string" ? { safetyNote: value.safetyNote } : {}),
    ...(value.handoffSent === true ? { handoffSent: true } : {}),
  };
}

export function asSession(value: unknown): ChatSession | null {
  if (!isRecord(value) || typeof value.id !== "string" || !Array.isArray(value.messages)) return null;
  const timestamp =
    typeof value.timestamp === "number" ? value.timestamp : Date.parse(String(value.timestamp));
  if (!Number.isFinite(timestamp)) return null;
  const messages = value.messages.map(asMessage).filter((message) => message !== null);
  return { id: value.id, messages, timestamp };
}

export function loadUsage(): UsageCounter | null {
  return parseUsageCounter(read(STORAGE_KEYS.aiUsage));
}

export function saveUsage(usage: UsageCounter) {
  write(STORAGE_KEYS.aiUsage, usage);
}

export function loadLastHint(): number | null {
  const value = read(STORAGE_KEYS.lastHint);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function saveLastHint(at: number) {
  write(STORAGE_KEYS.lastHint, at);
}
