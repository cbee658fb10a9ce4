import { eq } from "drizzle-orm";
import type { Reminder, reminderUpdateSchema } from "@shared/api/reminders";
import { nextOccurrence } from "@shared/domain/reminder-schedule";
import type { z } from "zod";
import { reminders } from "../../db/schema";
import { SEALED, seal } from "../../security/sealed-tables";
import { findOwnReminder, toReminder, type ReminderDeps } from "./reminder-rows";

/**
 * A new time moves the next ring; switching a reminder off forgets a waiting dose (it was
 * not missed: the person chose to stop), switching it on schedules from now.
 */
export async function updateReminder(
  deps: ReminderDeps,
  userId: string,
  id: string,
  change: z.output<typeof reminderUpdateSchema>,
): Promise<Reminder> {
  const current = await findOwnReminder(deps.db, userId, id);
  const now = deps.now();
  const timeOfDay = change.time_of_day ?? current.timeOfDay;
  const active = change.active ?? current.active;
  const reschedule = timeOfDay !== current.timeOfDay || (active && !current.active);
  const [row] = await deps.db
    .update(reminders)
    .set({
      ...(change.label === undefined ? {} : seal(deps.cipher, SEALED.reminders, { label: change.label })),
      timeOfDay,
      active,
      nextDueAt: reschedule ? nextOccurrence(timeOfDay, now, current.timezone) : current.nextDueAt,
      ...(active ? {} : { pendingDoseAt: null, snoozedUntil: null }),
      updatedAt: now,
    })
    .where(eq(reminders.id, current.id))
    .returning();
  return toReminder(deps.cipher, row!);
}
