/**
 * The session is looked up only by a route that asks who is signed in, once a request;
 * a signed-in person's public requests (the home page's testimonials, the health check)
 * cost no lookup.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../test/harness";
import { session } from "../db/schema";
import { VERIFIED_COOKIE_MS } from "./session";

const h = useHarness();
let person: TestUser;
beforeAll(async () => {
  person = await h.createUser();
});

describe("the session lookup", () => {
  it("is not made by public routes, even with a session cookie", async () => {
    const lookups = vi.spyOn(h.deps.auth.api, "getSession");
    for (const path of ["/api/health", "/api/testimonials", "/api/impact"]) {
      expect((await h.request(path, { as: person })).status, path).toBe(200);
    }
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
  });

  it("is made once by a route that needs the person", async () => {
    const lookups = vi.spyOn(h.deps.auth.api, "getSession");
    expect((await h.request("/api/notifications", { as: person })).status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect((await h.request("/api/notifications")).status).toBe(401);
    lookups.mockRestore();
  });

  it("that fails is answered and logged once, by the route that asked", async () => {
    // Someone whose cookies the app has not read yet (decision 089).
    const newcomer = await h.createUser();
    const failure = new Error("the lookup failed");
    const lookups = vi.spyOn(h.deps.auth.api, "getSession").mockRejectedValue(failure);
    const logged = vi.spyOn(h.deps.logger, "error");
    const answer = await h.request("/api/notifications", { as: newcomer });
    expect(answer.status).toBe(500);
    expect(
      logged.mock.calls.filter(([fields]) => (fields as { err?: unknown }).err === failure),
    ).toHaveLength(1);
    lookups.mockRestore();
    logged.mockRestore();
  });
});

describe("cookies read a moment ago (decision 089)", () => {
  it("are not verified again, while the session's state is read on every request", async () => {
    const reader = await h.createUser();
    const lookups = vi.spyOn(h.deps.auth.api, "getSession");
    const checks = vi.spyOn(h.deps.auth, "sessionAccess");
    for (let request = 0; request < 3; request++)
      expect((await h.request("/api/notifications", { as: reader })).status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(checks).toHaveBeenCalledTimes(2);

    // Signed out elsewhere: the very next request is refused, and Better Auth reads the cookie.
    await h.deps.db.delete(session).where(eq(session.userId, reader.id));
    expect((await h.request("/api/notifications", { as: reader })).status).toBe(401);
    expect(lookups).toHaveBeenCalledTimes(2);
    lookups.mockRestore();
    checks.mockRestore();
  });

  it("are read by Better Auth again once their time is up, or when their text differs", async () => {
    const reader = await h.createUser();
    const lookups = vi.spyOn(h.deps.auth.api, "getSession");
    expect((await h.request("/api/notifications", { as: reader })).status).toBe(200);
    const other = { ...reader, cookie: `${reader.cookie}; seen=1` };
    expect((await h.request("/api/notifications", { as: other })).status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(2);

    vi.useFakeTimers({ now: Date.now() + VERIFIED_COOKIE_MS + 1, toFake: ["Date"] });
    try {
      expect((await h.request("/api/notifications", { as: reader })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(lookups).toHaveBeenCalledTimes(3);
    lookups.mockRestore();
  });
});
