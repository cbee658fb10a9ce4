import { and, eq } from "drizzle-orm";
import type { NotificationItem } from "@shared/api/notifications";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { EventBus } from "../../realtime/bus";
import type { FieldCipher } from "../../security/encryption";
import { HttpError } from "../../http/errors";
import { markRingRead, ownerLanguage, toBellItem } from "../reminders/bell-rings";
import { toNotificationItem } from "./to-notification-item";

/**
 * Marks one of the owner's notifications read and sets updated_at (spec section 4), or one
 * of their reminders' rings (decision 094: the bell lists both, the ring by its reminder's id).
 * Another user's id is answered exactly like an unknown one: 404, nothing changes.
 */
export async function markRead(
  deps: { db: Db; cipher: FieldCipher; bus: EventBus; now: () => Date },
  userId: string,
  id: string,
): Promise<NotificationItem> {
  const [row] = await deps.db
    .update(notifications)
    .set({ read: true, updatedAt: deps.now() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  const ring = row ? null : await markRingRead(deps.db, userId, id, deps.now());
  if (!row && !ring) throw new HttpError(404, "not_found", "Notification not found.");
  // The user's other tabs and devices update their badge too.
  await deps.bus.publish({ kind: "notification", userIds: [userId], data: { id, change: "read" } });
  return row
    ? toNotificationItem(deps.cipher, row)
    : toBellItem(deps.cipher, ring!, await ownerLanguage(deps.db, userId));
}
