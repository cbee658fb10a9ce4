/**
 * The new items waiting in a navigator's team queue (cases nobody has taken). The bell
 * counts them beside the spec's "new items assigned to me", so a navigator hears of a
 * request the moment it arrives, not only once someone has taken its case.
 *
 * Read from the team's open cases nobody has taken (their own index), and counted only as
 * far as the bell shows (BADGE_MAX, then "99+"): a count of every new item in the country,
 * joined to its case to find the team's, took a quarter of a second on 3 million cases
 * (npm run bench:scale), on every refresh of every navigator's bell.
 */
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { BADGE_MAX } from "@shared/constants";
import type { Db } from "../../db/client";
import { applicationNotifications, cases, messageNotifications } from "../../db/schema";
import { loadNavigator, visibleTo } from "./case-team";

export interface TeamQueueCount {
  applications: number;
  messages: number;
}

/** Counted up to this: one more than the bell shows. */
export const TEAM_QUEUE_COUNT_CAP = BADGE_MAX + 1;

export async function countTeamQueue(db: Db, adminId: string): Promise<TeamQueueCount> {
  const navigator = await loadNavigator(db, adminId);
  const countNew = (table: typeof applicationNotifications | typeof messageNotifications) => {
    const waiting = db
      .select({ one: sql`1` })
      .from(cases)
      .innerJoin(table, eq(table.caseId, cases.id))
      .where(
        and(
          isNull(cases.assigneeId),
          ne(cases.state, "resolved"),
          visibleTo(navigator),
          eq(table.status, "new"),
          isNull(table.adminId),
        ),
      )
      .limit(TEAM_QUEUE_COUNT_CAP)
      .as("waiting");
    return db
      .select({ n: count() })
      .from(waiting)
      .then(([row]) => row?.n ?? 0);
  };
  const [applications, messages] = await Promise.all([
    countNew(applicationNotifications),
    countNew(messageNotifications),
  ]);
  return { applications, messages };
}
