import { describe, expect, it } from "vitest";
import type { Reminder } from "@shared/api/reminders";
import { dueReminders, nextReminder } from "./api";

function reminder(overrides: Partial<Reminder>): Reminder {
  return {
    id: "r",
    kind: "medication",
    label: "Dose",
    time_of_day: "08:00",
    timezone: "Africa/Kampala",
    active: true,
    next_due_at: "2026-05-02T05:00:00.000Z",
    pending_dose_at: null,
    snoozed_until: null,
    channel: "app",
    sms_wording: null,
    ...overrides,
  };
}

describe("which reminders matter now", () => {
  it("lists the active reminders with a dose waiting, snoozed or not", () => {
    const waiting = reminder({ id: "a", pending_dose_at: "2026-05-01T05:00:00.000Z" });
    const snoozed = reminder({
      id: "b",
      pending_dose_at: "2026-05-01T05:00:00.000Z",
      snoozed_until: "2026-05-01T05:10:00.000Z",
    });
    const paused = reminder({ id: "c", active: false, pending_dose_at: "2026-05-01T05:00:00.000Z" });
    const quiet = reminder({ id: "d" });
    expect(dueReminders([waiting, snoozed, paused, quiet]).map((r) => r.id)).toEqual(["a", "b"]);
  });

  it("finds the next active reminder to ring, or none", () => {
    const evening = reminder({ id: "evening", next_due_at: "2026-05-01T18:00:00.000Z" });
    const morning = reminder({ id: "morning", next_due_at: "2026-05-02T05:00:00.000Z" });
    const pausedEarlier = reminder({ id: "paused", active: false, next_due_at: "2026-05-01T06:00:00.000Z" });
    expect(nextReminder([morning, pausedEarlier, evening])?.id).toBe("evening");
    expect(nextReminder([pausedEarlier])).toBeNull();
  });
});
