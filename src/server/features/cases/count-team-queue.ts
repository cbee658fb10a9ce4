/**
 * The new items waiting in a navigator's team queue (cases nobody has taken). The bell
 * counts them beside the spec's "new items assigned to me", so a navigator hears of a
 * request the moment it arrives, not only once someone has taken its case.
 */
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applicationNotifications, cases, messageNotifications } from "../../db/schema";
import { loadNavigator, visibleTo } from "./case-team";

export interface TeamQueueCount {
  applications: number;
  messages: number;
}

export async function countTeamQueue(db: Db, adminId: string): Promise<TeamQueueCount> {
  const navigator = await loadNavigator(db, adminId);
  const countNew = (table: typeof applicationNotifications | typeof messageNotifications) =>
    db
      .select({ n: count() })
      .from(table)
      .innerJoin(cases, eq(cases.id, table.caseId))
      .where(and(eq(table.status, "new"), isNull(table.adminId), visibleTo(navigator)))
      .then(([row]) => row?.n ?? 0);
  const [applications, messages] = await Promise.all([
    countNew(applicationNotifications),
    countNew(messageNotifications),
  ]);
  return { applications, messages };
}
