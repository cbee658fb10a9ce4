import { and, desc, eq, sql } from "drizzle-orm";
import { NOTIFICATIONS_PAGE, type NotificationList } from "@shared/api/notifications";
import type { AppDeps } from "../../deps";
import { notifications } from "../../db/schema";
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
  const olderThanBefore = before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${before} and n.user_id = ${userId})`
    : undefined;
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), olderThanBefore))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    // One more than a page says whether there are older ones, without counting them.
    .limit(NOTIFICATIONS_PAGE + 1);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE).map((row) => toNotificationItem(deps.cipher, row)),
    has_older: rows.length > NOTIFICATIONS_PAGE,
  };
}
