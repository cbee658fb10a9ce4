import { describe, expect, it } from "vitest";
import { useHarness } from "../../test/harness";
import { recordAudit } from "../../audit/record-audit";

const h = useHarness();

describe("GET /api/admin/audit", () => {
  it("refuses anonymous visitors (401) and clients (403)", async () => {
    expect((await h.request("/api/admin/audit")).status).toBe(401);
    const client = await h.createUser();
    expect((await h.request("/api/admin/audit", { as: client })).status).toBe(403);
  });

  it("admin without two-step sign-in gets 403 two_factor_required", async () => {
    const admin = await h.createUser({ role: "admin", region: "kampala", twoFactor: false });
    const response = await h.request("/api/admin/audit", { as: admin });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("two_factor_required");
  });

  it("shows a navigator the log, newest first, uncached", async () => {
    const admin = await h.createUser({ role: "admin", region: "kampala", name: "Navigator Ruth" });
    await recordAudit(h.deps.db, new Date("2026-03-01T08:00:00Z"), {
      actorId: admin.id,
      action: "viewed",
      entityType: "case",
      entityId: "first",
    });
    await recordAudit(h.deps.db, new Date("2026-03-02T08:00:00Z"), {
      actorId: admin.id,
      action: "noted",
      entityType: "case",
      entityId: "second",
    });
    const response = await h.request("/api/admin/audit?entity_type=case", { as: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { entries } = await response.json();
    expect(entries.map((entry: { entity_id: string }) => entry.entity_id)).toEqual(["second", "first"]);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, actor_name: "Navigator Ruth", action: "noted" });
  });
});
