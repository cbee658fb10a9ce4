/** The scheduler's rounds find a minute's reminders by the minute they are due (decision 095). */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import { useHarness, type TestUser } from "../../test/harness";
import { reminders } from "../../db/schema";
import { dueMinuteOf, dueMinutesSince, reminderRounds, sendDueReminders } from "./send-due-reminders";

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

describe("the minutes a round reads", () => {
  it("are those after the last round's, up to now's, across midnight", () => {
    expect(dueMinutesSince(at("2026-03-10T05:29:40Z"), at("2026-03-10T05:31:10Z"))).toEqual([330, 331]);
    expect(dueMinutesSince(at("2026-03-10T23:58:30Z"), at("2026-03-11T00:01:00Z"))).toEqual([1439, 0, 1]);
    // A round within the minute of the last: that one rang its minute.
    expect(dueMinutesSince(at("2026-03-10T05:30:05Z"), at("2026-03-10T05:30:35Z"))).toEqual([]);
  });

  it("are all of them after a start, or after a day without a round", () => {
    expect(dueMinutesSince(undefined, at("2026-03-10T05:31:10Z"))).toBeNull();
    expect(dueMinutesSince(at("2026-03-09T05:30:00Z"), at("2026-03-10T05:30:00Z"))).toBeNull();
    expect(dueMinutesSince(at("2026-03-09T05:31:00Z"), at("2026-03-10T05:30:00Z"))).toHaveLength(1439);
  });
});

describe("a reminder's due minute", () => {
  const h = useHarness();
  let person: TestUser;

  beforeAll(async () => {
    // 05:00 UTC is 08:00 in Kampala.
    h.clock.now = at("2026-03-10T05:00:00Z");
    person = await h.createUser();
  });

  async function create(timeOfDay: string): Promise<Reminder> {
    const response = await h.request("/api/reminders", {
      method: "POST",
      as: person,
      json: { kind: "medication", label: "Morning tablet", time_of_day: timeOfDay },
    });
    expect(response.status).toBe(201);
    return response.json();
  }
  const rowOf = async (id: string) =>
    (await h.deps.db.select().from(reminders).where(eq(reminders.id, id)))[0]!;

  it("is the minute of the day its dose is due, and a ring leaves it as it was", async () => {
    const reminder = await create("08:30");
    const before = await rowOf(reminder.id);
    expect(before.dueMinute).toBe(5 * 60 + 30);
    expect(before.dueMinute).toBe(dueMinuteOf(before.nextDueAt));

    h.clock.now = at("2026-03-10T05:30:20Z");
    expect(await sendDueReminders(h.deps)).toBe(1);
    const after = await rowOf(reminder.id);
    // The next dose is a day on, at the same minute: no indexed column changed.
    expect(after.nextDueAt.getTime() - before.nextDueAt.getTime()).toBe(24 * 60 * MINUTE);
    expect(after.dueMinute).toBe(before.dueMinute);
  });

  it("is how a scheduler's rounds find what came due since the last, after a first that reads all", async () => {
    const ring = reminderRounds();
    await create("08:45");
    await create("08:47");
    // The first round reads by due time alone: nothing is due yet.
    h.clock.now = at("2026-03-10T05:44:10Z");
    expect(await ring(h.deps)).toBe(0);
    h.clock.now = at("2026-03-10T05:45:10Z");
    expect(await ring(h.deps)).toBe(1);
    // A round missed (the server busy): the next reads every minute since the last.
    h.clock.now = at("2026-03-10T05:47:30Z");
    expect(await ring(h.deps)).toBe(1);
    expect(await ring(h.deps)).toBe(0);
  });

  it("is not read for a minute before the last round: what came due then waits for a round that reads all", async () => {
    await create("08:50");
    h.clock.now = at("2026-03-10T05:50:30Z");
    // A round said to follow one at 05:50:10 reads no minute: that one would have rung 08:50's.
    expect(await sendDueReminders(h.deps, at("2026-03-10T05:50:10Z"))).toBe(0);
    expect(await sendDueReminders(h.deps)).toBe(1);
  });
});
