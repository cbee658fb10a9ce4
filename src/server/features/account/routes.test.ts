import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import { asCookie, cookiesOf } from "../../test/auth";
import {
  auditLog,
  cases,
  checkIns,
  consentEvents,
  contactMessages,
  pushSubscriptions,
  session,
  smsContacts,
  testimonials,
  user,
  userProfiles,
} from "../../db/schema";
import { SEALED, open, seal } from "../../security/sealed-tables";
import { contactLookups } from "../../security/search-keys";
import { providerCallbacks } from "../../test/provider-callbacks";

const h = useHarness();

/** A second device of the same account. */
async function secondDevice(account: TestUser, userAgent: string): Promise<TestUser> {
  const response = await h.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "user-agent": userAgent },
    json: { email: account.email, password: account.password },
  });
  return { ...account, cookie: cookiesOf(response) };
}

const ANDROID =
  "Mozilla/5.0 (Linux; Android 13; TECNO) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

/** Gives the account a confirmed number that has texted us: STOP, then a weekly check-in on the web. */
async function textingNumber(account: TestUser, phone: string) {
  await h.deps.db
    .update(user)
    .set({ phoneNumber: phone, phoneNumberVerified: true })
    .where(eq(user.id, account.id));
  await providerCallbacks(h).receive(phone, "STOP");
  const response = await h.request("/api/account/text-messages", {
    method: "PUT",
    as: account,
    json: { check_in: { day: 2, time: "17:00" } },
  });
  expect(response.status).toBe(200);
}

const contactsOf = (phone: string) =>
  h.deps.db
    .select({ id: smsContacts.id })
    .from(smsContacts)
    .where(inArray(smsContacts.phoneKey, contactLookups(h.deps.cipher, "phone", phone)));

async function reauth(caller: TestUser) {
  await h.request("/api/account/reauth", {
    method: "POST",
    as: caller,
    json: { method: "password", password: caller.password },
  });
}

describe("authorization", () => {
  it.each([
    ["GET", "/api/account/security"],
    ["GET", "/api/account/sessions"],
    ["DELETE", "/api/account/sessions/some-id"],
    ["POST", "/api/account/sign-out"],
    ["POST", "/api/account/reauth"],
    ["GET", "/api/account/export"],
    ["POST", "/api/account/delete"],
  ])("%s %s refuses an anonymous visitor with 401", async (method, path) => {
    const response = await h.request(path, { method, json: method === "GET" ? undefined : {} });
    expect(response.status).toBe(401);
  });

  it("another user cannot end someone's session: it is not found", async () => {
    const owner = await h.createUser();
    const [ownerSession] = await h.deps.db.select().from(session).where(eq(session.userId, owner.id));
    for (const caller of [await h.createUser(), await h.createUser({ role: "admin", region: "kampala" })]) {
      const response = await h.request(`/api/account/sessions/${ownerSession!.id}`, {
        method: "DELETE",
        as: caller,
      });
      expect(response.status).toBe(404);
    }
    expect((await h.request("/api/me", { as: owner })).status).toBe(200);
  });

  it("lists only the caller's sessions, with device and activity, never a token", async () => {
    const owner = await h.createUser();
    await secondDevice(owner, ANDROID);
    const stranger = await h.createUser();
    const list = await (await h.request("/api/account/sessions", { as: stranger })).json();
    expect(list).toHaveLength(1);
    const mine = await (await h.request("/api/account/sessions", { as: owner })).json();
    expect(mine).toHaveLength(2);
    expect(mine.filter((row: { current: boolean }) => row.current)).toHaveLength(1);
    expect(mine.map((row: { device: unknown }) => row.device)).toContainEqual({
      browser: "Chrome",
      os: "Android",
      mobile: true,
    });
    expect(JSON.stringify(mine)).not.toMatch(/token/i);
  });

  it("export and delete need a fresh re-authentication", async () => {
    const account = await h.createUser();
    expect((await h.request("/api/account/export", { as: account })).status).toBe(403);
    const deletion = await h.request("/api/account/delete", {
      method: "POST",
      as: account,
      json: { confirm: true },
    });
    expect(deletion.status).toBe(403);
    expect((await deletion.json()).error.code).toBe("reauth_required");
  });
});

describe("sign-out scopes", () => {
  it("others: ends every other session and keeps this one", async () => {
    const account = await h.createUser();
    const phone = await secondDevice(account, ANDROID);
    const response = await h.request("/api/account/sign-out", {
      method: "POST",
      as: account,
      json: { scope: "others" },
    });
    expect(response.status).toBe(200);
    expect((await h.request("/api/me", { as: account })).status).toBe(200);
    expect((await h.request("/api/me", { as: phone })).status).toBe(401);
  });

  it("local: ends this session only and clears its cookie", async () => {
    const account = await h.createUser();
    const phone = await secondDevice(account, ANDROID);
    const response = await h.request("/api/account/sign-out", { method: "POST", as: account, json: {} });
    expect(response.headers.getSetCookie().join(" ")).toMatch(/session_token=;/);
    expect((await h.request("/api/me", { as: account })).status).toBe(401);
    expect((await h.request("/api/me", { as: phone })).status).toBe(200);
  });

  it("global: ends every session", async () => {
    const account = await h.createUser();
    const phone = await secondDevice(account, ANDROID);
    await h.request("/api/account/sign-out", { method: "POST", as: account, json: { scope: "global" } });
    expect((await h.request("/api/me", { as: account })).status).toBe(401);
    expect((await h.request("/api/me", { as: phone })).status).toBe(401);
  });

  it("ends this device's push subscription with the session, and every one with a global sign-out", async () => {
    const account = await h.createUser();
    const subscribe = async (endpoint: string) =>
      h.deps.db
        .insert(pushSubscriptions)
        .values({ userId: account.id, endpoint, p256dh: "key", auth: "secret" });
    const endpoints = [1, 2, 3].map((n) => `https://push.example.org/send/${n}`);
    for (const endpoint of endpoints) await subscribe(endpoint);
    const remaining = async () =>
      (
        await h.deps.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, account.id))
      )
        .map((row) => row.endpoint)
        .sort();

    const phone = await secondDevice(account, ANDROID);
    await h.request("/api/account/sign-out", {
      method: "POST",
      as: phone,
      json: { scope: "others", push_endpoint: endpoints[1] },
    });
    expect(await remaining()).toEqual([endpoints[1]]);
    await subscribe(endpoints[0]!);
    await h.request("/api/account/sign-out", {
      method: "POST",
      as: phone,
      json: { scope: "local", push_endpoint: endpoints[1] },
    });
    expect(await remaining()).toEqual([endpoints[0]]);
    const again = await secondDevice(account, ANDROID);
    await h.request("/api/account/sign-out", { method: "POST", as: again, json: { scope: "global" } });
    expect(await remaining()).toEqual([]);
  });

  it("refuses a push endpoint that is not an https address, naming the field", async () => {
    const account = await h.createUser();
    const response = await h.request("/api/account/sign-out", {
      method: "POST",
      as: account,
      json: { push_endpoint: "javascript:alert(1)" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("push_endpoint");
  });

  it("refuses an unknown scope naming the field", async () => {
    const account = await h.createUser();
    const response = await h.request("/api/account/sign-out", {
      method: "POST",
      as: account,
      json: { scope: "everyone" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("scope");
  });

  it("ends a chosen other session by id", async () => {
    const account = await h.createUser();
    const phone = await secondDevice(account, ANDROID);
    const list = await (await h.request("/api/account/sessions", { as: account })).json();
    const other = list.find((row: { current: boolean }) => !row.current);
    const response = await h.request(`/api/account/sessions/${other.id}`, { method: "DELETE", as: account });
    expect(response.status).toBe(200);
    expect((await h.request("/api/me", { as: phone })).status).toBe(401);
  });
});

describe("re-authentication", () => {
  it("counts wrong passwords toward the account's limit", async () => {
    const account = await h.createUser();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await h.request("/api/account/reauth", {
        method: "POST",
        as: account,
        json: { method: "password", password: "not it at all" },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("password");
    }
    const fourth = await h.request("/api/account/reauth", {
      method: "POST",
      as: account,
      json: { method: "password", password: account.password },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBeTruthy();
  });

  it("is bound to the session that proved it", async () => {
    const account = await h.createUser();
    const phone = await secondDevice(account, ANDROID);
    await reauth(account);
    expect((await h.request("/api/account/export", { as: account })).status).toBe(200);
    expect((await h.request("/api/account/export", { as: phone })).status).toBe(403);
  });

  it("refuses a malformed request naming the field", async () => {
    const account = await h.createUser();
    const response = await h.request("/api/account/reauth", {
      method: "POST",
      as: account,
      json: { method: "code", code: "12ab" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("code");
  });
});

describe("my data", () => {
  it("downloads the account's rows as a JSON attachment with a neutral name", async () => {
    const account = await h.createUser({ name: "Nakato" });
    await h.deps.db.insert(contactMessages).values(
      seal(h.deps.cipher, SEALED.contactMessages, {
        userId: account.id,
        name: "Nakato",
        message: "a private question",
      }),
    );
    await textingNumber(account, "+256775550101");
    await reauth(account);
    const response = await h.request("/api/account/export", { as: account });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="account-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = await response.json();
    expect(data.account).toMatchObject({ id: account.id, name: "Nakato", email: account.email });
    expect(data.messages[0].message).toBe("a private question");
    // The number's text messages: on again with a weekly check-in, and every consent, oldest first.
    expect(data.textMessages).toMatchObject({
      phone: "+256775550101",
      messages: true,
      checkIn: { day: 2, time: "17:00" },
      checkIns: [],
    });
    expect(
      data.textMessages.consent.map((event: { channel: string; given: boolean; via: string }) =>
        [event.channel, event.given, event.via].join(" "),
      ),
    ).toEqual(["sms true sms", "sms false sms", "sms true web", "check_in true web"]);
    expect(JSON.stringify(data)).not.toMatch(/"(password|token|secret|backupCodes)"/);
  });

  it("deletes the account and every personal row; testimonials stay, anonymous", async () => {
    const account = await h.createUser({ name: "Achieng" });
    const other = await h.createUser();
    const [testimonial] = await h.deps.db
      .insert(testimonials)
      .values(
        seal(h.deps.cipher, SEALED.testimonials, {
          userId: account.id,
          name: "Achieng",
          content: "Kind people",
          role: "Client",
        }),
      )
      .returning();
    const [message] = await h.deps.db
      .insert(contactMessages)
      .values(
        seal(h.deps.cipher, SEALED.contactMessages, {
          userId: account.id,
          name: "Achieng",
          message: "hello",
        }),
      )
      .returning();
    const phone = "+256775550202";
    await textingNumber(account, phone);
    const [contact] = await contactsOf(phone);
    await h.deps.db
      .insert(checkIns)
      .values({ contactId: contact!.id, sentAt: h.clock.now, replyBy: h.clock.now, outcome: "ok" });
    // Before the account, the number asked by SMS for a call back: a case with no account.
    expect(await providerCallbacks(h).receive(phone, "CALL")).toBe("call");
    const phoneKeys = contactLookups(h.deps.cipher, "phone", phone);
    const [texted] = await h.deps.db.select().from(cases).where(inArray(cases.phoneKey, phoneKeys));
    expect(texted).toMatchObject({ clientUserId: null });
    await reauth(account);
    const response = await h.request("/api/account/delete", {
      method: "POST",
      as: account,
      json: { confirm: true },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join(" ")).toMatch(/session_token=;/);

    expect(await h.deps.db.select().from(user).where(eq(user.id, account.id))).toEqual([]);
    expect(await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, account.id))).toEqual(
      [],
    );
    expect(await h.deps.db.select().from(session).where(eq(session.userId, account.id))).toEqual([]);
    expect(await h.deps.db.select().from(contactMessages).where(eq(contactMessages.id, message!.id))).toEqual(
      [],
    );
    // What the number gave by SMS: its messages gone, its case closed, nothing left to reply to.
    expect(
      await h.deps.db.select().from(contactMessages).where(inArray(contactMessages.phoneKey, phoneKeys)),
    ).toEqual([]);
    const [closed] = await h.deps.db.select().from(cases).where(eq(cases.id, texted!.id));
    expect(closed).toMatchObject({ phoneKey: null });
    expect(closed!.clientClosedAt).not.toBeNull();
    // The number's record of text messages, with its check-ins and consent record.
    expect(await contactsOf(phone)).toEqual([]);
    expect(await h.deps.db.select().from(checkIns).where(eq(checkIns.contactId, contact!.id))).toEqual([]);
    expect(
      await h.deps.db.select().from(consentEvents).where(eq(consentEvents.contactId, contact!.id)),
    ).toEqual([]);
    const [kept] = await h.deps.db.select().from(testimonials).where(eq(testimonials.id, testimonial!.id));
    expect(open(h.deps.cipher, SEALED.testimonials, kept!)).toMatchObject({
      userId: null,
      name: "Anonymous",
      role: null,
      content: "Kind people",
    });
    const [audit] = await h.deps.db.select().from(auditLog).where(eq(auditLog.entityId, account.id));
    expect(audit).toMatchObject({ action: "account_deleted", actorId: null, details: {} });
    expect((await h.request("/api/me", { as: other })).status).toBe(200);
    expect(
      (
        await h.request("/api/auth/sign-in/email", {
          method: "POST",
          json: { email: account.email, password: account.password },
        })
      ).status,
    ).toBe(401);
  });

  it("refuses deletion without the explicit confirmation", async () => {
    const account = await h.createUser();
    await reauth(account);
    const response = await h.request("/api/account/delete", { method: "POST", as: account, json: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("confirm");
    expect((await h.request("/api/me", { as: asCookie(account.cookie) })).status).toBe(200);
  });
});
