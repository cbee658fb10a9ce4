import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createPublicKey, createVerify } from "node:crypto";
import { eq } from "drizzle-orm";
import { pushPayloadSchema, type PushPayload } from "@shared/api/push";
import { useHarness, type TestUser } from "../../test/harness";
import { pushSubscriptions, userProfiles } from "../../db/schema";
import type { PushAdapter, PushOutcome } from "../../adapters/push";
import { containsHealthWord } from "@shared/domain/health-words";
import {
  browserSubscription,
  decryptPush,
  neutralReplyPayload,
  startTestPushService,
  type BrowserSubscription,
  type ReceivedPush,
  type TestPushService,
} from "../../test/push-service";
import type { NewNotification } from "./create-notification";

const h = useHarness();
let service: TestPushService;
let sendPush: MockInstance<PushAdapter["sendPush"]>;
let device = 0;

beforeAll(async () => {
  service = await startTestPushService();
  // Called through: the app's messages still go to the push service, and the test sees each send.
  sendPush = vi.spyOn(h.deps.push, "sendPush");
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
  sendPush.mockClear();
});

async function subscribe(user: TestUser): Promise<BrowserSubscription> {
  device += 1;
  const subscription = browserSubscription(`${service.origin}/push/device-${device}`);
  const response = await h.request("/api/push/subscriptions", {
    method: "POST",
    as: user,
    json: subscription.json,
  });
  expect(response.status).toBe(201);
  return subscription;
}

function open(subscription: BrowserSubscription, message: ReceivedPush): PushPayload {
  return pushPayloadSchema.parse(JSON.parse(decryptPush(subscription, message.body)));
}

/** The one push message sent in this test, as received and as the subscribed browser reads it. */
async function nextPush(subscription: BrowserSubscription) {
  const [message] = await service.waitFor(1);
  if (!message) throw new Error("no push message");
  return { message, payload: open(subscription, message) };
}

/** Notifies `user` through the app, as features do; the notification and the push it sent to `subscription`. */
async function pushOf(
  user: TestUser,
  subscription: BrowserSubscription,
  notification: Omit<NewNotification, "userId">,
) {
  const row = await h.deps.notify({ userId: user.id, ...notification });
  return { row, ...(await nextPush(subscription)) };
}

/**
 * The outcomes of this test's `count` push messages, once all of them are done. Pushes go out
 * in the background (create-notification.ts); one notification's messages are handed to the
 * adapter together, and a send ends only after the push service's answer is acted on: a gone
 * subscription deleted, a refusal logged (adapters/push.ts). Then nothing more comes of them.
 */
async function settledPushes(count: number): Promise<PushOutcome[]> {
  await vi.waitFor(() => expect(sendPush).toHaveBeenCalledTimes(count), { timeout: 5000 });
  const outcomes = await Promise.all(sendPush.mock.results.map((result) => result.value));
  expect(sendPush).toHaveBeenCalledTimes(count);
  return outcomes;
}

/** A reply to the user's message; each test gives its words. */
const REPLY = { type: "reply", title: "Reply to your message" } as const;

const HEALTH_LADEN = {
  title: "Your HIV test result",
  message: "Your ART refill and PrEP are ready; viral load results are in.",
};

describe("a push message, by default", () => {
  it("is encrypted (aes128gcm), signed with the server's VAPID key, and says only the neutral text", async () => {
    const client = await h.createUser();
    const subscription = await subscribe(client);
    const { row, message, payload } = await pushOf(client, subscription, { type: "reply", ...HEALTH_LADEN });
    expect(row).not.toBeNull();

    expect(message.headers["content-encoding"]).toBe("aes128gcm");
    expect(message.headers.ttl).toBe("86400");
    expect(message.headers.topic).toBe("update");
    // The ciphertext carries no readable text.
    expect(message.body.toString("latin1")).not.toMatch(/update|hiv/i);

    // VAPID (RFC 8292): a JWT for this push service's origin, signed with the key the server publishes.
    const authorization = String(message.headers.authorization);
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(key).toBe(h.deps.push.publicKey);
    const [header, claims, signature] = (token ?? "").split(".");
    expect(JSON.parse(Buffer.from(claims ?? "", "base64url").toString()).aud).toBe(service.origin);
    const publicKey = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: Buffer.from(key ?? "", "base64url")
          .subarray(1, 33)
          .toString("base64url"),
        y: Buffer.from(key ?? "", "base64url")
          .subarray(33, 65)
          .toString("base64url"),
      },
      format: "jwk",
    });
    const verified = createVerify("SHA256")
      .update(`${header}.${claims}`)
      .verify({ key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature ?? "", "base64url"));
    expect(verified).toBe(true);

    // The site's name, HIVCare, without its health word.
    expect(payload).toEqual(neutralReplyPayload("Care"));
    expect(containsHealthWord(JSON.stringify(payload))).toBe(false);
  });

  it("speaks the user's language", async () => {
    const client = await h.createUser();
    await h.deps.db.update(userProfiles).set({ language: "sw" }).where(eq(userProfiles.userId, client.id));
    const subscription = await subscribe(client);
    const { payload } = await pushOf(client, subscription, {
      type: "application",
      title: "Your request was updated",
      message: "x",
    });
    expect(payload.body).toBe("Una taarifa mpya");
    expect(payload.actions).toEqual([{ action: "open", title: "Fungua" }]);
    expect(payload.data).toEqual({ type: "application", url: "/portal" });
  });

  it("reaches every device of the user, and no one else's", async () => {
    const client = await h.createUser();
    const bystander = await h.createUser();
    const phone = await subscribe(client);
    const laptop = await subscribe(client);
    await subscribe(bystander);
    await h.deps.notify({ userId: client.id, type: "other", title: "Hello", message: "Hi" });
    expect(await settledPushes(2)).toEqual(["sent", "sent"]);
    expect(service.received.map((message) => message.path).sort()).toEqual(
      [new URL(phone.json.endpoint).pathname, new URL(laptop.json.endpoint).pathname].sort(),
    );
  });
});

describe("previews (decision 030)", () => {
  it("show the notification's own words once the user opted in", async () => {
    const client = await h.createUser();
    const subscription = await subscribe(client);
    const opted = await h.request("/api/push/preferences", {
      method: "PUT",
      as: client,
      json: { previews: true },
    });
    expect(await opted.json()).toEqual({ previews: true });
    const { row, message, payload } = await pushOf(client, subscription, {
      ...REPLY,
      message: "You have received a reply from Grace: see you on Monday",
    });
    expect(payload.title).toBe("Reply to your message");
    expect(payload.body).toBe("You have received a reply from Grace: see you on Monday");
    expect(payload.tag).toBe(`notification-${row?.id}`);
    expect(message.headers.topic).toBeUndefined();
  });

  it("still never carry a health word: such a line falls back to the neutral text", async () => {
    const client = await h.createUser();
    const subscription = await subscribe(client);
    await h.request("/api/push/preferences", { method: "PUT", as: client, json: { previews: true } });
    const { payload } = await pushOf(client, subscription, { ...REPLY, message: HEALTH_LADEN.message });
    expect(payload.title).toBe("Reply to your message");
    expect(payload.body).toBe("You have a new update");
    // The tag carries the notification's random id, which can hold "cd4" by chance.
    expect(containsHealthWord(JSON.stringify({ ...payload, tag: "" }))).toBe(false);
  });

  it("are not shown while discreet notifications stay on, whatever push_previews says", async () => {
    const client = await h.createUser();
    const subscription = await subscribe(client);
    await h.deps.db
      .update(userProfiles)
      .set({ pushPreviews: true, discreetNotifications: true })
      .where(eq(userProfiles.userId, client.id));
    const { payload } = await pushOf(client, subscription, { ...REPLY, message: "Hello" });
    expect(payload.body).toBe("You have a new update");
  });
});

describe("a new inbox item", () => {
  it("sends its admin a discreet push that opens the case", async () => {
    const admin = await h.createUser({ role: "admin", region: "kampala" });
    const subscription = await subscribe(admin);
    const caseId = crypto.randomUUID();
    await h.deps.notify.inboxItem({
      adminId: admin.id,
      type: "application",
      id: crypto.randomUUID(),
      caseId,
    });
    const { payload } = await nextPush(subscription);
    expect(payload).toMatchObject({
      title: "Care",
      body: "You have a new update",
      data: { type: "application", url: `/admin-dashboard/cases/${caseId}` },
    });
  });

  it("previews as a neutral line in the admin's language when they opted in", async () => {
    const admin = await h.createUser({ role: "admin", region: "masaka" });
    const subscription = await subscribe(admin);
    await h.deps.db
      .update(userProfiles)
      .set({ language: "sw", pushPreviews: true, discreetNotifications: false })
      .where(eq(userProfiles.userId, admin.id));
    await h.deps.notify.inboxItem({
      adminId: admin.id,
      type: "message",
      id: crypto.randomUUID(),
      caseId: crypto.randomUUID(),
    });
    const { payload } = await nextPush(subscription);
    expect(payload).toMatchObject({
      title: "Ujumbe mpya",
      body: "Ujumbe mpya unasubiri kwenye kikasha chako.",
      data: { type: "message" },
    });
  });
});

describe("a subscription the push service reports gone", () => {
  it.each([404, 410])("is deleted when the push service answers %i", async (status) => {
    const client = await h.createUser();
    const subscription = await subscribe(client);
    service.answer(new URL(subscription.json.endpoint).pathname, status);
    await h.deps.notify({ userId: client.id, type: "other", title: "Hello", message: "Hi" });
    await service.waitFor(1);
    await expect
      .poll(async () =>
        h.deps.db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, subscription.json.endpoint)),
      )
      .toBe(0);
  });

  it("is kept after another failure (the service may be down for a while)", async () => {
    const client = await h.createUser();
    const subscription = await subscribe(client);
    service.answer(new URL(subscription.json.endpoint).pathname, 503);
    await h.deps.notify({ userId: client.id, type: "other", title: "Hello", message: "Hi" });
    expect(await settledPushes(1)).toEqual(["failed"]);
    expect(service.received).toHaveLength(1);
    expect(
      await h.deps.db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, subscription.json.endpoint)),
    ).toBe(1);
  });
});
