/**
 * The anonymous chat allowance (spec sections 4, 5, 6 and 9): 5 assistant messages per
 * hour, counted in a window that starts at its first message and resets one hour later.
 * The browser keeps the counter in local storage; the server keeps the same rule per client.
 */
import { ASSISTANT } from "../constants";

export interface UsageCounter {
  count: number;
  /** Epoch milliseconds when the current window started. */
  timestamp: number;
}

export type UsageBanner =
  { kind: "none" } | { kind: "remaining"; remaining: number } | { kind: "limit_reached" };

const LIMIT = ASSISTANT.anonymousLimitPerHour;
const WINDOW_MS = ASSISTANT.anonymousWindowMs;

/** Reads what local storage held; anything malformed is treated as no usage yet. */
export function parseUsageCounter(raw: unknown): UsageCounter | null {
  if (typeof raw === "string") {
    try {
      return parseUsageCounter(JSON.parse(raw));
    } catch {
      return null;
    }
  }
  if (typeof raw !== "object" || raw === null) return null;
  const { count, timestamp } = raw as Record<string, unknown>;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  return { count, timestamp };
}

/**
 * The counter as it stands at `now`: a fresh window when there was none, when an hour
 * has passed since the window started, or when the window starts in the future (the
 * device clock was changed; the server still enforces its own count).
 */
export function currentUsage(stored: UsageCounter | null | undefined, now: number): UsageCounter {
  if (!stored) return { count: 0, timestamp: now };
  const elapsed = now - stored.timestamp;
  if (elapsed >= WINDOW_MS || elapsed < 0) return { count: 0, timestamp: now };
  return stored;
}

/** The counter after one more message sent at `now`. */
export function recordMessage(stored: UsageCounter | null | undefined, now: number): UsageCounter {
  const usage = currentUsage(stored, now);
  return usage.count === 0
    ? { count: 1, timestamp: now }
    : { count: usage.count + 1, timestamp: usage.timestamp };
}

export function remainingMessages(stored: UsageCounter | null | undefined, now: number): number {
  return Math.max(0, LIMIT - currentUsage(stored, now).count);
}

/** Blocked at 5 or more messages in the current window: the premium prompt opens instead. */
export function isBlocked(stored: UsageCounter | null | undefined, now: number): boolean {
  return currentUsage(stored, now).count >= LIMIT;
}

/** When the window resets (epoch ms), for a Retry-After or a "try again at" hint. */
export function windowResetsAt(stored: UsageCounter | null | undefined, now: number): number {
  return currentUsage(stored, now).timestamp + WINDOW_MS;
}

/** The banner shows once 2 or fewer messages remain. */
export function usageBanner(stored: UsageCounter | null | undefined, now: number): UsageBanner {
  const remaining = remainingMessages(stored, now);
  if (remaining === 0) return { kind: "limit_reached" };
  if (remaining <= ASSISTANT.bannerWhenRemainingAtMost) return { kind: "remaining", remaining };
  return { kind: "none" };
}

/** "2 free messages remaining", "1 free message remaining", "Free limit reached", or null. */
export function formatUsageBannerEn(banner: UsageBanner): string | null {
  switch (banner.kind) {
    case "none":
      return null;
    case "limit_reached":
      return "Free limit reached";
    case "remaining":
      return `${banner.remaining} free ${banner.remaining === 1 ? "message" : "messages"} remaining`;
  }
}
