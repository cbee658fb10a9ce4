/**
 * Counters in fixed windows, kept in the assistant_usage table so that every server
 * instance sees the same numbers. A window starts with its first request and ends
 * `windowMs` later. Several counters are spent together or not at all: a request
 * refused by one of them costs nothing on the others.
 */
import { eq, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { assistantUsage } from "../db/schema";

export interface Allowance {
  /** The counter's row; callers prefix it with its purpose. */
  key: string;
  limit: number;
  windowMs: number;
}

export type AllowanceDecision =
  | { allowed: true }
  /** `refused`: the allowance that was used up (its key says whose: a visitor, an address, everyone). */
  | { allowed: false; retryAfterSeconds: number; refused: Allowance };

class Refused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly allowance: Allowance,
  ) {
    super("allowance used up");
  }
}

/** One atomic step: counts one request, unless the window's limit is already reached. */
async function spendOne(db: Db, allowance: Allowance, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - allowance.windowMs);
  const expired = lte(assistantUsage.windowStartedAt, windowStart);
  const rows = await db
    .insert(assistantUsage)
    .values({ clientKey: allowance.key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: assistantUsage.clientKey,
      set: {
        count: sql`case when ${expired} then 1 else ${assistantUsage.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${assistantUsage.windowStartedAt} end`,
      },
      setWhere: or(expired, lt(assistantUsage.count, allowance.limit)),
    })
    .returning({ count: assistantUsage.count });
  return rows.length > 0;
}

async function secondsUntilReset(db: Db, allowance: Allowance, now: Date): Promise<number> {
  const [row] = await db
    .select({ windowStartedAt: assistantUsage.windowStartedAt })
    .from(assistantUsage)
    .where(eq(assistantUsage.clientKey, allowance.key));
  const resetsAt = (row?.windowStartedAt.getTime() ?? now.getTime()) + allowance.windowMs;
  return Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
}

/** Spends one request on every allowance, or on none and says when to come back. */
export async function spendAllowances(
  db: Db,
  allowances: readonly Allowance[],
  now: Date,
): Promise<AllowanceDecision> {
  try {
    await db.transaction(async (tx) => {
      for (const allowance of allowances) {
        if (!(await spendOne(tx, allowance, now))) {
          throw new Refused(await secondsUntilReset(tx, allowance, now), allowance);
        }
      }
    });
    return { allowed: true };
  } catch (error) {
    if (error instanceof Refused)
      return { allowed: false, retryAfterSeconds: error.retryAfterSeconds, refused: error.allowance };
    throw error;
  }
}

/** Forgets counters whose window has ended: the table holds the last hour only. */
export async function pruneUsage(db: Db, olderThanMs: number, now: Date): Promise<void> {
  await db
    .delete(assistantUsage)
    .where(lte(assistantUsage.windowStartedAt, new Date(now.getTime() - olderThanMs)));
}
