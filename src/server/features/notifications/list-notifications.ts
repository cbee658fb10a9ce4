import { desc, eq } from "drizzle-orm";
import { NOTIFICATIONS_LISTED, type NotificationList } from "@shared/api/notifications";
import type { AppDeps } from "../../deps";
import { notifications } from "../../db/schema";
import { toNotificationItem } from "./to-notification-item";

/** The owner's notifications, newest first (spec section 7). */
export async function listNotifications(
  deps: Pick<AppDeps, "db" | "cipher">,
  userId: string,
): Promise<NotificationList> {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  return { notifications: rows.map((row) => toNotificationItem(deps.cipher, row)) };
}
