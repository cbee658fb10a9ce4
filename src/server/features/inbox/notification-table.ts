/** The notification table behind each inbox item type. */
import type { InboxItemType } from "@shared/api/inbox";
import { applicationNotifications, messageNotifications } from "../../db/schema";

export function notificationTable(type: InboxItemType) {
  return type === "application" ? applicationNotifications : messageNotifications;
}
