/**
 * A change to one's reminders, which may start or end reminders by SMS (issue 22): made in
 * one transaction that reads the account's verified number and keeps the record of consent
 * in step. The first reminder by SMS records consent to "sms_reminders" given on the web,
 * on the number's record; the last one moved back to the app, or deleted, records it taken
 * back. The account's row is locked for the change, so two changes at once count the same.
 */
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reminders } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { contactOf, findContact, recordConsent } from "../sms/sms-contacts";
import { phoneAccount, type PhoneAccount } from "../account/phone-account";
import type { ReminderDeps } from "./reminder-rows";

/** The account's number, when verified, is the only one a reminder by SMS goes to. */
export type ReminderAccount = PhoneAccount;

/** A reminder by SMS needs a number to go to: the refusal names the choice of channel. */
export function requireSmsPhone(account: ReminderAccount): string {
  if (account.phone) return account.phone;
  throw new HttpError(400, "phone_required", "Reminders by text message need a verified phone number.", {
    field: "channel",
  });
}

async function smsReminderCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.channel, "sms")));
  return row?.value ?? 0;
}

export async function changeReminders<T>(
  deps: ReminderDeps,
  userId: string,
  change: (tx: Db, account: ReminderAccount) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const account: ReminderAccount = await phoneAccount(tx, userId, true);
    const before = await smsReminderCount(tx, userId);
    const result = await change(tx, account);
    const after = await smsReminderCount(tx, userId);
    if (account.phone && before > 0 !== after > 0) {
      const scoped = { ...deps, db: tx };
      const contact =
        after > 0
          ? await contactOf(scoped, account.phone, account.language, "web")
          : await findContact(scoped, account.phone);
      if (contact) await recordConsent(scoped, contact.id, "sms_reminders", after > 0, "web");
    }
    return result;
  });
}
