/**
 * Counters per account or per recipient, kept in the rate_limit table so every server
 * instance sees the same numbers. A network address is a poor key in Uganda, where many
 * phones share one carrier address (decision 020); an e-mail or phone number is a good one.
 * Keys are keyed hashes, so the table never holds an address or a number.
 */
import { createHmac, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimit } from "../db/schema";

export interface AttemptRule {
  /** Distinguishes counters of different purposes for the same identifier. */
  name: string;
  max: number;
  windowMs: number;
}

/** Failed passwords for one account: the 4th within 15 minutes is refused. */
export const SIGN_IN_FAILURES: AttemptRule = { name: "sign-in", max: 3, windowMs: 15 * 60_000 };
/** Codes and links sent to one phone number or e-mail address. */
export const CODES_SENT: AttemptRule = { name: "send", max: 3, windowMs: 15 * 60_000 };
/**
 * Wrong SMS codes for one number, whatever code they were for: the 11th within the hour
 * is refused (decision 062). CODES_SENT already allows at most 9 tries per 15 minutes,
 * so only a window longer than that adds anything.
 */
export const SMS_CODE_FAILURES: AttemptRule = { name: "sms-code", max: 10, windowMs: 60 * 60_000 };

export interface AttemptLimiter {
  /** Seconds until the identifier may try again, or null when it may now. */
  blockedFor(rule: AttemptRule, identifier: string): Promise<number | null>;
  /** Counts one attempt; returns the seconds to wait when this one is over the limit. */
  consume(rule: AttemptRule, identifier: string): Promise<number | null>;
  /** Counts one failure (the check comes first, through blockedFor). */
  recordFailure(rule: AttemptRule, identifier: string): Promise<void>;
  reset(rule: AttemptRule, identifier: string): Promise<void>;
}

export function createAttemptLimiter(db: Db, secret: string, now: () => number = Date.now): AttemptLimiter {
  const keyOf = (rule: AttemptRule, identifier: string) =>
    `acct:${rule.name}:${createHmac("sha256", secret).update(identifier.trim().toLowerCase()).digest("base64url")}`;

  const secondsLeft = (lastRequest: number, rule: AttemptRule, at: number) =>
    Math.max(1, Math.ceil((lastRequest + rule.windowMs - at) / 1000));

  /** One atomic step: a count outside the window starts again at 1. */
  async function increment(rule: AttemptRule, identifier: string, at: number) {
    const windowStart = at - rule.windowMs;
    const [row] = await db
      .insert(rateLimit)
      .values({ id: randomUUID(), key: keyOf(rule, identifier), count: 1, lastRequest: at })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: at,
        },
      })
      .returning({ count: rateLimit.count });
    return row?.count ?? 1;
  }

  return {
    async blockedFor(rule, identifier) {
      const at = now();
      const [row] = await db
        .select()
        .from(rateLimit)
        .where(eq(rateLimit.key, keyOf(rule, identifier)));
      if (!row || at - row.lastRequest >= rule.windowMs || row.count < rule.max) return null;
      return secondsLeft(row.lastRequest, rule, at);
    },
    async consume(rule, identifier) {
      const at = now();
      const count = await increment(rule, identifier, at);
      return count > rule.max ? secondsLeft(at, rule, at) : null;
    },
    async recordFailure(rule, identifier) {
      await increment(rule, identifier, now());
    },
    async reset(rule, identifier) {
      await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(rule, identifier)));
    },
  };
}
