import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createOfflineQueue,
  retryDelay,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  type Attempt,
  type QueueEvent,
} from "./offline-queue";
import { createMemoryStore, type QueueKind, type QueueStore } from "./offline-queue-store";

interface Call {
  kind: QueueKind;
  key: string;
  body: unknown;
}

/** A server that answers with the queued statuses in turn (a thrown TypeError is "unreachable"). */
function fakeServer() {
  const calls: Call[] = [];
  const answers: Array<number | "unreachable" | { status: number; retryAfter: string }> = [];
  /** Set to hold the next answer back until it resolves. */
  const held: { until: Promise<void> | null } = { until: null };
  const send = vi.fn(async ({ kind, key, body }: Attempt) => {
    calls.push({ kind, key, body });
    await held.until;
    const answer = answers.shift() ?? 201;
    if (answer === "unreachable") throw new TypeError("Failed to fetch");
    const { status, retryAfter } = typeof answer === "number" ? { status: answer, retryAfter: null } : answer;
    return new Response(JSON.stringify({ id: "x" }), {
      status,
      headers: retryAfter ? { "Retry-After": retryAfter } : {},
    });
  });
  return { calls, answers, held, send };
}

function setup(options: { online?: boolean; store?: QueueStore; enabled?: boolean } = {}) {
  const server = fakeServer();
  const store = options.store ?? createMemoryStore();
  const network = { online: options.online ?? true, enabled: options.enabled ?? true };
  let keys = 0;
  const queue = createOfflineQueue({
    store,
    enabled: () => network.enabled,
    send: server.send,
    now: () => Date.now(),
    online: () => network.online,
    newKey: () => `key-${++keys}-0000`,
    exclusive: (task) => task(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  const events: QueueEvent[] = [];
  queue.subscribe((event) => events.push(event));
  return { queue, server, store, network, events };
}

const contact = { kind: "contact" as const, body: { message: "Hello" } };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-01T08:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sendOrQueue", () => {
  it("sends at once when online, with an Idempotency-Key", async () => {
    const { queue, server, store, events } = setup();
    expect(await queue.sendOrQueue(contact)).toEqual({ queued: false });
    expect(server.calls).toEqual([{ kind: "contact", key: "key-1-0000", body: { message: "Hello" } }]);
    expect(await store.list()).toEqual([]);
    expect(events).toEqual([]);
  });

  it("hands an error answer back to the form instead of queuing it", async () => {
    const { queue, server, store } = setup();
    server.answers.push(400);
    await expect(queue.sendOrQueue(contact)).rejects.toMatchObject({ status: 400 });
    expect(await store.list()).toEqual([]);
  });

  it("keeps the request without trying while the browser is offline", async () => {
    const { queue, server, store, events } = setup({ online: false });
    expect(await queue.sendOrQueue(contact)).toEqual({ queued: true });
    expect(server.calls).toHaveLength(0);
    expect(await store.list()).toMatchObject([
      { key: "key-1-0000", kind: "contact", body: { message: "Hello" } },
    ]);
    expect(events).toEqual([{ type: "queued", kind: "contact" }]);
  });

  it("keeps the request, with the key already tried, when the server cannot be reached", async () => {
    const { queue, server, store } = setup();
    server.answers.push("unreachable");
    expect(await queue.sendOrQueue({ ...contact, idempotencyKey: "draft-key-1" })).toEqual({ queued: true });
    expect(server.calls[0]?.key).toBe("draft-key-1");
    expect((await store.list()).map((item) => item.key)).toEqual(["draft-key-1"]);
  });

  it("reports the network failure when there is nowhere to keep the request", async () => {
    const store = { ...createMemoryStore(), add: () => Promise.reject(new Error("no storage")) };
    const { queue, server } = setup({ store });
    server.answers.push("unreachable");
    await expect(queue.sendOrQueue(contact)).rejects.toThrow("Failed to fetch");
  });

  it("only sends, never keeps, when the operator turned offline mode off", async () => {
    const { queue, server, store } = setup({ enabled: false });
    server.answers.push("unreachable");
    await expect(queue.sendOrQueue(contact)).rejects.toThrow("Failed to fetch");
    expect(await store.list()).toEqual([]);
  });

  it("counts what waits to be sent", async () => {
    const { queue } = setup({ online: false });
    expect(await queue.count()).toBe(0);
    await queue.sendOrQueue(contact);
    await queue.sendOrQueue(contact);
    expect(await queue.count()).toBe(2);
  });

  it("tries again on a timer when online but unreachable (no online event will come)", async () => {
    const { queue, server, store, events } = setup();
    server.answers.push("unreachable");
    await queue.sendOrQueue(contact);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.key).toBe(server.calls[0]?.key);
    expect(await store.list()).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["queued", "sent"]);
  });
});

describe("flushing the queue", () => {
  it("sends each queued request once when the connection returns, oldest first", async () => {
    const { queue, server, store, network, events } = setup({ online: false });
    await queue.sendOrQueue(contact);
    vi.advanceTimersByTime(1000);
    await queue.sendOrQueue({ kind: "testimonial", body: { name: "A" } });
    network.online = true;
    // Two triggers at once (the online event and a timer) must not send anything twice.
    await Promise.all([queue.flush(true), queue.flush(true)]);
    expect(server.calls.map((call) => [call.kind, call.key])).toEqual([
      ["contact", "key-1-0000"],
      ["testimonial", "key-2-0000"],
    ]);
    expect(await store.list()).toEqual([]);
    expect(events.filter((event) => event.type === "sent")).toEqual([
      { type: "sent", kind: "contact" },
      { type: "sent", kind: "testimonial" },
    ]);
  });

  it("backs off after a server error and resends with the same key when due", async () => {
    const { queue, server, store, network } = setup({ online: false });
    await queue.sendOrQueue(contact);
    network.online = true;
    server.answers.push(503);
    await queue.flush(true);
    const [retried] = await store.list();
    expect(retried).toMatchObject({ attempts: 1, nextAttemptAt: Date.now() + RETRY_BASE_MS });
    await queue.flush();
    expect(server.calls).toHaveLength(1); // not due yet
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    expect(server.calls.map((call) => call.key)).toEqual(["key-1-0000", "key-1-0000"]);
    expect(await store.list()).toEqual([]);
  });

  it("waits as long as the server asks while the first attempt is still in progress (409 + Retry-After)", async () => {
    const { queue, server, store } = setup();
    server.answers.push("unreachable", { status: 409, retryAfter: "30" });
    await queue.sendOrQueue(contact);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    expect((await store.list())[0]).toMatchObject({ attempts: 1, nextAttemptAt: Date.now() + 30_000 });
  });

  it("drops a request the server refuses and says so", async () => {
    const { queue, server, store, network, events } = setup({ online: false });
    await queue.sendOrQueue(contact);
    network.online = true;
    server.answers.push(422);
    await queue.flush(true);
    expect(await store.list()).toEqual([]);
    expect(events.at(-1)).toEqual({ type: "failed", kind: "contact", status: 422 });
  });

  it("stops at the first unreachable request and keeps the rest for later", async () => {
    const { queue, server, store, network } = setup({ online: false });
    await queue.sendOrQueue(contact);
    await queue.sendOrQueue(contact);
    network.online = true;
    server.answers.push("unreachable");
    await queue.flush(true);
    expect(server.calls).toHaveLength(1);
    expect((await store.list()).map((item) => item.attempts)).toEqual([1, 0]);
  });

  it("sends on the online event once started, and no longer once stopped", async () => {
    const { queue, server, network } = setup({ online: false });
    await queue.sendOrQueue(contact);
    const target = new EventTarget();
    const stop = queue.start(target as unknown as Window);
    network.online = true;
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    stop();
    network.online = false;
    await queue.sendOrQueue(contact);
    network.online = true;
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
  });

  it("forgets everything on clear, even a request being sent at that moment", async () => {
    const { queue, server, store, network } = setup({ online: false });
    await queue.sendOrQueue(contact);
    await queue.sendOrQueue(contact);
    network.online = true;
    server.answers.push(503);
    let answer = () => {};
    server.held.until = new Promise((resolve) => (answer = resolve));
    const pass = queue.flush(true);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await queue.clear();
    answer();
    await pass;
    // The 503 would have put the first request back with a retry; after clear it stays gone.
    expect(await store.list()).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS);
    expect(server.calls).toHaveLength(1);
  });
});

describe("retryDelay", () => {
  it("doubles from 5 seconds up to 5 minutes, or what the server asks if longer", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(20)).toBe(RETRY_MAX_MS);
    expect(retryDelay(1, 60_000)).toBe(60_000);
  });
});
