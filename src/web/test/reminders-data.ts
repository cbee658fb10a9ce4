import type { Reminder } from "@shared/api/reminders";

/** A daily reminder at 08:00 in the app, as the API answers it; tests change what they need. */
export const aReminder = (overrides: Partial<Reminder> = {}): Reminder => ({
  id: "r1",
  kind: "medication",
  label: "Morning",
  time_of_day: "08:00",
  timezone: "Africa/Kampala",
  active: true,
  next_due_at: "2026-05-02T05:00:00.000Z",
  pending_dose_at: null,
  snoozed_until: null,
  channel: "app",
  sms_wording: null,
  ...overrides,
});
