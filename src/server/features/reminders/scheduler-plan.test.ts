/**
 * The scheduler's claims read only what is due: told to avoid sequential scans, PostgreSQL
 * bounds each claim by its index (an index condition on the due minutes or the end of the
 * snooze), rather than walking every active reminder with a filter, which took a second a
 * minute on a million reminders (npm run bench:scale). Only a round with no last one (after
 * a start) reads them all (decision 095).
 */
import { describe, expect, it } from "vitest";
import { useHarness } from "../../test/harness";
import { planAvoidingScans } from "../../test/query-plan";
import { claimDue, claimSnoozeOver } from "./send-due-reminders";

const h = useHarness();

describe("the reminder scheduler's claims", () => {
  const now = new Date("2026-11-25T06:00:00Z");

  it("bounds the due reminders by the due-minute index", async () => {
    const plan = await planAvoidingScans(h.deps.db, claimDue(h.deps.db, now, 100, [359, 360]));
    expect(plan).toMatch(/reminders_due_minute_idx/);
    expect(plan).toMatch(/Index Cond: \(due_minute = ANY /);
  });

  it("bounds the snoozed ones by the snooze index", async () => {
    const plan = await planAvoidingScans(h.deps.db, claimSnoozeOver(h.deps.db, now, 100));
    expect(plan).toMatch(/reminders_snoozed_idx/);
    expect(plan).toMatch(/Index Cond: \(.*snoozed_until <= /);
  });
});
