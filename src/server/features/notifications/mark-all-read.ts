import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import type { EventBus } from "../../realtime/bus";
import { markRingsRead } from "../reminders/bell-rings";

/** Marks every unread notification and reminder's ring of the owner read; the unread count drops to 0. */
export async function markAllRead(
  deps: { db: Db; bus: EventBus; now: () => Date },
  userId: string,
): Promise<{ updated: number }> {
  const now = deps.now();
  const [rows, rings] = await Promise.all([
    deps.db
      .update(notifications)
      .set({ read: true, updatedAt: now })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id }),
    markRingsRead(deps.db, userId, now),
  ]);
  const updated = rows.length + rings;
  if (updated > 0)
    await deps.bus.publish({ kind: "notification", userIds: [userId], data: { change: "read_all" } });
  return { updated };
}
