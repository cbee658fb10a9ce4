import { eq } from "drizzle-orm";
import type { Reminder, reminderUpdateSchema } from "@shared/api/reminders";
import { nextOccurrence } from "@shared/domain/reminder-schedule";
import type { z } from "zod";
import { reminders } from "../../db/schema";
import { SEALED, seal } from "../../security/sealed-tables";
import { changeReminders, requireSmsPhone } from "./reminder-account";
import { findOwnReminder, toReminder, type ReminderDeps } from "./reminder-rows";

/**
 * A new time moves the next ring; switching a reminder off forgets a waiting dose (it was
 * not missed: the person chose to stop), switching it on schedules from now. Moving it to
 * SMS needs the account's verified number; back in the app it keeps no wording.
 */
export async function updateReminder(
  deps: ReminderDeps,
  userId: string,
  id: string,
  change: z.output<typeof reminderUpdateSchema>,
): Promise<Reminder> {
  return changeReminders(deps, userId, async (tx, account) => {
    const current = await findOwnReminder(tx, userId, id);
    if (change.channel === "sms") requireSmsPhone(account);
    const now = deps.now();
    const timeOfDay = change.time_of_day ?? current.timeOfDay;
    const active = change.active ?? current.active;
    const channel = change.channel ?? current.channel;
    const reschedule = timeOfDay !== current.timeOfDay || (active && !current.active);
    const [row] = await tx
      .update(reminders)
      .set({
        ...(change.label === undefined ? {} : seal(deps.cipher, SEALED.reminders, { label: change.label })),
        timeOfDay,
        active,
        channel,
        smsWording: channel === "sms" ? (change.sms_wording ?? current.smsWording) : null,
        nextDueAt: reschedule ? nextOccurrence(timeOfDay, now, current.timezone) : current.nextDueAt,
        ...(active ? {} : { pendingDoseAt: null, snoozedUntil: null }),
        updatedAt: now,
      })
      .where(eq(reminders.id, current.id))
      .returning();
    return toReminder(deps.cipher, row!);
  });
}
