import type { NotificationItem } from "@shared/api/notifications";
import type { NotificationRow } from "./create-notification";

/** A stored notification as its owner reads it (no user id: the reader is the owner). */
export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data,
    read: row.read,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
