import { and, eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import { adherenceLog, reminders } from "../../db/schema";
import { findOwnReminder, noDoseDue, toReminder, type ReminderDeps } from "./reminder-rows";

/**
 * Taken: the dose that rang is recorded (medication only; a refill has no dose to count),
 * its ring in the bell is read, and the reminder waits for its next time. Naming the dose
 * makes a second tap, or a "taken" for a dose the next ring already counted as missed, land
 * on the right row.
 */
export async function takeDose(
  deps: ReminderDeps,
  userId: string,
  id: string,
  doseAt: Date | undefined,
): Promise<Reminder> {
  await findOwnReminder(deps.db, userId, id);
  return deps.db.transaction(async (tx) => {
    // Locked, so the scheduler cannot ring the next dose halfway through this answer.
    const [current] = await tx.select().from(reminders).where(eq(reminders.id, id)).for("update");
    if (!current) throw noDoseDue();
    const dose = doseAt ?? current.pendingDoseAt;
    if (!dose) throw noDoseDue();
    const isPending = current.pendingDoseAt?.getTime() === dose.getTime();
    const [recorded] = await tx
      .select({ id: adherenceLog.id })
      .from(adherenceLog)
      .where(and(eq(adherenceLog.reminderId, id), eq(adherenceLog.scheduledFor, dose)));
    if (!isPending && !recorded) throw noDoseDue();

    const now = deps.now();
    if (current.kind === "medication") {
      await tx
        .insert(adherenceLog)
        .values({ userId, reminderId: id, scheduledFor: dose, status: "taken", recordedAt: now })
        .onConflictDoUpdate({
          target: [adherenceLog.reminderId, adherenceLog.scheduledFor],
          set: { status: "taken", recordedAt: now },
        });
    }
    if (!isPending) return toReminder(deps.cipher, current);
    // The bell's ring of this dose has been answered: it is read (decision 094).
    const ringAnswered = current.bellDoseAt?.getTime() === dose.getTime() && !current.bellReadAt;
    const [row] = await tx
      .update(reminders)
      .set({
        pendingDoseAt: null,
        snoozedUntil: null,
        updatedAt: now,
        ...(ringAnswered && { bellReadAt: now }),
      })
      .where(eq(reminders.id, id))
      .returning();
    return toReminder(deps.cipher, row!);
  });
}
