import type { NotificationItem } from "@shared/api/notifications";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, open } from "../../security/sealed-tables";
import type { NotificationRow } from "./create-notification";

/**
 * A stored notification as its owner reads it (no user id: the reader is the owner). The
 * title, message and data are encrypted at rest: a reply's words, a reminder's label.
 */
export function toNotificationItem(
  cipher: Pick<FieldCipher, "decrypt">,
  stored: Omit<NotificationRow, "userId">,
): NotificationItem {
  const row = open(cipher, SEALED.notifications, stored);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: JSON.parse(row.data) as Record<string, unknown>,
    read: row.read,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
