import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { useHarness, TEST_ORIGIN, type Harness, type TestUser } from "../test/harness";
import { viewerMiddleware } from "../auth/session";
import { containsHealthWord } from "@shared/domain/health-words";
import { eventRoutes } from "./routes";
import { eventStreamCount, MAX_STREAMS_PER_USER } from "./sse";
import { readEventStream, type EventStreamReader } from "../test/event-stream";

const h = useHarness();

async function connect(user: TestUser, app: { request: Harness["app"]["request"] } = h.app) {
  const response = await app.request("/api/events", { headers: { cookie: user.cookie } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  await stream.next((event) => event.event === "ready");
  return { response, stream };
}

/** The same route with short intervals, to see heartbeats and periodic session checks. */
function quickApp() {
  return new Hono()
    .use("*", viewerMiddleware(h.deps.auth, h.deps.db))
    .route("/api", eventRoutes(h.deps, { heartbeatMs: 30, sessionCheckMs: 50, retryMs: 1000 }));
}

const eventOf = (kind: string) => (event: { event: string }) => event.event === kind;

describe("GET /api/events", () => {
  it("refuses an anonymous visitor with 401 at connect", async () => {
    const response = await h.request("/api/events");
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  it("opens an event stream that proxies neither cache, compress nor buffer", async () => {
    const user = await h.createUser();
    const { response, stream } = await connect(user);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.events[0]).toMatchObject({ event: "ready", data: "{}" });
    await stream.close();
  });

  it("delivers the user's new notification as ids and kinds only", async () => {
    const user = await h.createUser();
    const { stream } = await connect(user);
    const row = await h.deps.notify({
      userId: user.id,
      type: "reply",
      title: "Your HIV test result",
      message: "Your ART refill is ready",
    });
    const event = await stream.next(eventOf("notification"));
    expect(JSON.parse(event.data)).toEqual({ id: row?.id, type: "reply" });
    // Without the random id, which can hold "cd4" by chance.
    expect(containsHealthWord(event.data.replace(row?.id ?? "", ""))).toBe(false);
    await stream.close();
  });

  it("tells the user's other tabs when they read their notifications", async () => {
    const user = await h.createUser();
    const row = await h.deps.notify({ userId: user.id, type: "other", title: "t", message: "m" });
    const { stream } = await connect(user);
    await h.request(`/api/notifications/${row?.id}/read`, { method: "POST", as: user });
    // On PostgreSQL the notification's own event, published before the stream opened, may
    // still reach it: LISTEN delivers a NOTIFY a moment after it commits (a CI run got
    // { id, type } first). A tab that hears of a notification it already has only refetches.
    const read = await stream.next(
      (event) => event.event === "notification" && event.data.includes('"read"'),
    );
    expect(JSON.parse(read.data)).toEqual({ id: row?.id, change: "read" });
    await h.request("/api/notifications/read-all", { method: "POST", as: user });
    await h.deps.notify({ userId: user.id, type: "other", title: "t", message: "m" });
    await h.request("/api/notifications/read-all", { method: "POST", as: user });
    const readAll = await stream.next((event) => event.data.includes("read_all"));
    expect(JSON.parse(readAll.data)).toEqual({ change: "read_all" });
    await stream.close();
  });

  it("never delivers another user's events", async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const { stream } = await connect(user);
    await h.deps.notify({ userId: other.id, type: "other", title: "t", message: "m" });
    await h.deps.bus.publish({ kind: "inbox", userIds: [other.id] });
    await h.deps.notify({ userId: user.id, type: "other", title: "t", message: "m" });
    await stream.next(eventOf("notification"));
    expect(stream.events.filter((event) => event.event !== "ready")).toHaveLength(1);
    await stream.close();
  });

  it("delivers an admin's inbox events and a client's application events", async () => {
    const admin = await h.createUser({ role: "admin", region: "kampala" });
    const client = await h.createUser();
    const adminStream = (await connect(admin)).stream;
    const clientStream = (await connect(client)).stream;
    const itemId = crypto.randomUUID();
    await h.deps.notify.inboxItem({ adminId: admin.id, type: "message", id: itemId, caseId: itemId });
    expect(JSON.parse((await adminStream.next(eventOf("inbox"))).data)).toEqual({
      id: itemId,
      type: "message",
      change: "new",
    });
    await h.deps.bus.publish({
      kind: "application",
      userIds: [client.id],
      data: { id: "a1", change: "status" },
    });
    expect(JSON.parse((await clientStream.next(eventOf("application"))).data)).toEqual({
      id: "a1",
      change: "status",
    });
    await adminStream.close();
    await clientStream.close();
  });

  it("sends a heartbeat comment while idle", async () => {
    const user = await h.createUser();
    const { stream } = await connect(user, quickApp());
    const heartbeat = await stream.next((event) => event.comment === "heartbeat");
    expect(heartbeat.data).toBe("");
    await stream.close();
  });

  it("counts open streams for the status page, and forgets closed ones", async () => {
    const user = await h.createUser();
    const before = eventStreamCount();
    const first = await connect(user);
    const second = await connect(user);
    expect(eventStreamCount()).toBe(before + 2);
    await first.stream.close();
    await second.stream.close();
    await expect.poll(() => eventStreamCount()).toBe(before);
  });

  it(`refuses more than ${MAX_STREAMS_PER_USER} streams of one user with 429`, async () => {
    const user = await h.createUser();
    const open: EventStreamReader[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index += 1) open.push((await connect(user)).stream);
    const refused = await h.request("/api/events", { as: user });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    await Promise.all(open.map((stream) => stream.close()));
  });
});

describe("the stream ends with its session", () => {
  it("on a session_revoked event once the session is gone", async () => {
    const user = await h.createUser();
    const { stream } = await connect(user);
    const signOut = await h.request("/api/auth/sign-out", {
      method: "POST",
      as: user,
      headers: { origin: TEST_ORIGIN },
    });
    expect(signOut.status).toBe(200);
    await h.deps.bus.publish({ kind: "session_revoked", userIds: [user.id] });
    await stream.next(eventOf("session_ended"));
    expect(await stream.ended()).toBe(true);
  });

  it("but not when another of the user's sessions was revoked", async () => {
    const user = await h.createUser();
    const { stream } = await connect(user);
    await h.deps.bus.publish({ kind: "session_revoked", userIds: [user.id] });
    await h.deps.notify({ userId: user.id, type: "other", title: "t", message: "m" });
    await stream.next(eventOf("notification"));
    expect(stream.events.some((event) => event.event === "session_ended")).toBe(false);
    await stream.close();
  });

  it("when the periodic check finds the session expired", async () => {
    const user = await h.createUser();
    const { stream } = await connect(user, quickApp());
    h.clock.advance(8 * 24 * 60 * 60 * 1000);
    await stream.next(eventOf("session_ended"));
    expect(await stream.ended()).toBe(true);
  });
});
