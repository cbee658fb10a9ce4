/**
 * The client's reminders and adherence (GET/POST/PATCH/DELETE /api/reminders, Taken and
 * Snooze, GET /api/adherence). Keys ["reminders"] and ["adherence"]; the live "reminder"
 * event refreshes both when a reminder rings.
 */
import { queryOptions } from "@tanstack/react-query";
import {
  adherenceSummarySchema,
  reminderListResponseSchema,
  reminderSchema,
  type Reminder,
  type ReminderInput,
  type ReminderUpdate,
} from "@shared/api/reminders";
import { api, readAnswer, readOutcome, withBody } from "@web/lib/api";

export const remindersQuery = queryOptions({
  queryKey: ["reminders"],
  queryFn: async (): Promise<Reminder[]> =>
    (await readAnswer(api.reminders.$get(), reminderListResponseSchema)).reminders,
});

export const adherenceQuery = queryOptions({
  queryKey: ["adherence"],
  queryFn: () => readAnswer(api.adherence.$get(), adherenceSummarySchema),
});

export const createReminder = (input: ReminderInput) =>
  readAnswer(api.reminders.$post(withBody({}, input)), reminderSchema);

export const updateReminder = (id: string, change: ReminderUpdate) =>
  readAnswer(api.reminders[":id"].$patch(withBody({ param: { id } }, change)), reminderSchema);

/** 204 on success, which has no JSON to read; an error answer is read as one. */
export async function deleteReminder(id: string): Promise<void> {
  await readOutcome(api.reminders[":id"].$delete({ param: { id } }));
}

/** Names the dose, so a second tap on a slow connection records it once. */
export const takeDose = (reminder: Reminder) =>
  readAnswer(
    api.reminders[":id"].taken.$post(
      withBody(
        { param: { id: reminder.id } },
        reminder.pending_dose_at ? { dose_at: reminder.pending_dose_at } : {},
      ),
    ),
    reminderSchema,
  );

export const snoozeDose = (reminder: Reminder) =>
  readAnswer(api.reminders[":id"].snooze.$post({ param: { id: reminder.id } }), reminderSchema);

/** A dose that rang and waits for Taken or Snooze. */
export function dueReminders(reminders: readonly Reminder[]): Reminder[] {
  return reminders.filter((reminder) => reminder.active && reminder.pending_dose_at !== null);
}

/** The reminder that rings next among the active ones, or null. */
export function nextReminder(reminders: readonly Reminder[]): Reminder | null {
  let next: Reminder | null = null;
  for (const reminder of reminders) {
    if (!reminder.active) continue;
    if (!next || Date.parse(reminder.next_due_at) < Date.parse(next.next_due_at)) next = reminder;
  }
  return next;
}
