import { desc, eq } from "drizzle-orm";
import { NOTIFICATIONS_LISTED, type NotificationList } from "@shared/api/notifications";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { toNotificationItem } from "./to-notification-item";

/** The owner's notifications, newest first (spec section 7). */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  return { notifications: rows.map(toNotificationItem) };
}
