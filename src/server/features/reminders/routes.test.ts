import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MEDICATION_SNOOZE_MS } from "@shared/constants";
import { localTime } from "@shared/domain/reminder-schedule";
import type { AdherenceSummary, Reminder } from "@shared/api/reminders";
import { REMINDERS_PER_USER_MAX } from "@shared/api/reminders";
import { useHarness, type TestUser } from "../../test/harness";
import { strangers } from "../../test/people";
import type { NotificationItem, NotificationList, UnreadCount } from "@shared/api/notifications";
import { adherenceLog, notifications, reminders } from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";
import type { PushedItem } from "../notifications/create-notification";
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

/** Every ring in the app, as pushed to a person's devices, by the person's id. */
const told = new Map<string, PushedItem[]>();

beforeAll(() => {
  const pushFor = h.deps.notify.pushFor;
  h.deps.notify.pushFor = (items) => {
    for (const item of items) told.set(item.userId, [...(told.get(item.userId) ?? []), item]);
    pushFor(items);
  };
});

/** Runs the scheduler and answers how many times `person`'s reminders have rung so far. */
async function ringAndCount(person: TestUser): Promise<number> {
  await sendDueReminders(h.deps);
  return told.get(person.id)?.length ?? 0;
}

/** The person's bell, as their app reads it. */
async function bellOf(person: TestUser): Promise<NotificationItem[]> {
  const response = await h.request("/api/notifications", { as: person });
  expect(response.status).toBe(200);
  return ((await response.json()) as NotificationList).notifications;
}

async function unreadOf(person: TestUser): Promise<number> {
  const response = await h.request("/api/notifications/unread-count", { as: person });
  return ((await response.json()) as UnreadCount).own_unread;
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
    const rung = await bellOf(person);
    expect(rung).toEqual([
      {
        id: reminder.id,
        type: "other",
        title: "Reminder",
        message: "Morning tablet at 08:30",
        data: { kind: "reminder", reminder_id: reminder.id, dose_at: "2026-03-10T05:30:00.000Z" },
        read: false,
        created_at: h.clock.now.toISOString(),
        updated_at: h.clock.now.toISOString(),
      },
    ]);

    const snoozed = await post(`/api/reminders/${reminder.id}/snooze`, person);
    expect(snoozed.status).toBe(200);
    const snoozedBody = (await snoozed.json()) as Reminder;
    expect(snoozedBody.pending_dose_at).toBe("2026-03-10T05:30:00.000Z");
    expect(Date.parse(snoozedBody.snoozed_until!)).toBe(h.clock.now.getTime() + MEDICATION_SNOOZE_MS);

    h.clock.advance(9 * MINUTE);
    expect(await ringAndCount(person)).toBe(1);
    h.clock.advance(1 * MINUTE);
    expect(await ringAndCount(person)).toBe(2);
    // The ring again takes the first one's place in the bell, unread again.
    const again = await bellOf(person);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({
      title: "Reminder (again)",
      message: "Morning tablet at 08:30",
      read: false,
    });
    // Its push, when the person asked for previews, says so in their language.
    const previews = told
      .get(person.id)
      ?.map(({ preview }) => (typeof preview === "function" ? preview("sw") : preview));
    expect(previews).toEqual([
      { title: "Kikumbusho", body: "Morning tablet saa 08:30" },
      { title: "Kikumbusho (tena)", body: "Morning tablet saa 08:30" },
    ]);

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

describe("a ring in the bell (decision 094)", () => {
  /** A person with a reminder that has just rung. */
  async function rungReminder(label = "Evening tablet") {
    const person = await h.createUser();
    const reminder = await create(person, {
      label,
      time_of_day: localTime(new Date(h.clock.now.getTime() + 2 * MINUTE)),
    });
    h.clock.advance(3 * MINUTE);
    expect(await ringAndCount(person)).toBe(1);
    return { person, reminder };
  }

  it("is the reminder's own state, not a stored notification, and is read like one", async () => {
    const { person, reminder } = await rungReminder();
    expect(await h.deps.db.select().from(notifications).where(eq(notifications.userId, person.id))).toEqual(
      [],
    );
    expect(await unreadOf(person)).toBe(1);

    // Another person's "read" finds nothing, and changes nothing.
    const stranger = others[0]!;
    expect((await post(`/api/notifications/${reminder.id}/read`, stranger)).status).toBe(404);
    expect((await post("/api/notifications/read-all", stranger)).status).toBe(200);
    expect(await unreadOf(person)).toBe(1);

    h.clock.advance(MINUTE);
    const read = await post(`/api/notifications/${reminder.id}/read`, person);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { notification: NotificationItem }).notification).toMatchObject({
      id: reminder.id,
      read: true,
      updated_at: h.clock.now.toISOString(),
    });
    expect(await unreadOf(person)).toBe(0);

    // The next day's ring takes its place, unread.
    h.clock.advance(24 * 60 * MINUTE);
    expect(await ringAndCount(person)).toBe(2);
    const bell = await bellOf(person);
    expect(bell.map((item) => [item.id, item.read])).toEqual([[reminder.id, false]]);
    expect((await post("/api/notifications/read-all", person)).status).toBe(200);
    expect(await unreadOf(person)).toBe(0);
    expect((await bellOf(person))[0]?.read).toBe(true);
  });

  it("is read when its dose is answered Taken, and not by a late answer for an older dose", async () => {
    const { person, reminder } = await rungReminder();
    const firstDose = (await (await h.request("/api/reminders", { as: person })).json()).reminders[0]
      .pending_dose_at as string;
    // The next day's dose rings unanswered; the bell holds its ring, unread.
    h.clock.advance(24 * 60 * MINUTE);
    expect(await ringAndCount(person)).toBe(2);
    expect(await unreadOf(person)).toBe(1);
    // "I did take it yesterday" answers yesterday's dose, not the ring in the bell.
    expect((await post(`/api/reminders/${reminder.id}/taken`, person, { dose_at: firstDose })).status).toBe(
      200,
    );
    expect(await unreadOf(person)).toBe(1);
    // Today's Taken answers the ring.
    h.clock.advance(MINUTE);
    expect((await post(`/api/reminders/${reminder.id}/taken`, person)).status).toBe(200);
    expect(await unreadOf(person)).toBe(0);
    expect((await bellOf(person))[0]).toMatchObject({ id: reminder.id, read: true });
  });

  it("goes with its reminder when the reminder is deleted", async () => {
    const { person, reminder } = await rungReminder();
    expect((await h.request(`/api/reminders/${reminder.id}`, { method: "DELETE", as: person })).status).toBe(
      204,
    );
    expect(await bellOf(person)).toEqual([]);
    expect(await unreadOf(person)).toBe(0);
    expect((await post(`/api/notifications/${reminder.id}/read`, person)).status).toBe(404);
  });

  it("sits among the notifications by its time, page after page", async () => {
    const person = await h.createUser();
    const reminder = await create(person, {
      time_of_day: localTime(new Date(h.clock.now.getTime() + 13 * MINUTE)),
    });
    // 25 notifications a minute apart, the reminder ringing between the 13th and the 14th.
    for (let i = 1; i <= 25; i++) {
      h.clock.advance(MINUTE);
      await h.deps.notify({ userId: person.id, type: "reply", title: `Reply ${i}`, message: "Hello" });
      if (i === 13) {
        h.clock.advance(MINUTE / 2);
        await ringAndCount(person);
      }
    }
    const first = (await (await h.request("/api/notifications", { as: person })).json()) as NotificationList;
    expect(first.has_older).toBe(true);
    expect(first.notifications.map((item) => item.title)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `Reply ${25 - i}`),
      "Reminder",
      ...Array.from({ length: 7 }, (_, i) => `Reply ${13 - i}`),
    ]);
    expect(first.notifications[12]?.id).toBe(reminder.id);
    const older = await h.request(`/api/notifications?before=${first.notifications.at(-1)!.id}`, {
      as: person,
    });
    const second = (await older.json()) as NotificationList;
    expect(second.has_older).toBe(false);
    expect(second.notifications.map((item) => item.title)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Reply ${6 - i}`),
    );
    // The ring as a cursor: what is older than it.
    const afterRing = (await (
      await h.request(`/api/notifications?before=${reminder.id}`, { as: person })
    ).json()) as NotificationList;
    expect(afterRing.notifications[0]?.title).toBe("Reply 13");
    expect(afterRing.notifications).toHaveLength(13);
    // Another person's ring is no cursor of theirs.
    const foreign = await h.request(`/api/notifications?before=${reminder.id}`, { as: others[0]! });
    expect(((await foreign.json()) as NotificationList).notifications).toEqual([]);
  });
});
