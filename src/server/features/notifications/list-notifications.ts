import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { NOTIFICATIONS_PAGE, type NotificationList } from "@shared/api/notifications";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { preparedOncePerDatabase } from "../../db/prepared";
import { toNotificationItem } from "./to-notification-item";

/**
 * A page of the owner's notifications, newest first (spec section 7): the newest, or those
 * older than `before`, one of the owner's own (another's id finds nothing).
 */
export async function listNotifications(
  deps: Pick<AppDeps, "db" | "cipher">,
  userId: string,
  before?: string,
): Promise<NotificationList> {
  const rows = before
    ? await pageQuery(
        deps.db,
        sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${before} and n.user_id = ${userId})`,
        userId,
      )
    : await newestPage(deps.db).execute({ userId });
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE).map((row) => toNotificationItem(deps.cipher, row)),
    has_older: rows.length > NOTIFICATIONS_PAGE,
  };
}

/** The owner's notifications (older than `older`, when given), newest first. */
function pageQuery(db: Db, older: SQL | undefined, userId: string | Placeholder) {
  return (
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), older))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      // One more than a page says whether there are older ones, without counting them.
      .limit(NOTIFICATIONS_PAGE + 1)
  );
}

// The bell's first page is what every signed-in page asks for.
const newestPage = preparedOncePerDatabase((db) =>
  pageQuery(db, undefined, sql.placeholder("userId")).prepare("newest_notifications"),
);
