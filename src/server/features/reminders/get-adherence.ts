import { and, eq, gte, lte } from "drizzle-orm";
import { ADHERENCE_WINDOW_DAYS, type AdherenceSummary } from "@shared/api/reminders";
import { TIMEZONE } from "@shared/constants";
import { lastDays, localDate } from "@shared/domain/reminder-schedule";
import type { Db } from "../../db/client";
import { adherenceLog } from "../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last 30 days of answered doses, day by day in Kampala time. A dose still waiting
 * for an answer does not count yet: it is neither taken nor missed.
 */
export async function getAdherence(
  deps: { db: Db; now: () => Date },
  userId: string,
): Promise<AdherenceSummary> {
  const now = deps.now();
  const days = lastDays(now, ADHERENCE_WINDOW_DAYS, TIMEZONE);
  const since = new Date(now.getTime() - (ADHERENCE_WINDOW_DAYS + 1) * DAY_MS);
  const rows = await deps.db
    .select({ scheduledFor: adherenceLog.scheduledFor, status: adherenceLog.status })
    .from(adherenceLog)
    .where(
      and(
        eq(adherenceLog.userId, userId),
        gte(adherenceLog.scheduledFor, since),
        lte(adherenceLog.scheduledFor, now),
      ),
    );
  const byDay = new Map(days.map((date) => [date, { date, taken: 0, missed: 0 }]));
  for (const row of rows) {
    const day = byDay.get(localDate(row.scheduledFor, TIMEZONE));
    if (day) day[row.status] += 1;
  }
  const counted = [...byDay.values()];
  const taken = counted.reduce((sum, day) => sum + day.taken, 0);
  const missed = counted.reduce((sum, day) => sum + day.missed, 0);
  return {
    window_days: ADHERENCE_WINDOW_DAYS,
    percentage: taken + missed === 0 ? null : Math.round((taken / (taken + missed)) * 100),
    taken,
    missed,
    days: counted,
  };
}
