/**
 * Reminders by SMS (issue 22): chosen on the web by an account with a verified number, in
 * words the person picks, rung as a text in their language, never to a number that texted
 * STOP; choosing them and giving them up is kept in the record of consent.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Reminder } from "@shared/api/reminders";
import type { NotificationItem, NotificationList } from "@shared/api/notifications";
import { localTime } from "@shared/domain/reminder-schedule";
import { useHarness, type TestUser } from "../../test/harness";
import { outbox, reminders, user, userProfiles } from "../../db/schema";
import { openOutboxRow, sentTo } from "../../adapters/messaging";
import { containsHealthWord } from "@shared/domain/health-words";
import { consentHistory, findContact, updateContact } from "../sms/sms-contacts";
import { sendDueReminders } from "./send-due-reminders";

const MINUTE = 60_000;
const h = useHarness();
let phoneCounter = 0;

beforeAll(async () => {
  // 05:00 UTC is 08:00 in Kampala.
  h.clock.now = new Date("2026-03-10T05:00:00Z");
});

/** A person whose account has a number (verified unless told), writing in `language`. */
async function personWithPhone({ verified = true, language = "en" } = {}) {
  const person = await h.createUser();
  const phone = `+25677255${String(1000 + ++phoneCounter).slice(1)}0`;
  await h.deps.db
    .update(user)
    .set({ phoneNumber: phone, phoneNumberVerified: verified })
    .where(eq(user.id, person.id));
  await h.deps.db
    .insert(userProfiles)
    .values({ userId: person.id, language })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { language } });
  return { person, phone };
}

const create = (as: TestUser | null, body: Record<string, unknown>) =>
  h.request("/api/reminders", {
    method: "POST",
    as,
    json: { kind: "medication", label: "Morning tablet", time_of_day: "08:30", ...body },
  });

const change = (as: TestUser | null, id: string, json: Record<string, unknown>) =>
  h.request(`/api/reminders/${id}`, { method: "PATCH", as, json });

async function created(as: TestUser, body: Record<string, unknown>): Promise<Reminder> {
  const response = await create(as, body);
  expect(response.status).toBe(201);
  return response.json();
}

/** The person's bell as their app reads it: a ring by SMS is not in it. */
async function bellOf(person: TestUser): Promise<NotificationItem[]> {
  return ((await (await h.request("/api/notifications", { as: person })).json()) as NotificationList)
    .notifications;
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return (await response.json()).error as { code: string; field: string; fields?: Record<string, string> };
}

/** The texts that went to `phone`, oldest first. */
async function textsTo(phone: string): Promise<string[]> {
  const rows = await h.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), sentTo(h.deps.cipher, phone)))
    .orderBy(outbox.createdAt);
  return rows.map((row) => openOutboxRow(h.deps.cipher, row).body);
}

/** The number's consent to reminders by SMS, as recorded: given or taken back, and where. */
async function smsReminderConsent(phone: string) {
  const contact = await findContact(h.deps, phone);
  if (!contact) return [];
  return (await consentHistory(h.deps, contact.id))
    .filter((event) => event.channel === "sms_reminders")
    .map(({ given, via }) => ({ given, via }));
}

describe("choosing SMS", () => {
  it("rings in the app unless told, and by SMS in the picked words with a verified number", async () => {
    const { person } = await personWithPhone();
    const inApp = await created(person, {});
    expect(inApp).toMatchObject({ channel: "app", sms_wording: null });

    const bySms = await created(person, { channel: "sms", sms_wording: "tea" });
    expect(bySms).toMatchObject({ channel: "sms", sms_wording: "tea" });
    const list = (await (await h.request("/api/reminders", { as: person })).json()).reminders as Reminder[];
    expect(list.find((r) => r.id === bySms.id)).toMatchObject({ channel: "sms", sms_wording: "tea" });

    const moved = await change(person, inApp.id, { channel: "sms", sms_wording: "hello" });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ channel: "sms", sms_wording: "hello" });
    const reworded = await change(person, inApp.id, { sms_wording: "time" });
    expect(await reworded.json()).toMatchObject({ channel: "sms", sms_wording: "time" });
    const back = await change(person, inApp.id, { channel: "app" });
    expect(await back.json()).toMatchObject({ channel: "app", sms_wording: null });
  });

  it("refuses SMS naming the channel without a verified number, and the wording when it is not one offered", async () => {
    const noPhone = await h.createUser();
    expect(await refusal(await create(noPhone, { channel: "sms", sms_wording: "hello" }))).toMatchObject({
      code: "phone_required",
      field: "channel",
    });
    const { person: unverified } = await personWithPhone({ verified: false });
    expect((await refusal(await create(unverified, { channel: "sms", sms_wording: "hello" }))).field).toBe(
      "channel",
    );
    const inApp = await created(noPhone, {});
    expect(
      (await refusal(await change(noPhone, inApp.id, { channel: "sms", sms_wording: "tea" }))).field,
    ).toBe("channel");

    const { person } = await personWithPhone();
    for (const body of [
      { channel: "sms" },
      { channel: "sms", sms_wording: null },
      { channel: "sms", sms_wording: "Take your pills" },
    ]) {
      const error = await refusal(await create(person, body));
      expect(error.field).toBe("sms_wording");
      expect(error.fields?.sms_wording).toBe(
        body.sms_wording === "Take your pills" ? "invalid_choice" : "required",
      );
    }
    expect((await refusal(await create(person, { channel: "post" }))).field).toBe("channel");
    const own = await created(person, {});
    expect((await refusal(await change(person, own.id, { channel: "sms" }))).field).toBe("sms_wording");
    expect((await refusal(await change(person, own.id, { sms_wording: "coffee" }))).field).toBe(
      "sms_wording",
    );
    const [row] = await h.deps.db.select().from(reminders).where(eq(reminders.id, own.id));
    expect(row).toMatchObject({ channel: "app", smsWording: null });
  });

  it("refuses a visitor (401) and another person's reminder (404)", async () => {
    const { person } = await personWithPhone();
    const { person: stranger } = await personWithPhone();
    const own = await created(person, { channel: "sms", sms_wording: "hello" });
    expect((await create(null, { channel: "sms", sms_wording: "hello" })).status).toBe(401);
    expect((await change(null, own.id, { channel: "app" })).status).toBe(401);
    expect((await change(stranger, own.id, { channel: "app" })).status).toBe(404);
    expect((await change(stranger, own.id, { channel: "sms", sms_wording: "tea" })).status).toBe(404);
    const [row] = await h.deps.db.select().from(reminders).where(eq(reminders.id, own.id));
    expect(row).toMatchObject({ channel: "sms", smsWording: "hello" });
  });
});

describe("the record of consent", () => {
  it("records consent given with the first reminder by SMS and taken back with the last", async () => {
    const { person, phone } = await personWithPhone({ language: "lg" });
    const inApp = await created(person, {});
    expect(await findContact(h.deps, phone)).toBeUndefined();

    h.clock.advance(MINUTE);
    const first = await created(person, { channel: "sms", sms_wording: "hello" });
    // The number's record is made in the person's language.
    expect((await findContact(h.deps, phone))?.language).toBe("lg");
    expect(await smsReminderConsent(phone)).toEqual([{ given: true, via: "web" }]);

    h.clock.advance(MINUTE);
    await change(person, inApp.id, { channel: "sms", sms_wording: "tea" });
    await change(person, first.id, { channel: "app" });
    expect(await smsReminderConsent(phone)).toHaveLength(1);

    h.clock.advance(MINUTE);
    await change(person, inApp.id, { channel: "app" });
    expect(await smsReminderConsent(phone)).toEqual([
      { given: true, via: "web" },
      { given: false, via: "web" },
    ]);

    h.clock.advance(MINUTE);
    await change(person, first.id, { channel: "sms", sms_wording: "time" });
    h.clock.advance(MINUTE);
    expect((await h.request(`/api/reminders/${first.id}`, { method: "DELETE", as: person })).status).toBe(
      204,
    );
    expect(await smsReminderConsent(phone)).toEqual([
      { given: true, via: "web" },
      { given: false, via: "web" },
      { given: true, via: "web" },
      { given: false, via: "web" },
    ]);
  });
});

describe("ringing by SMS", () => {
  it("sends the picked words in the person's language to the account's number, not an in-app notification", async () => {
    const { person, phone } = await personWithPhone({ language: "sw" });
    const time = localTime(new Date(h.clock.now.getTime() + 2 * MINUTE));
    const reminder = await created(person, { channel: "sms", sms_wording: "time", time_of_day: time });
    h.clock.advance(3 * MINUTE);
    expect(await sendDueReminders(h.deps)).toBe(1);
    const texts = await textsTo(phone);
    expect(texts).toEqual([`Ni saa ${time}.`]);
    expect(containsHealthWord(texts[0]!)).toBe(false);
    expect(await bellOf(person)).toEqual([]);
    // The dose waits for Taken or Snooze in the app as any other.
    const list = (await (await h.request("/api/reminders", { as: person })).json()).reminders as Reminder[];
    expect(list.find((r) => r.id === reminder.id)?.pending_dose_at).not.toBeNull();
  });

  it("sends nothing to a number that texted STOP, and rings the rest", async () => {
    const { person, phone } = await personWithPhone();
    const { person: other, phone: otherPhone } = await personWithPhone();
    const timeOfDay = localTime(new Date(h.clock.now.getTime() + 2 * MINUTE));
    const stopped = await created(person, { channel: "sms", sms_wording: "hello", time_of_day: timeOfDay });
    await created(other, { channel: "sms", sms_wording: "tea", time_of_day: timeOfDay });
    const contact = await findContact(h.deps, phone);
    await updateContact(h.deps, contact!, { stoppedAt: h.clock.now });

    h.clock.advance(3 * MINUTE);
    expect(await sendDueReminders(h.deps)).toBe(2);
    expect(await textsTo(phone)).toEqual([]);
    expect(await textsTo(otherPhone)).toEqual(["Time for a cup of tea."]);
    const [row] = await h.deps.db.select().from(reminders).where(eq(reminders.id, stopped.id));
    expect(row?.pendingDoseAt).not.toBeNull();
    expect(await bellOf(person)).toEqual([]);
  });

  it("holds a text back over the day's ceiling, and the round goes on", async () => {
    const { person, phone } = await personWithPhone();
    for (let i = 0; i < h.deps.env.SMS_DAILY_LIMIT; i++) {
      await h.deps.messaging.sendSms({ to: phone, text: `Answer ${i}`, reason: "answer" });
    }
    const timeOfDay = localTime(new Date(h.clock.now.getTime() + 2 * MINUTE));
    const held = await created(person, { channel: "sms", sms_wording: "hello", time_of_day: timeOfDay });
    expect(held.channel).toBe("sms");
    h.clock.advance(3 * MINUTE);
    await sendDueReminders(h.deps);
    expect(await textsTo(phone)).not.toContain("Hello! Have a good day.");
    expect(await bellOf(person)).toEqual([]);
    const [row] = await h.deps.db.select().from(reminders).where(eq(reminders.id, held.id));
    expect(row?.pendingDoseAt).not.toBeNull();
  });

  it("rings in the app when the account's number is gone since", async () => {
    const { person, phone } = await personWithPhone();
    const time = localTime(new Date(h.clock.now.getTime() + 2 * MINUTE));
    const reminder = await created(person, {
      channel: "sms",
      sms_wording: "hello",
      time_of_day: time,
      label: "Tea",
    });
    await h.deps.db
      .update(user)
      .set({ phoneNumber: null, phoneNumberVerified: false })
      .where(eq(user.id, person.id));
    h.clock.advance(3 * MINUTE);
    expect(await sendDueReminders(h.deps)).toBe(1);
    expect(await textsTo(phone)).toEqual([]);
    expect(await bellOf(person)).toMatchObject([
      { id: reminder.id, title: "Reminder", message: `Tea at ${time}` },
    ]);
  });
});
