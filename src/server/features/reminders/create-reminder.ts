import { count, eq } from "drizzle-orm";
import { REMINDERS_PER_USER_MAX, type Reminder, type reminderInputSchema } from "@shared/api/reminders";
import { TIMEZONE } from "@shared/constants";
import { nextOccurrence } from "@shared/domain/reminder-schedule";
import type { z } from "zod";
import { reminders } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { SEALED, seal } from "../../security/sealed-tables";
import { changeReminders, requireSmsPhone } from "./reminder-account";
import { toReminder, type ReminderDeps } from "./reminder-rows";

export async function createReminder(
  deps: ReminderDeps,
  userId: string,
  input: z.output<typeof reminderInputSchema>,
): Promise<Reminder> {
  return changeReminders(deps, userId, async (tx, account) => {
    const [existing] = await tx
      .select({ value: count() })
      .from(reminders)
      .where(eq(reminders.userId, userId));
    if ((existing?.value ?? 0) >= REMINDERS_PER_USER_MAX) {
      throw new HttpError(409, "too_many_reminders", `At most ${REMINDERS_PER_USER_MAX} reminders.`);
    }
    const bySms = input.channel === "sms";
    if (bySms) requireSmsPhone(account);
    const now = deps.now();
    const [row] = await tx
      .insert(reminders)
      .values(
        seal(deps.cipher, SEALED.reminders, {
          userId,
          kind: input.kind,
          label: input.label,
          channel: input.channel,
          smsWording: bySms ? input.sms_wording : null,
          timeOfDay: input.time_of_day,
          timezone: TIMEZONE,
          nextDueAt: nextOccurrence(input.time_of_day, now, TIMEZONE),
          createdAt: now,
          updatedAt: now,
        }),
      )
      .returning();
    return toReminder(deps.cipher, row!);
  });
}
