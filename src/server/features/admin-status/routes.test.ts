import { describe, expect, it } from "vitest";
import { createHarness, useHarness } from "../../test/harness";

const h = useHarness();

describe("GET /api/admin/status", () => {
  it("refuses an anonymous visitor (401) and a client (403)", async () => {
    expect((await h.request("/api/admin/status")).status).toBe(401);
    expect((await h.request("/api/admin/status", { as: await h.createUser() })).status).toBe(403);
  });

  it("reports database, migrations, realtime, push, mail, SMS and assistant, and the outbox in development", async () => {
    const admin = await h.createUser({ role: "admin", region: "masaka" });
    await h.deps.messaging.sendSms({ to: "+256772999000", text: "Your sign-in code is 123456." });
    const response = await h.request("/api/admin/status", { as: admin });
    expect(response.status).toBe(200);
    const status = await response.json();
    expect(status).toMatchObject({
      environment: "test",
      version: "1.0.0",
      database: { ok: true, migration: { pending: 0 } },
      realtime: { connections: expect.any(Number) },
      mail: { mode: "outbox" },
      sms: { mode: "outbox" },
      assistant: { mode: "local" },
    });
    expect(status.database.migration.applied).toBeGreaterThan(0);
    expect(status.database.migration.latest).toMatch(/^\d{4}_/);
    expect(status.outbox[0]).toMatchObject({ channel: "sms", recipient: "+256772999000" });
  });
});

describe("the outbox, which holds every client's codes and links", () => {
  const fromElsewhere = { address: "203.0.113.50" };

  it("is shown only to a browser on the server's own machine", async () => {
    const admin = await h.createUser({ role: "admin", region: "masaka" });
    const remote = await (await h.request("/api/admin/status", { as: admin, ...fromElsewhere })).json();
    expect(remote.outbox).toBeNull();
    const local = await (await h.request("/api/admin/status", { as: admin, address: "127.0.0.1" })).json();
    expect(local.outbox).toEqual(expect.any(Array));
  });

  it("is shown to every admin of a demo (DEMO_MODE), which says so on every page", async () => {
    const demo = await createHarness({ DEMO_MODE: "true" });
    try {
      const admin = await demo.createUser({ role: "admin", region: "masaka" });
      const status = await (await demo.request("/api/admin/status", { as: admin, ...fromElsewhere })).json();
      expect(status.outbox).toEqual(expect.any(Array));
      expect((await (await demo.request("/api/config")).json()).demo).toBe(true);
    } finally {
      await demo.close();
    }
  });

  it("is never shown to an admin elsewhere in production, even when it is the only channel", async () => {
    const prod = await createHarness({
      NODE_ENV: "production",
      OUTBOX_ONLY: "true",
      AUTH_SECRET: "x".repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      SUPPORT_PHONE: "+256700000000",
      SUPPORT_EMAIL: "help@example.org",
    });
    try {
      const admin = await prod.createUser({ role: "admin", region: "masaka" });
      const status = await (await prod.request("/api/admin/status", { as: admin, ...fromElsewhere })).json();
      expect(status.environment).toBe("production");
      expect(status.outbox).toBeNull();
    } finally {
      await prod.close();
    }
  });
});
