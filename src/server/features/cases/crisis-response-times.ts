/**
 * How fast the team answers a crisis (decision 059): over the last 30 days of crises in
 * the navigator's team, how many there were, how many are still waiting, and the median
 * and worst minutes to a navigator's first take, reply or state change. The status page
 * shows it beside the time promised to clients.
 */
import { and, gte, isNotNull } from "drizzle-orm";
import type { CrisisResponseTimes } from "@shared/api/admin-accounts";
import type { Db } from "../../db/client";
import { cases } from "../../db/schema";
import { loadNavigator, visibleTo } from "./case-team";

export const RESPONSE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function crisisResponseTimes(
  db: Db,
  adminId: string,
  now: Date,
  promiseMinutes: number,
): Promise<CrisisResponseTimes> {
  const navigator = await loadNavigator(db, adminId);
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({ crisisSince: cases.crisisSince, firstResponseAt: cases.firstResponseAt })
    .from(cases)
    .where(and(isNotNull(cases.crisisSince), gte(cases.crisisSince, since), visibleTo(navigator)));
  const minutes = rows
    .flatMap((row) =>
      row.crisisSince && row.firstResponseAt
        ? [(row.firstResponseAt.getTime() - row.crisisSince.getTime()) / MINUTE_MS]
        : [],
    )
    .sort((a, b) => a - b);
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    days: RESPONSE_WINDOW_DAYS,
    promise_minutes: promiseMinutes,
    crises: rows.length,
    waiting: rows.length - minutes.length,
    median_minutes: round(median(minutes)),
    worst_minutes: round(minutes.at(-1) ?? null),
    within_promise: minutes.filter((value) => value <= promiseMinutes).length,
  };
}
