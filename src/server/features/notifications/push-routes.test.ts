import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness } from "../../test/harness";
import { pushSubscriptions, userProfiles } from "../../db/schema";
import { browserSubscription } from "../../test/push-service";
import { MAX_DEVICES_PER_USER } from "./save-push-subscription";

const h = useHarness();

let counter = 0;
const newEndpoint = () => `https://fcm.googleapis.com/fcm/send/${++counter}-${crypto.randomUUID()}`;
const subscriptionsAt = (endpoint: string) =>
  h.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe("anonymous visitors", () => {
  it.each([
    ["GET", "/api/push/public-key"],
    ["POST", "/api/push/subscriptions"],
    ["DELETE", "/api/push/subscriptions"],
    ["GET", "/api/push/preferences"],
    ["PUT", "/api/push/preferences"],
  ])("get 401 from %s %s", async (method, path) => {
    const response = await h.request(path, { method, json: method === "GET" ? undefined : {} });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/push/public-key", () => {
  it("gives the server's VAPID public key (65 bytes, base64url)", async () => {
    const user = await h.createUser();
    const body = await (await h.request("/api/push/public-key", { as: user })).json();
    expect(body.publicKey).toBe(h.deps.push.publicKey);
    expect(Buffer.from(body.publicKey, "base64url")).toHaveLength(65);
  });
});

describe("POST /api/push/subscriptions", () => {
  it("stores the subscription for the caller", async () => {
    const user = await h.createUser();
    const subscription = browserSubscription(newEndpoint());
    const response = await h.request("/api/push/subscriptions", {
      method: "POST",
      as: user,
      json: subscription.json,
      headers: { "user-agent": "TestPhone/1.0" },
    });
    expect(response.status).toBe(201);
    const [row] = await subscriptionsAt(subscription.json.endpoint);
    expect(row).toMatchObject({
      userId: user.id,
      p256dh: subscription.json.keys.p256dh,
      userAgent: "TestPhone/1.0",
    });
  });

  it("keeps an endpoint with the account that saved it: anyone else posting it gets 409 (issue 18)", async () => {
    const first = await h.createUser();
    const second = await h.createUser();
    const subscription = browserSubscription(newEndpoint());
    await h.request("/api/push/subscriptions", { method: "POST", as: first, json: subscription.json });
    const stolen = await h.request("/api/push/subscriptions", {
      method: "POST",
      as: second,
      json: subscription.json,
    });
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toMatchObject({ error: { code: "push_endpoint_taken", field: "endpoint" } });
    expect((await subscriptionsAt(subscription.json.endpoint)).map((row) => row.userId)).toEqual([first.id]);
    // Its owner saving it again (new keys after a browser update) is fine.
    const again = await h.request("/api/push/subscriptions", {
      method: "POST",
      as: first,
      json: subscription.json,
    });
    expect(again.status).toBe(201);
    // Once the owner turns push off, the next person on that phone may have it.
    await h.request("/api/push/subscriptions", {
      method: "DELETE",
      as: first,
      json: { endpoint: subscription.json.endpoint },
    });
    expect(
      (await h.request("/api/push/subscriptions", { method: "POST", as: second, json: subscription.json }))
        .status,
    ).toBe(201);
  });

  it("refuses an https endpoint that is not a browser's push service, naming the field", async () => {
    const user = await h.createUser();
    const subscription = browserSubscription("https://169.254.169.254/latest/meta-data");
    const response = await h.request("/api/push/subscriptions", {
      method: "POST",
      as: user,
      json: subscription.json,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { field: "endpoint" } });
  });

  it(`keeps at most ${MAX_DEVICES_PER_USER} devices per user, forgetting the oldest`, async () => {
    const user = await h.createUser();
    const endpoints: string[] = [];
    for (let index = 0; index < MAX_DEVICES_PER_USER + 2; index += 1) {
      const subscription = browserSubscription(newEndpoint());
      endpoints.push(subscription.json.endpoint);
      h.clock.advance(1000);
      await h.deps.db.insert(pushSubscriptions).values({
        userId: user.id,
        endpoint: subscription.json.endpoint,
        p256dh: subscription.json.keys.p256dh,
        auth: subscription.json.keys.auth,
        createdAt: h.clock.now,
      });
    }
    const latest = browserSubscription(newEndpoint());
    h.clock.advance(1000);
    await h.request("/api/push/subscriptions", { method: "POST", as: user, json: latest.json });
    const kept = await h.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept).toHaveLength(MAX_DEVICES_PER_USER);
    expect(kept.map((row) => row.endpoint)).toContain(latest.json.endpoint);
    expect(kept.map((row) => row.endpoint)).not.toContain(endpoints[0]);
  });

  type Body = ReturnType<typeof browserSubscription>["json"];
  it.each<[string, (body: Body) => unknown, string]>([
    ["a missing endpoint", ({ keys }) => ({ keys }), "endpoint"],
    ["an ftp endpoint", (body) => ({ ...body, endpoint: "ftp://push.example.net/x" }), "endpoint"],
    [
      "a plain-http endpoint elsewhere",
      (body) => ({ ...body, endpoint: "http://push.example.net/x" }),
      "endpoint",
    ],
    [
      "credentials in the endpoint",
      (body) => ({ ...body, endpoint: "https://u:p@push.example.net/x" }),
      "endpoint",
    ],
    ["a short p256dh key", (body) => ({ ...body, keys: { ...body.keys, p256dh: "abc" } }), "keys.p256dh"],
    [
      "a malformed auth secret",
      (body) => ({ ...body, keys: { ...body.keys, auth: "not base64url!!!!!!!!!" } }),
      "keys.auth",
    ],
    ["no keys", ({ endpoint }) => ({ endpoint }), "keys"],
  ])("answers 400 naming the field for %s", async (_label, change, field) => {
    const user = await h.createUser();
    const json = change(browserSubscription(newEndpoint()).json);
    const response = await h.request("/api/push/subscriptions", { method: "POST", as: user, json });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe(field);
  });

  it("accepts a push service on this machine outside production (tests run one)", async () => {
    const user = await h.createUser();
    const subscription = browserSubscription("http://127.0.0.1:9/push/local");
    const response = await h.request("/api/push/subscriptions", {
      method: "POST",
      as: user,
      json: subscription.json,
    });
    expect(response.status).toBe(201);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const user = await h.createUser();
    const response = await h.request("/api/push/subscriptions", {
      method: "POST",
      as: user,
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("forgets the caller's device", async () => {
    const user = await h.createUser();
    const subscription = browserSubscription(newEndpoint());
    await h.request("/api/push/subscriptions", { method: "POST", as: user, json: subscription.json });
    const response = await h.request("/api/push/subscriptions", {
      method: "DELETE",
      as: user,
      json: { endpoint: subscription.json.endpoint },
    });
    expect(response.status).toBe(200);
    expect(await subscriptionsAt(subscription.json.endpoint)).toEqual([]);
  });

  it("answers 404 to another user and to an admin who does not own it, and keeps it", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const admin = await h.createUser({ role: "admin", region: "mbarara" });
    const subscription = browserSubscription(newEndpoint());
    await h.request("/api/push/subscriptions", { method: "POST", as: owner, json: subscription.json });
    for (const intruder of [other, admin]) {
      const response = await h.request("/api/push/subscriptions", {
        method: "DELETE",
        as: intruder,
        json: { endpoint: subscription.json.endpoint },
      });
      expect(response.status).toBe(404);
    }
    expect(await subscriptionsAt(subscription.json.endpoint)).toHaveLength(1);
  });

  it("answers 400 naming the endpoint when it is missing", async () => {
    const user = await h.createUser();
    const response = await h.request("/api/push/subscriptions", { method: "DELETE", as: user, json: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("endpoint");
  });
});

describe("/api/push/preferences", () => {
  it("is discreet by default", async () => {
    const user = await h.createUser();
    expect(await (await h.request("/api/push/preferences", { as: user })).json()).toEqual({
      previews: false,
    });
  });

  it("opting in sets push_previews and turns discreet notifications off; opting out turns them back", async () => {
    const user = await h.createUser();
    const profile = async () =>
      (await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0];

    await h.request("/api/push/preferences", { method: "PUT", as: user, json: { previews: true } });
    expect(await profile()).toMatchObject({ pushPreviews: true, discreetNotifications: false });
    expect(await (await h.request("/api/push/preferences", { as: user })).json()).toEqual({ previews: true });

    await h.request("/api/push/preferences", { method: "PUT", as: user, json: { previews: false } });
    expect(await profile()).toMatchObject({ pushPreviews: false, discreetNotifications: true });
  });

  it("changes only the caller's own profile", async () => {
    const user = await h.createUser();
    const admin = await h.createUser({ role: "admin", region: "kampala" });
    await h.request("/api/push/preferences", { method: "PUT", as: admin, json: { previews: true } });
    expect(await (await h.request("/api/push/preferences", { as: user })).json()).toEqual({
      previews: false,
    });
  });

  it("answers 400 naming the field for a value that is not a boolean", async () => {
    const user = await h.createUser();
    const response = await h.request("/api/push/preferences", {
      method: "PUT",
      as: user,
      json: { previews: "yes" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("previews");
  });
});
