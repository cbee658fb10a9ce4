import { eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import { MEDICATION_SNOOZE_MS } from "@shared/constants";
import type { Db } from "../../db/client";
import { reminders } from "../../db/schema";
import { findOwnReminder, noDoseDue, toReminder } from "./reminder-rows";

/** Snooze: the waiting dose rings again in 10 minutes (spec section 9). */
export async function snoozeDose(
  deps: { db: Db; now: () => Date },
  userId: string,
  id: string,
): Promise<Reminder> {
  const current = await findOwnReminder(deps.db, userId, id);
  if (!current.pendingDoseAt) throw noDoseDue();
  const now = deps.now();
  const [row] = await deps.db
    .update(reminders)
    .set({ snoozedUntil: new Date(now.getTime() + MEDICATION_SNOOZE_MS), updatedAt: now })
    .where(eq(reminders.id, current.id))
    .returning();
  return toReminder(row!);
}
