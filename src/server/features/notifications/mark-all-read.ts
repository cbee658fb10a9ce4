import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { EventBus } from "../../realtime/bus";

/** Marks every unread notification of the owner read; the unread count drops to 0. */
export async function markAllRead(
  deps: { db: Db; bus: EventBus; now: () => Date },
  userId: string,
): Promise<{ updated: number }> {
  const rows = await deps.db
    .update(notifications)
    .set({ read: true, updatedAt: deps.now() })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (rows.length > 0)
    await deps.bus.publish({ kind: "notification", userIds: [userId], data: { change: "read_all" } });
  return { updated: rows.length };
}
