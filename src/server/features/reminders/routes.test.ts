import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MEDICATION_SNOOZE_MS } from "@shared/constants";
import { localTime } from "@shared/domain/reminder-schedule";
import type { AdherenceSummary, Reminder } from "@shared/api/reminders";
import { REMINDERS_PER_USER_MAX } from "@shared/api/reminders";
import { useHarness, type TestUser } from "../../test/harness";
import { strangers } from "../../test/people";
import { adherenceLog, notifications, reminders } from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";
import { sendDueReminders } from "./send-due-reminders";

const MINUTE = 60_000;
const h = useHarness();
let client: TestUser;
let others: TestUser[];

beforeAll(async () => {
  // 05:00 UTC is 08:00 in Kampala.
  h.clock.now = new Date("2026-03-10T05:00:00Z");
  client = await h.createUser({ name: "Amina" });
  others = await strangers(h, "kampala");
});

async function create(as: TestUser, body: Record<string, unknown> = {}): Promise<Reminder> {
  const response = await h.request("/api/reminders", {
    method: "POST",
    as,
    json: { kind: "medication", label: "Morning tablet", time_of_day: "08:30", ...body },
  });
  expect(response.status).toBe(201);
  return response.json();
}

const post = (path: string, as: TestUser | null, json: unknown = {}) =>
  h.request(path, { method: "POST", as, json });

/** The person's notifications, decrypted. */
async function notificationsOf(person: TestUser) {
  const rows = await h.deps.db.select().from(notifications).where(eq(notifications.userId, person.id));
  return rows.map((row) => open(h.deps.cipher, SEALED.notifications, row));
}

/** Runs the scheduler and answers how many reminder notifications `person` has had so far. */
async function ringAndCount(person: TestUser): Promise<number> {
  await sendDueReminders(h.deps);
  const rows = await h.deps.db.select().from(notifications).where(eq(notifications.userId, person.id));
  return rows.length;
}

async function adherence(as: TestUser): Promise<AdherenceSummary> {
  const response = await h.request("/api/adherence", { as });
  expect(response.status).toBe(200);
  return response.json();
}

describe("who may use reminders", () => {
  it("refuses an anonymous visitor on every route", async () => {
    const own = await create(client);
    const id = own.id;
    const attempts = [
      h.request("/api/reminders"),
      post("/api/reminders", null, { kind: "medication", label: "x", time_of_day: "08:00" }),
      h.request(`/api/reminders/${id}`, { method: "PATCH", json: { label: "x" } }),
      h.request(`/api/reminders/${id}`, { method: "DELETE" }),
      post(`/api/reminders/${id}/taken`, null),
      post(`/api/reminders/${id}/snooze`, null),
      h.request("/api/adherence"),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(401);
    await h.request(`/api/reminders/${id}`, { method: "DELETE", as: client });
  });

  it("hides one person's reminders from another user and from an admin", async () => {
    const own = await create(client, { label: "Private label" });
    for (const stranger of others) {
      const list = await (await h.request("/api/reminders", { as: stranger })).json();
      expect(list.reminders.map((r: Reminder) => r.id)).not.toContain(own.id);
      const changes = [
        h.request(`/api/reminders/${own.id}`, { method: "PATCH", as: stranger, json: { label: "Mine" } }),
        h.request(`/api/reminders/${own.id}`, { method: "DELETE", as: stranger }),
        post(`/api/reminders/${own.id}/taken`, stranger),
        post(`/api/reminders/${own.id}/snooze`, stranger),
      ];
      for (const response of await Promise.all(changes)) expect(response.status).toBe(404);
    }
    const [row] = await h.deps.db.select().from(reminders).where(eq(reminders.id, own.id));
    // Untouched, and encrypted at rest: a label can say what the medicine is for (decision 064).
    expect(row?.label).not.toContain("Private");
    expect(open(h.deps.cipher, SEALED.reminders, row!).label).toBe("Private label");
    await h.request(`/api/reminders/${own.id}`, { method: "DELETE", as: client });
  });
});

describe("setting reminders", () => {
  it.each([
    ["time_of_day", { time_of_day: "24:00" }, "invalid_time"],
    ["time_of_day", { time_of_day: "8am" }, "invalid_time"],
    ["label", { label: "   " }, "required"],
    ["label", { label: "x".repeat(61) }, "too_long"],
    ["kind", { kind: "vitamins" }, "invalid_choice"],
  ])("answers 400 naming %s for bad input", async (field, body, message) => {
    const response = await post("/api/reminders", client, {
      kind: "medication",
      label: "Tablet",
      time_of_day: "08:00",
      ...body,
    });
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.field).toBe(field);
    expect(error.fields[field]).toBe(message);
  });

  it("schedules the next ring at the chosen Kampala time, today or tomorrow", async () => {
    const later = await create(client, { time_of_day: "08:30" });
    expect(later.next_due_at).toBe("2026-03-10T05:30:00.000Z");
    expect(later.timezone).toBe("Africa/Kampala");
    const passed = await create(client, { time_of_day: "07:00" });
    expect(passed.next_due_at).toBe("2026-03-11T04:00:00.000Z");

    const list = (await (await h.request("/api/reminders", { as: client })).json()).reminders as Reminder[];
    expect(list.map((r) => r.time_of_day)).toEqual(["07:00", "08:30"]);

    const moved = await h.request(`/api/reminders/${later.id}`, {
      method: "PATCH",
      as: client,
      json: { time_of_day: "21:15", label: "Evening" },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ label: "Evening", next_due_at: "2026-03-10T18:15:00.000Z" });

    const empty = await h.request(`/api/reminders/${later.id}`, { method: "PATCH", as: client, json: {} });
    expect(empty.status).toBe(400);

    for (const id of [later.id, passed.id]) {
      expect((await h.request(`/api/reminders/${id}`, { method: "DELETE", as: client })).status).toBe(204);
    }
    expect((await (await h.request("/api/reminders", { as: client })).json()).reminders).toEqual([]);
  });

  it(`keeps a person to ${REMINDERS_PER_USER_MAX} reminders`, async () => {
    const person = await h.createUser();
    for (let i = 0; i < REMINDERS_PER_USER_MAX; i++) await create(person, { label: `Dose ${i}` });
    const response = await post("/api/reminders", person, {
      kind: "refill",
      label: "One more",
      time_of_day: "09:00",
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("too_many_reminders");
  });
});

describe("a dose: ring, snooze, taken, missed", () => {
  it("rings at its time, rings again 10 minutes after a snooze, and counts a taken dose", async () => {
    const person = await h.createUser();
    const reminder = await create(person, { time_of_day: "08:30", label: "Morning tablet" });
    expect(await ringAndCount(person)).toBe(0);
    expect((await post(`/api/reminders/${reminder.id}/taken`, person)).status).toBe(409);
    expect((await post(`/api/reminders/${reminder.id}/snooze`, person)).status).toBe(409);

    h.clock.advance(31 * MINUTE); // 08:31 in Kampala
    expect(await ringAndCount(person)).toBe(1);
    const rung = await notificationsOf(person);
    expect(rung).toHaveLength(1);
    expect(rung[0]).toMatchObject({ type: "other", title: "Reminder", message: "Morning tablet at 08:30" });
    expect(JSON.parse(rung[0]!.data)).toMatchObject({ kind: "reminder", reminder_id: reminder.id });

    const snoozed = await post(`/api/reminders/${reminder.id}/snooze`, person);
    expect(snoozed.status).toBe(200);
    const snoozedBody = (await snoozed.json()) as Reminder;
    expect(snoozedBody.pending_dose_at).toBe("2026-03-10T05:30:00.000Z");
    expect(Date.parse(snoozedBody.snoozed_until!)).toBe(h.clock.now.getTime() + MEDICATION_SNOOZE_MS);

    h.clock.advance(9 * MINUTE);
    expect(await ringAndCount(person)).toBe(1);
    h.clock.advance(1 * MINUTE);
    expect(await ringAndCount(person)).toBe(2);
    const again = await notificationsOf(person);
    expect(again.map((n) => n.title).sort()).toEqual(["Reminder", "Reminder (again)"]);

    expect((await adherence(person)).percentage).toBeNull();
    const taken = await post(`/api/reminders/${reminder.id}/taken`, person, {
      dose_at: snoozedBody.pending_dose_at,
    });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ pending_dose_at: null, snoozed_until: null });
    // The same tap again (a flaky connection) changes nothing.
    const repeat = await post(`/api/reminders/${reminder.id}/taken`, person, {
      dose_at: snoozedBody.pending_dose_at,
    });
    expect(repeat.status).toBe(200);
    const summary = await adherence(person);
    expect(summary).toMatchObject({ percentage: 100, taken: 1, missed: 0, window_days: 30 });
    expect(summary.days).toHaveLength(30);
    expect(summary.days.at(-1)).toEqual({ date: "2026-03-10", taken: 1, missed: 0 });
  });

  it("counts an unanswered dose as missed when the next one rings, and accepts it taken late", async () => {
    const person = await h.createUser();
    const start = h.clock.now;
    const reminder = await create(person, { time_of_day: localTime(new Date(start.getTime() + 5 * MINUTE)) });
    h.clock.advance(6 * MINUTE);
    expect(await ringAndCount(person)).toBe(1);
    const firstDose = (await (await h.request("/api/reminders", { as: person })).json()).reminders[0]
      .pending_dose_at as string;

    h.clock.advance(24 * 60 * MINUTE);
    expect(await ringAndCount(person)).toBe(2);
    const logged = await h.deps.db.select().from(adherenceLog).where(eq(adherenceLog.userId, person.id));
    expect(logged).toEqual([
      expect.objectContaining({ status: "missed", scheduledFor: new Date(firstDose) }),
    ]);
    expect((await adherence(person)).percentage).toBe(0);

    // "I did take it yesterday": the missed dose becomes taken, today's still waits.
    const late = await post(`/api/reminders/${reminder.id}/taken`, person, { dose_at: firstDose });
    expect(late.status).toBe(200);
    expect((await late.json()).pending_dose_at).not.toBeNull();
    expect(await adherence(person)).toMatchObject({ percentage: 100, taken: 1, missed: 0 });

    const unknownDose = await post(`/api/reminders/${reminder.id}/taken`, person, {
      dose_at: "2020-01-01T00:00:00Z",
    });
    expect(unknownDose.status).toBe(409);
    const badDose = await post(`/api/reminders/${reminder.id}/taken`, person, { dose_at: "yesterday" });
    expect(badDose.status).toBe(400);
    expect((await badDose.json()).error.field).toBe("dose_at");
  });

  it("does not ring a switched-off reminder, nor a dose hours late after downtime", async () => {
    const person = await h.createUser();
    const off = await create(person, {
      time_of_day: localTime(new Date(h.clock.now.getTime() + 2 * MINUTE)),
    });
    const paused = await h.request(`/api/reminders/${off.id}`, {
      method: "PATCH",
      as: person,
      json: { active: false },
    });
    expect((await paused.json()).active).toBe(false);
    const late = await create(person, {
      time_of_day: localTime(new Date(h.clock.now.getTime() + 3 * MINUTE)),
    });

    h.clock.advance(3 * 60 * MINUTE); // the server was down for three hours
    expect(await ringAndCount(person)).toBe(0);
    const [row] = await h.deps.db.select().from(reminders).where(eq(reminders.id, late.id));
    expect(row?.pendingDoseAt).toBeNull();
    expect(row!.nextDueAt.getTime()).toBeGreaterThan(h.clock.now.getTime());
  });

  it("keeps a refill reminder out of the adherence figure", async () => {
    const person = await h.createUser();
    const refill = await create(person, {
      kind: "refill",
      label: "Collect refill",
      time_of_day: localTime(new Date(h.clock.now.getTime() + 2 * MINUTE)),
    });
    h.clock.advance(3 * MINUTE);
    expect(await ringAndCount(person)).toBe(1);
    expect((await post(`/api/reminders/${refill.id}/taken`, person)).status).toBe(200);
    expect(await adherence(person)).toMatchObject({ percentage: null, taken: 0, missed: 0 });
  });
});
