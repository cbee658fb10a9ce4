import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reminders } from "../../db/schema";
import { findOwnReminder } from "./reminder-rows";

/** The doses it recorded stay in the adherence history (their reminder id becomes null). */
export async function deleteReminder(db: Db, userId: string, id: string): Promise<void> {
  const current = await findOwnReminder(db, userId, id);
  await db.delete(reminders).where(eq(reminders.id, current.id));
}
