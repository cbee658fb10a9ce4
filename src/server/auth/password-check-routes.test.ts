import { describe, expect, it } from "vitest";
import { useHarness } from "../test/harness";
import { ANONYMOUS_WRITES } from "../security/anonymous-writes";

const h = useHarness();

const check = (json: unknown, address = "203.0.113.20") =>
  h.request("/api/password-check", { method: "POST", json, address });

describe("POST /api/password-check", () => {
  it("gives the sign-up's own verdict: a common password is too common, a phrase of one's own passes", async () => {
    const common = await check({ password: "password123" });
    expect(common.status).toBe(200);
    expect(common.headers.get("cache-control")).toBe("no-store");
    expect(await common.json()).toEqual({ problem: "too_common", score: 0 });
    expect(await (await check({ password: "mango tree by the river bend" })).json()).toEqual({
      problem: null,
      score: 4,
    });
  });

  it("weighs the person's own name, e-mail and number", async () => {
    const answer = await check({
      password: "nakato.amina772",
      identity: ["Amina Nakato", "nakato.amina@example.org", "0772 123456"],
    });
    expect(await answer.json()).toMatchObject({ problem: "contains_identity" });
  });

  it("names the field of a bad request", async () => {
    const missing = await check({});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.field).toBe("password");
    const identity = await check({ password: "long enough phrase", identity: "Amina" });
    expect(identity.status).toBe(400);
    expect((await identity.json()).error.field).toBe("identity");
  });

  it("is counted: a visitor who checks without end is asked to wait", async () => {
    const address = "203.0.113.21";
    const first = await check({ password: "x" }, address);
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    let last = first;
    for (let sent = 1; sent <= ANONYMOUS_WRITES.password_check.perVisitor; sent += 1) {
      last = await h.request("/api/password-check", {
        method: "POST",
        json: { password: "x" },
        address,
        headers: { cookie },
      });
    }
    expect(last.status).toBe(429);
    expect(last.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
