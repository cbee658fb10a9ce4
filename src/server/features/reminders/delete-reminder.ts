import { eq } from "drizzle-orm";
import { reminders } from "../../db/schema";
import { changeReminders } from "./reminder-account";
import { findOwnReminder, type ReminderDeps } from "./reminder-rows";

/**
 * The doses it recorded stay in the adherence history (their reminder id becomes null).
 * Deleting the last reminder by SMS takes back the consent to them.
 */
export async function deleteReminder(deps: ReminderDeps, userId: string, id: string): Promise<void> {
  await changeReminders(deps, userId, async (tx) => {
    const current = await findOwnReminder(tx, userId, id);
    await tx.delete(reminders).where(eq(reminders.id, current.id));
  });
}
