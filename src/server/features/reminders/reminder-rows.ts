/** The reminders table as its owner reads it, and the one query every owned change starts with. */
import { and, eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import { SMS_REMINDER_WORDINGS, type SmsReminderWording } from "@shared/domain/text-messages";
import type { Db } from "../../db/client";
import { reminders } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, open } from "../../security/sealed-tables";

export type ReminderRow = typeof reminders.$inferSelect;

/** What a change to one's reminders needs: the label is encrypted at rest ("ARV evening" says it all). */
export interface ReminderDeps {
  db: Db;
  cipher: FieldCipher;
  now: () => Date;
}

export function toReminder(cipher: Pick<FieldCipher, "decrypt">, stored: ReminderRow): Reminder {
  const row = open(cipher, SEALED.reminders, stored);
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    time_of_day: row.timeOfDay,
    timezone: row.timezone,
    active: row.active,
    next_due_at: row.nextDueAt.toISOString(),
    pending_dose_at: row.pendingDoseAt?.toISOString() ?? null,
    snoozed_until: row.snoozedUntil?.toISOString() ?? null,
    channel: row.channel,
    sms_wording: row.channel === "sms" ? smsWordingOf(row.smsWording) : null,
  };
}

/** The stored wording as one of the offered ones (the column is plain text). */
export function smsWordingOf(stored: string | null): SmsReminderWording | null {
  return SMS_REMINDER_WORDINGS.find((wording) => wording === stored) ?? null;
}

/** Another user's reminder is "not found", so ids cannot be probed. */
export async function findOwnReminder(db: Db, userId: string, id: string): Promise<ReminderRow> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
  if (!row) throw new HttpError(404, "not_found", "This reminder does not exist.");
  return row;
}

export function noDoseDue(): HttpError {
  return new HttpError(409, "no_dose_due", "This reminder has no dose waiting for an answer.");
}
