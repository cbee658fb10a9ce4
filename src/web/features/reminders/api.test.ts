import { describe, expect, it } from "vitest";
import { dueReminders, nextReminder } from "./api";
import { aReminder } from "@web/test/reminders-data";

describe("which reminders matter now", () => {
  it("lists the active reminders with a dose waiting, snoozed or not", () => {
    const waiting = aReminder({ id: "a", pending_dose_at: "2026-05-01T05:00:00.000Z" });
    const snoozed = aReminder({
      id: "b",
      pending_dose_at: "2026-05-01T05:00:00.000Z",
      snoozed_until: "2026-05-01T05:10:00.000Z",
    });
    const paused = aReminder({ id: "c", active: false, pending_dose_at: "2026-05-01T05:00:00.000Z" });
    const quiet = aReminder({ id: "d" });
    expect(dueReminders([waiting, snoozed, paused, quiet]).map((r) => r.id)).toEqual(["a", "b"]);
  });

  it("finds the next active reminder to ring, or none", () => {
    const evening = aReminder({ id: "evening", next_due_at: "2026-05-01T18:00:00.000Z" });
    const morning = aReminder({ id: "morning", next_due_at: "2026-05-02T05:00:00.000Z" });
    const pausedEarlier = aReminder({ id: "paused", active: false, next_due_at: "2026-05-01T06:00:00.000Z" });
    expect(nextReminder([morning, pausedEarlier, evening])?.id).toBe("evening");
    expect(nextReminder([pausedEarlier])).toBeNull();
  });
});
