import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv, EnvError } from "../../env";
import { createHarness, type Harness } from "../../test/harness";

describe("POST /api/test/clock", () => {
  let plain: Harness;
  let movable: Harness;
  beforeAll(async () => {
    plain = await createHarness();
    movable = await createHarness({ TEST_CLOCK: "true" });
  });
  afterAll(async () => {
    await plain.close();
    await movable.close();
  });

  it("does not exist unless TEST_CLOCK is set", async () => {
    const response = await plain.request("/api/test/clock", { method: "POST", json: { advance_ms: 60_000 } });
    expect(response.status).toBe(404);
  });

  it("moves the server's clock forward and rings what became due", async () => {
    const person = await movable.createUser();
    const before = movable.deps.now().getTime();
    const due = new Date(before + 5 * 60_000);
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Africa/Kampala",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(due);
    const created = await movable.request("/api/reminders", {
      method: "POST",
      as: person,
      json: { kind: "medication", label: "Tablet", time_of_day: time },
    });
    expect(created.status).toBe(201);

    const moved = await movable.request("/api/test/clock", {
      method: "POST",
      json: { advance_ms: 6 * 60_000 },
    });
    expect(moved.status).toBe(200);
    const body = await moved.json();
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(6 * 60_000);
    expect(body.rang).toBe(1);

    const backwards = await movable.request("/api/test/clock", { method: "POST", json: { advance_ms: -1 } });
    expect(backwards.status).toBe(400);
  });

  it("cannot be switched on in production", () => {
    expect(() =>
      loadEnv({
        NODE_ENV: "production",
        TEST_CLOCK: "true",
        OUTBOX_ONLY: "true",
        AUTH_SECRET: "x".repeat(40),
        ENCRYPTION_KEY: "k",
        PUBLIC_URL: "https://care.example.org",
        SUPPORT_PHONE: "+256700000000",
        SUPPORT_EMAIL: "help@example.org",
      }),
    ).toThrow(EnvError);
  });
});
