/**
 * The session is looked up only by a route that asks who is signed in, once a request;
 * a signed-in person's public requests (the home page's testimonials, the health check)
 * cost no lookup.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHarness, type Harness, type TestUser } from "../test/harness";

let h: Harness;
let person: TestUser;
beforeAll(async () => {
  h = await createHarness();
  person = await h.createUser();
});
afterAll(async () => {
  await h.close();
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
    const failure = new Error("the lookup failed");
    const lookups = vi.spyOn(h.deps.auth.api, "getSession").mockRejectedValue(failure);
    const logged = vi.spyOn(h.deps.logger, "error");
    const answer = await h.request("/api/notifications", { as: person });
    expect(answer.status).toBe(500);
    expect(
      logged.mock.calls.filter(([fields]) => (fields as { err?: unknown }).err === failure),
    ).toHaveLength(1);
    lookups.mockRestore();
    logged.mockRestore();
  });
});
