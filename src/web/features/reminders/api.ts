/**
 * The client's reminders and adherence (GET/POST/PATCH/DELETE /api/reminders, Taken and
 * Snooze, GET /api/adherence). Keys ["reminders"] and ["adherence"]; the live "reminder"
 * event refreshes both when a reminder rings.
 */
import { queryOptions } from "@tanstack/react-query";
import type {
  AdherenceSummary,
  Reminder,
  ReminderInput,
  ReminderListResponse,
  ReminderUpdate,
} from "@shared/api/reminders";
import { getJson, readJson, sendJson } from "@web/lib/http";

export const remindersQuery = queryOptions({
  queryKey: ["reminders"],
  queryFn: async (): Promise<Reminder[]> => (await getJson<ReminderListResponse>("/api/reminders")).reminders,
});

export const adherenceQuery = queryOptions({
  queryKey: ["adherence"],
  queryFn: () => getJson<AdherenceSummary>("/api/adherence"),
});

export const createReminder = (input: ReminderInput) => sendJson<Reminder>("/api/reminders", "POST", input);

export const updateReminder = (id: string, change: ReminderUpdate) =>
  sendJson<Reminder>(`/api/reminders/${id}`, "PATCH", change);

/** 204 on success, which has no JSON to read; an error answer is read as one. */
export async function deleteReminder(id: string): Promise<void> {
  const response = await fetch(`/api/reminders/${id}`, { method: "DELETE", credentials: "same-origin" });
  if (!response.ok) await readJson(response);
}

/** Names the dose, so a second tap on a slow connection records it once. */
export const takeDose = (reminder: Reminder) =>
  sendJson<Reminder>(`/api/reminders/${reminder.id}/taken`, "POST", {
    ...(reminder.pending_dose_at ? { dose_at: reminder.pending_dose_at } : {}),
  });

export const snoozeDose = (reminder: Reminder) =>
  sendJson<Reminder>(`/api/reminders/${reminder.id}/snooze`, "POST");

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
