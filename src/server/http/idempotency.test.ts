import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { useHarness } from "../test/harness";
import type { ViewerVariables } from "../auth/session";
import { HttpError, errorResponse } from "./errors";
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_KEY_TTL_MS, idempotent } from "./idempotency";

const h = useHarness();
/** Where the test app takes the client's address from, as app.ts takes it from the socket. */
const TEST_ADDRESS_HEADER = "x-test-address";
let calls = 0;
/** Lets a test hold a request inside the handler. */
let gate: Promise<void> = Promise.resolve();
/** Called once a request is inside the handler, its key claimed by then. */
let entered = () => {};

/** Holds the next request inside the handler: `inside` resolves when it is there. */
function holdInHandler() {
  let release = () => {};
  gate = new Promise((resolve) => (release = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  return { inside, release };
}

function testApp() {
  const app = new Hono<{ Variables: ViewerVariables }>()
    .use("*", async (c, next) => {
      c.set("viewer", async () => null);
      c.set("clientAddress", () => c.req.header(TEST_ADDRESS_HEADER) ?? "unknown");
      await next();
    })
    .post("/things", idempotent(h.deps), async (c) => {
      calls += 1;
      const body = (await c.req.json()) as { fail?: boolean };
      if (body.fail) throw new HttpError(422, "refused", "Refused.");
      entered();
      await gate;
      return c.json({ call: calls }, 201);
    });
  app.onError((error, c) => (error instanceof HttpError ? errorResponse(c, error) : c.json({}, 500)));
  return app;
}

let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  app = testApp();
});
beforeEach(() => {
  calls = 0;
  gate = Promise.resolve();
  entered = () => {};
});

function post(body: unknown, key?: string, address = "10.0.0.1") {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    [TEST_ADDRESS_HEADER]: address,
  };
  if (key !== undefined) headers["Idempotency-Key"] = key;
  return app.request("/things", { method: "POST", headers, body: JSON.stringify(body) });
}

describe("idempotent()", () => {
  it("runs every request that carries no key", async () => {
    await post({});
    await post({});
    expect(calls).toBe(2);
  });

  it("replays the stored response, status and body, for the same key and body", async () => {
    const first = await post({ a: 1 }, "key-replay-1");
    const second = await post({ a: 1 }, "key-replay-1");
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect(calls).toBe(1);
  });

  it("refuses the same key with another body (409) without running it", async () => {
    await post({ a: 1 }, "key-conflict-1");
    const response = await post({ a: 2 }, "key-conflict-1");
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: "idempotency_key_reused",
      field: "Idempotency-Key",
    });
    expect(calls).toBe(1);
  });

  it("answers 409 with Retry-After while the first request is still running", async () => {
    const { inside, release } = holdInHandler();
    const first = post({ a: 1 }, "key-running-1");
    await inside;
    const second = await post({ a: 1 }, "key-running-1");
    expect(second.status).toBe(409);
    expect(second.headers.get("Retry-After")).toBe("1");
    release();
    expect((await first).status).toBe(201);
    expect(calls).toBe(1);
  });

  it("forgets a failed request so the client can try again", async () => {
    expect((await post({ fail: true }, "key-failed-1")).status).toBe(422);
    expect((await post({ fixed: true }, "key-failed-1")).status).toBe(201);
    expect(calls).toBe(2);
  });

  it("keeps anonymous callers apart by their address", async () => {
    await post({ a: 1 }, "key-address-1", "10.0.0.1");
    await post({ a: 1 }, "key-address-1", "10.0.0.2");
    expect(calls).toBe(2);
  });

  it("lets a key be used again after a day", async () => {
    await post({ a: 1 }, "key-expiry-1");
    h.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    const again = await post({ a: 2 }, "key-expiry-1");
    expect(again.status).toBe(201);
    expect(calls).toBe(2);
  });

  it("takes over a claim whose request died before answering", async () => {
    const { inside, release } = holdInHandler();
    const stuck = post({ a: 1 }, "key-abandoned-1");
    await inside;
    h.clock.advance(IDEMPOTENCY_ABANDONED_MS + 1000);
    gate = Promise.resolve();
    expect((await post({ a: 1 }, "key-abandoned-1")).status).toBe(201);
    release();
    await stuck;
    expect(calls).toBe(2);
  });

  it.each(["short", "has space in it", "x".repeat(129)])(
    "answers 400 naming the header for the key %j",
    async (key) => {
      const response = await post({}, key);
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("Idempotency-Key");
      expect(calls).toBe(0);
    },
  );
});
