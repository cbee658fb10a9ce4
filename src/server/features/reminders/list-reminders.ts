import { asc, eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import { reminders } from "../../db/schema";
import { toReminder, type ReminderDeps } from "./reminder-rows";

/** The caller's reminders in the order of the day. */
export async function listReminders(
  deps: Pick<ReminderDeps, "db" | "cipher">,
  userId: string,
): Promise<Reminder[]> {
  const rows = await deps.db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.timeOfDay), asc(reminders.createdAt));
  return rows.map((row) => toReminder(deps.cipher, row));
}
