import { asc, eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import type { Db } from "../../db/client";
import { reminders } from "../../db/schema";
import { toReminder } from "./reminder-rows";

/** The caller's reminders in the order of the day. */
export async function listReminders(db: Db, userId: string): Promise<Reminder[]> {
  const rows = await db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.timeOfDay), asc(reminders.createdAt));
  return rows.map(toReminder);
}
