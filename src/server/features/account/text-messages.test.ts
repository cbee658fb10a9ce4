/**
 * A signed-in person's text messages (issue 22): the account's verified number is the one
 * known by SMS and USSD, so STOP texted before signing in shows on the web, and what is
 * chosen on the web is what SMS and USSD then do, each choice in the consent record.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { nextWeekly } from "@shared/domain/reminder-schedule";
import type { TextMessagesSettings } from "@shared/api/text-messages";
import { useHarness, type Harness, type TestUser } from "../../test/harness";
import { providerCallbacks } from "../../test/provider-callbacks";
import { asCookie, phoneSignIn } from "../../test/auth";
import { consentEvents, smsContacts, user, userProfiles } from "../../db/schema";
import { contactLookups } from "../../security/search-keys";

const h = useHarness();
let callbacks: ReturnType<typeof providerCallbacks>;
beforeAll(async () => {
  callbacks = providerCallbacks(h);
});

let counter = 0;
const newPhone = () => `+2567530${String(10000 + ++counter).slice(1)}0`.slice(0, 13);

/** An account whose number is verified (as signing in by phone, or confirming it, leaves it). */
async function withPhone(overrides: Parameters<Harness["createUser"]>[0] = {}) {
  const account = await h.createUser(overrides);
  const phone = newPhone();
  await h.deps.db
    .update(user)
    .set({ phoneNumber: phone, phoneNumberVerified: true })
    .where(eq(user.id, account.id));
  return { account, phone };
}

async function settings(as: TestUser): Promise<TextMessagesSettings> {
  const response = await h.request("/api/account/text-messages", { as });
  expect(response.status).toBe(200);
  return (await response.json()) as TextMessagesSettings;
}

const change = (as: TestUser, json: unknown) =>
  h.request("/api/account/text-messages", { method: "PUT", as, json });

async function changed(as: TestUser, json: unknown): Promise<TextMessagesSettings> {
  const response = await change(as, json);
  expect(response.status).toBe(200);
  return (await response.json()) as TextMessagesSettings;
}

async function contactRow(phone: string) {
  const [row] = await h.deps.db
    .select()
    .from(smsContacts)
    .where(inArray(smsContacts.phoneKey, contactLookups(h.deps.cipher, "phone", phone)));
  return row;
}

const events = (history: TextMessagesSettings["history"]) =>
  history.map(({ channel, given, via }) => `${channel} ${given ? "on" : "off"} ${via}`);

describe("authorization", () => {
  it.each(["GET", "PUT"])("%s refuses an anonymous visitor with 401", async (method) => {
    const response = await h.request("/api/account/text-messages", {
      method,
      json: method === "PUT" ? { messages: false } : undefined,
    });
    expect(response.status).toBe(401);
  });

  it("shows and changes only the caller's own number; an admin is any account", async () => {
    const first = await withPhone();
    const second = await withPhone();
    const admin = await withPhone({ role: "admin", region: "kampala" });
    await callbacks.receive(second.phone, "STOP");

    await changed(first.account, { check_in: { day: 3, time: "17:00" } });
    expect(await settings(first.account)).toMatchObject({
      phone: first.phone,
      messages: true,
      check_in: { day: 3, time: "17:00" },
    });
    // The other number is as it was: stopped, no check-in, its own record.
    const other = await settings(second.account);
    expect(other).toMatchObject({ phone: second.phone, messages: false, check_in: null });
    expect(events(other.history)).toEqual(["sms off sms", "sms on sms"]);
    // An admin sees their own number, and changing it changes no one else's.
    expect(await settings(admin.account)).toEqual({
      phone: admin.phone,
      messages: true,
      check_in: null,
      history: [],
    });
    await changed(admin.account, { messages: false });
    expect((await contactRow(first.phone))?.stoppedAt).toBeNull();
    expect((await contactRow(second.phone))?.checkInDay).toBeNull();
    expect((await settings(first.account)).messages).toBe(true);
    expect((await settings(admin.account)).messages).toBe(false);
  });

  it("an account without a phone number has nothing to show and cannot change it (409)", async () => {
    const account = await h.createUser();
    expect(await settings(account)).toEqual({ phone: null, messages: false, check_in: null, history: [] });
    const response = await change(account, { messages: true });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("no_phone");
  });

  it("a number not confirmed is not the account's yet", async () => {
    const { account, phone } = await withPhone();
    await h.deps.db.update(user).set({ phoneNumberVerified: false }).where(eq(user.id, account.id));
    expect((await settings(account)).phone).toBeNull();
    expect((await change(account, { messages: false })).status).toBe(409);
    expect(await contactRow(phone)).toBeUndefined();
  });
});

describe("the same number by SMS, USSD and the web", () => {
  it("a number that texted STOP shows messages off after signing in with it", async () => {
    const phone = newPhone();
    expect(await callbacks.receive(phone, "STOP")).toBe("stop");
    const { cookie } = await phoneSignIn(h, phone);
    const shown = await settings(asCookie(cookie));
    expect(shown).toMatchObject({ phone, messages: false, check_in: null });
    expect(events(shown.history)).toEqual(["sms off sms", "sms on sms"]);
  });

  it("turning messages back on from the web is consent given on the web", async () => {
    const { account, phone } = await withPhone();
    await callbacks.receive(phone, "STOP");
    const shown = await changed(account, { messages: true });
    expect(shown.messages).toBe(true);
    expect(events(shown.history)).toEqual(["sms on web", "sms off sms", "sms on sms"]);
    expect((await contactRow(phone))?.stoppedAt).toBeNull();
  });

  it("a number not known yet is recorded in the account's language, messages on, as given on the web", async () => {
    const { account, phone } = await withPhone();
    await h.deps.db
      .insert(userProfiles)
      .values({ userId: account.id, language: "sw" })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { language: "sw" } });
    expect(await settings(account)).toEqual({ phone, messages: true, check_in: null, history: [] });
    expect(await contactRow(phone)).toBeUndefined();
    const shown = await changed(account, { messages: true });
    expect(events(shown.history)).toEqual(["sms on web"]);
    expect((await contactRow(phone))?.language).toBe("sw");
  });

  it("a weekly check-in chosen on the web is scheduled, and turns messages on as the USSD menu does", async () => {
    const { account, phone } = await withPhone();
    await callbacks.receive(phone, "STOP");
    const shown = await changed(account, { check_in: { day: 1, time: "08:00" } });
    expect(shown).toMatchObject({ messages: true, check_in: { day: 1, time: "08:00" } });
    const row = await contactRow(phone);
    expect(row).toMatchObject({ checkInDay: 1, checkInTime: "08:00", stoppedAt: null });
    expect(row?.checkInNextAt?.toISOString()).toBe(nextWeekly(1, "08:00", h.clock.now).toISOString());
    expect(events(shown.history).slice(0, 2)).toEqual(["check_in on web", "sms on web"]);

    // Another day or time is the same consent: moved, not recorded again.
    const moved = await changed(account, { check_in: { day: 5, time: "20:00" } });
    expect(moved.history).toHaveLength(shown.history.length);
    expect((await contactRow(phone))?.checkInNextAt?.toISOString()).toBe(
      nextWeekly(5, "20:00", h.clock.now).toISOString(),
    );
  });

  it("turning check-ins off, then messages off, lists every choice newest first", async () => {
    const { account, phone } = await withPhone();
    await changed(account, { check_in: { day: 2, time: "12:00" } });
    h.clock.advance(60_000);
    await changed(account, { check_in: null });
    h.clock.advance(60_000);
    await changed(account, { check_in: { day: 4, time: "12:00" } });
    h.clock.advance(60_000);
    const shown = await changed(account, { messages: false });
    expect(shown).toMatchObject({ messages: false, check_in: null });
    expect(events(shown.history)).toEqual([
      "check_in off web",
      "sms off web",
      "check_in on web",
      "check_in off web",
      "check_in on web",
      "sms on web",
    ]);
    const times = shown.history.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await contactRow(phone)).toMatchObject({ checkInDay: null, checkInNextAt: null });
  });

  it("the same choices made on the USSD menu show on the web", async () => {
    const { account, phone } = await withPhone();
    // 6 My messages, 1 Weekly check-in, 3 Wednesday, 2 12:00.
    for (const path of ["", "6", "6*1", "6*1*3", "6*1*3*2"])
      await callbacks.screen("ussd-web-1", phone, path);
    const shown = await settings(account);
    expect(shown).toMatchObject({ messages: true, check_in: { day: 3, time: "12:00" } });
    expect(events(shown.history)[0]).toBe("check_in on ussd");
  });

  it("keeps at most 50 choices on the page, the newest", async () => {
    const { account, phone } = await withPhone();
    await changed(account, { messages: true });
    const contact = await contactRow(phone);
    await h.deps.db.insert(consentEvents).values(
      Array.from({ length: 60 }, (_, index) => ({
        contactId: contact!.id,
        channel: "check_in" as const,
        given: index % 2 === 0,
        via: "ussd" as const,
        createdAt: new Date(h.clock.now.getTime() + index * 1000),
      })),
    );
    const shown = await settings(account);
    expect(shown.history).toHaveLength(50);
    expect(shown.history[0]).toMatchObject({ channel: "check_in", given: false });
    expect(Date.parse(shown.history[0]!.at)).toBe(h.clock.now.getTime() + 59_000);
  });
});

describe("refused input", () => {
  it.each([
    [{}, "messages"],
    [{ messages: "yes" }, "messages"],
    [{ check_in: { day: 7, time: "08:00" } }, "check_in.day"],
    [{ check_in: { day: 1.5, time: "08:00" } }, "check_in.day"],
    [{ check_in: { day: 1, time: "09:00" } }, "check_in.time"],
    [{ check_in: "monday" }, "check_in"],
    [{ messages: false, check_in: { day: 1, time: "08:00" } }, "check_in"],
  ])("%j is a 400 naming %s", async (json, field) => {
    const { account, phone } = await withPhone();
    const response = await change(account, json);
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe(field);
    expect(await contactRow(phone)).toBeUndefined();
  });
});
