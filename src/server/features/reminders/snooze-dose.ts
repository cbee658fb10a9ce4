import { eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import { MEDICATION_SNOOZE_MS } from "@shared/constants";
import { reminders } from "../../db/schema";
import { findOwnReminder, noDoseDue, toReminder, type ReminderDeps } from "./reminder-rows";

/** Snooze: the waiting dose rings again in 10 minutes (spec section 9). */
export async function snoozeDose(deps: ReminderDeps, userId: string, id: string): Promise<Reminder> {
  const current = await findOwnReminder(deps.db, userId, id);
  if (!current.pendingDoseAt) throw noDoseDue();
  const now = deps.now();
  const [row] = await deps.db
    .update(reminders)
    .set({ snoozedUntil: new Date(now.getTime() + MEDICATION_SNOOZE_MS), updatedAt: now })
    .where(eq(reminders.id, current.id))
    .returning();
  return toReminder(deps.cipher, row!);
}
