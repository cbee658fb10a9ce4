import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DirectoryEntry, DirectoryListResponse } from "@shared/api/directory";
import type { AssistantReply } from "@shared/api/assistant";
import { useHarness, type TestUser } from "../../test/harness";
import { auditLog, resources } from "../../db/schema";

const h = useHarness();
let client: TestUser;
let masakaLead: TestUser;
let masakaMember: TestUser;
let kampalaLead: TestUser;
let nationalLead: TestUser;
let leadWithoutTwoStep: TestUser;

beforeAll(async () => {
  [client, masakaLead, masakaMember, kampalaLead, nationalLead, leadWithoutTwoStep] = await Promise.all([
    h.createUser({ name: "A Client" }),
    h.createUser({ role: "admin", region: "masaka", lead: true }),
    h.createUser({ role: "admin", region: "masaka" }),
    h.createUser({ role: "admin", region: "kampala", lead: true }),
    h.createUser({ role: "admin", region: null, lead: true }),
    h.createUser({ role: "admin", region: "masaka", lead: true, twoFactor: false }),
  ]);
});

const PATH = "/api/admin/resources";
const list = (as: TestUser | null) => h.request(PATH, { as });
const create = (as: TestUser | null, json: unknown, headers: Record<string, string> = {}) =>
  h.request(PATH, { method: "POST", as, json, headers });
const patch = (as: TestUser | null, id: string, json: unknown) =>
  h.request(`${PATH}/${id}`, { method: "PATCH", as, json });
const remove = (as: TestUser | null, id: string) => h.request(`${PATH}/${id}`, { method: "DELETE", as });

async function directory(as: TestUser): Promise<DirectoryListResponse> {
  const response = await list(as);
  expect(response.status).toBe(200);
  return response.json();
}

async function entryNamed(title: string): Promise<DirectoryEntry> {
  const entry = (await directory(nationalLead)).entries.find((one) => one.title === title);
  if (!entry) throw new Error(`no entry ${title}`);
  return entry;
}

const newEntry = (overrides: Record<string, unknown> = {}) => ({
  title: "Nyendo Health Centre III",
  region: "masaka",
  category: "clinic",
  services: ["hiv_testing", "prep"],
  content: "A public health centre with an ART clinic.",
  ...overrides,
});

async function expectError(response: Response, status: number, code: string, field?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; field?: string } };
  expect(body.error.code).toBe(code);
  if (field !== undefined) expect(body.error.field).toBe(field);
}

describe("GET /api/admin/resources", () => {
  it("is refused to a visitor and to a client", async () => {
    await expectError(await list(null), 401, "unauthorized");
    await expectError(await list(client), 403, "forbidden");
  });

  it("lists every entry for any admin, national first, the four own locations marked as placeholders", async () => {
    const body = await directory(masakaMember);
    expect(body).toMatchObject({ region: "masaka", lead: false, two_factor: true, can_create: false });
    expect(body.entries.length).toBeGreaterThanOrEqual(22);
    expect(body.entries[0]?.region).toBeNull();
    expect(body.entries.every((entry) => !entry.editable)).toBe(true);
    const masaka = body.entries.find((entry) => entry.title === "HIVCare Masaka");
    expect(masaka).toMatchObject({
      region: "masaka",
      placeholder: true,
      phone: null,
      opening_hours: null,
      address: null,
      last_verified: null,
      services: ["art", "prep", "hiv_testing"],
    });
    // An admin without two-step sign-in reads it too: it holds no one's personal data.
    expect((await directory(leadWithoutTwoStep)).can_create).toBe(false);
  });

  it("tells a lead which entries they may change: their region's, or every one for a national lead", async () => {
    const regional = await directory(masakaLead);
    expect(regional.can_create).toBe(true);
    for (const entry of regional.entries) expect(entry.editable, entry.title).toBe(entry.region === "masaka");
    const national = await directory(nationalLead);
    expect(national.entries.every((entry) => entry.editable)).toBe(true);
  });
});

describe("POST /api/admin/resources", () => {
  it("is refused to a visitor, a client, an admin who is not a lead, and a lead without two-step sign-in", async () => {
    await expectError(await create(null, newEntry()), 401, "unauthorized");
    await expectError(await create(client, newEntry()), 403, "forbidden");
    await expectError(await create(masakaMember, newEntry()), 403, "lead_admin_required");
    await expectError(await create(leadWithoutTwoStep, newEntry()), 403, "two_factor_required");
  });

  it("is refused to a lead of another region, and a national entry to a regional lead", async () => {
    await expectError(await create(kampalaLead, newEntry()), 403, "outside_your_region", "region");
    await expectError(
      await create(masakaLead, newEntry({ region: null })),
      403,
      "outside_your_region",
      "region",
    );
  });

  it("is refused from another site", async () => {
    const response = await create(masakaLead, newEntry(), { origin: "https://elsewhere.example" });
    await expectError(response, 403, "bad_origin");
  });

  it("adds an entry of the lead's region, audited with its region and nothing it says", async () => {
    const response = await create(
      masakaLead,
      newEntry({
        phone: "0481 420 000",
        opening_hours: "Mon-Fri 8:00-17:00",
        access: "walk_in",
        cost: "free",
        youth_friendly: true,
        last_verified: "2026-01-15",
      }),
    );
    expect(response.status).toBe(201);
    const { entry } = (await response.json()) as { entry: DirectoryEntry };
    expect(entry).toMatchObject({
      title: "Nyendo Health Centre III",
      region: "masaka",
      phone: "+256481420000",
      access: "walk_in",
      cost: "free",
      key_population_friendly: false,
      last_verified: "2026-01-15",
      placeholder: false,
      editable: true,
    });
    const [audit] = await h.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "resource"), eq(auditLog.entityId, entry.id)));
    expect(audit).toMatchObject({
      actorId: masakaLead.id,
      action: "resource_created",
      details: { region: "masaka" },
    });
  });

  it("keeps a description in Luganda beside the Swahili one", async () => {
    const response = await create(
      masakaLead,
      newEntry({
        title: "Kitovu Health Centre",
        content_sw: "Kituo cha afya cha umma.",
        content_lg: "  Ekifo ky'ebyobulamu ekya gavumenti.  ",
      }),
    );
    expect(response.status).toBe(201);
    const { entry } = (await response.json()) as { entry: DirectoryEntry };
    expect(entry).toMatchObject({
      content_sw: "Kituo cha afya cha umma.",
      content_lg: "Ekifo ky'ebyobulamu ekya gavumenti.",
    });
    const [row] = await h.deps.db.select().from(resources).where(eq(resources.id, entry.id));
    expect(row?.contentLg).toBe("Ekifo ky'ebyobulamu ekya gavumenti.");
    expect((await entryNamed("Kitovu Health Centre")).content_lg).toBe("Ekifo ky'ebyobulamu ekya gavumenti.");
  });

  it("lets a national lead add a national entry", async () => {
    const response = await create(nationalLead, newEntry({ title: "A national line", region: null }));
    expect(response.status).toBe(201);
  });

  it("is carried out once for a retried Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": "directory-retry-0001" };
    const body = newEntry({ title: "Kimaanya Health Centre" });
    const first = await create(masakaLead, body, headers);
    const second = await create(masakaLead, body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await second.json()).entry.id).toBe((await first.json()).entry.id);
    const rows = await h.deps.db
      .select()
      .from(resources)
      .where(eq(resources.title, "Kimaanya Health Centre"));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["phone", { phone: "call me" }],
    ["phone", { phone: "+1 555 0100" }],
    ["services", { services: ["art", "dentistry"] }],
    ["last_verified", { last_verified: "2026-02-30" }],
    ["last_verified", { last_verified: "yesterday" }],
    ["url", { url: "http://example.org" }],
    ["title", { title: " " }],
    ["region", { region: "gulu" }],
    ["access", { access: "sometimes" }],
    ["cost", { cost: "cheap" }],
    ["youth_friendly", { youth_friendly: "yes" }],
    ["content_lg", { content_lg: "a".repeat(601) }],
  ])("answers 400 naming %s for a bad value", async (field, overrides) => {
    await expectError(await create(masakaLead, newEntry(overrides)), 400, "validation", field);
  });
});

describe("PATCH /api/admin/resources/:id", () => {
  it("is refused to a visitor, a client, an admin who is not a lead, and a lead of another region", async () => {
    const masaka = await entryNamed("HIVCare Masaka");
    const change = { opening_hours: "Mon-Sat 9:00-16:00" };
    await expectError(await patch(null, masaka.id, change), 401, "unauthorized");
    await expectError(await patch(client, masaka.id, change), 403, "forbidden");
    await expectError(await patch(masakaMember, masaka.id, change), 403, "lead_admin_required");
    await expectError(await patch(leadWithoutTwoStep, masaka.id, change), 403, "two_factor_required");
    await expectError(await patch(kampalaLead, masaka.id, change), 403, "outside_your_region", "region");
    expect((await entryNamed("HIVCare Masaka")).opening_hours).toBeNull();
  });

  it("keeps national entries and moves between regions for a national lead", async () => {
    const police = await entryNamed("Uganda Police emergency numbers (999 / 112)");
    await expectError(
      await patch(masakaLead, police.id, { phone: "112" }),
      403,
      "outside_your_region",
      "region",
    );
    const masaka = await entryNamed("HIVCare Masaka");
    await expectError(
      await patch(masakaLead, masaka.id, { region: "kampala" }),
      403,
      "outside_your_region",
      "region",
    );
    await expectError(
      await patch(masakaLead, masaka.id, { region: null }),
      403,
      "outside_your_region",
      "region",
    );
  });

  it("answers 404 for an entry that does not exist, 400 for a bad id or an empty change", async () => {
    await expectError(
      await patch(masakaLead, "00000000-0000-4000-8000-000000000000", { phone: "116" }),
      404,
      "not_found",
    );
    await expectError(await patch(masakaLead, "not-an-id", { phone: "116" }), 400, "validation", "id");
    const masaka = await entryNamed("HIVCare Masaka");
    await expectError(await patch(masakaLead, masaka.id, {}), 400, "validation", "body");
  });

  it.each([
    ["phone", { phone: "07" }],
    ["services", { services: ["tb", "astrology"] }],
    ["last_verified", { last_verified: "2026-13-01" }],
    ["content", { content: "" }],
    ["content_lg", { content_lg: "a".repeat(601) }],
  ])("answers 400 naming %s for a bad value", async (field, change) => {
    const masaka = await entryNamed("HIVCare Masaka");
    await expectError(await patch(masakaLead, masaka.id, change), 400, "validation", field);
  });

  it("changes only the fields sent, audited by their names; iCare shows real details at once, a placeholder's never", async () => {
    const masaka = await entryNamed("HIVCare Masaka");
    const ask = async () => {
      const response = await h.request("/api/assistant", {
        method: "POST",
        json: { userInput: "where can I get PrEP in Masaka?", locale: "en-UG" },
        address: "203.0.113.70",
      });
      expect(response.status).toBe(200);
      const reply = (await response.json()) as AssistantReply;
      return reply.sources?.find((source) => source.title === "HIVCare Masaka")?.content ?? "";
    };
    expect(await ask()).not.toContain("Open");

    const hours = await patch(masakaLead, masaka.id, {
      opening_hours: "Mon-Fri 8:00-17:00",
      phone: "0772 100200",
    });
    expect(hours.status).toBe(200);
    const { entry } = (await hours.json()) as { entry: DirectoryEntry };
    expect(entry).toMatchObject({
      opening_hours: "Mon-Fri 8:00-17:00",
      phone: "+256772100200",
      placeholder: true,
      title: "HIVCare Masaka",
      services: ["art", "prep", "hiv_testing"],
    });
    // Still a placeholder: the details are the operator's to confirm, not shown to clients.
    expect(await ask()).not.toMatch(/Open|Phone/);

    const real = await patch(masakaLead, masaka.id, { placeholder: false, last_verified: "2026-03-01" });
    expect(real.status).toBe(200);
    expect(await ask()).toContain("Open Mon-Fri 8:00-17:00. Phone +256 772 100 200.");

    const audits = await h.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "resource"), eq(auditLog.entityId, masaka.id)));
    expect(audits).toEqual([
      { action: "resource_updated", details: { region: "masaka", fields: "opening_hours,phone" } },
      { action: "resource_updated", details: { region: "masaka", fields: "last_verified,placeholder" } },
    ]);
  });

  it("changes the Luganda description, which iCare lists at once for a Luganda question; an empty one is none", async () => {
    const own = await entryNamed("HIVCare Masaka");
    const ask = async () => {
      const response = await h.request("/api/assistant", {
        method: "POST",
        json: { userInput: "Nsobola kufuna wa PrEP okumpi ne Masaka?", locale: "en-UG" },
        address: "203.0.113.71",
      });
      expect(response.status).toBe(200);
      const reply = (await response.json()) as AssistantReply;
      expect(reply.language).toBe("lg");
      return reply.sources?.find((source) => source.title === own.title)?.content ?? "";
    };

    expect(own.content_lg).toMatch(/^Ttiimu ya HIVCare yennyini mu Masaka/);
    const changed = await patch(masakaLead, own.id, { content_lg: "Ttiimu yaffe e Masaka." });
    expect(changed.status).toBe(200);
    expect((await changed.json()).entry.content_lg).toBe("Ttiimu yaffe e Masaka.");
    expect(await ask()).toContain("Ttiimu yaffe e Masaka.");

    const cleared = await patch(masakaLead, own.id, { content_lg: "" });
    expect((await cleared.json()).entry.content_lg).toBeNull();
    expect(await ask()).toContain("HIVCare's own team in Masaka");

    const audits = await h.deps.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "resource"), eq(auditLog.entityId, own.id)));
    expect(audits.filter((audit) => audit.details.fields === "content_lg")).toHaveLength(2);
  });

  it("lets a national lead change a national entry and move one between regions", async () => {
    const police = await entryNamed("Uganda Police emergency numbers (999 / 112)");
    const changed = await patch(nationalLead, police.id, { last_verified: "2026-02-01" });
    expect(changed.status).toBe(200);
    const nyendo = await entryNamed("Nyendo Health Centre III");
    const moved = await patch(nationalLead, nyendo.id, { region: "mbarara" });
    expect(moved.status).toBe(200);
    expect((await moved.json()).entry.region).toBe("mbarara");
    await patch(nationalLead, nyendo.id, { region: "masaka" });
  });
});

describe("DELETE /api/admin/resources/:id", () => {
  it("is refused to a visitor, a client, an admin who is not a lead, and a lead of another region", async () => {
    const nyendo = await entryNamed("Nyendo Health Centre III");
    await expectError(await remove(null, nyendo.id), 401, "unauthorized");
    await expectError(await remove(client, nyendo.id), 403, "forbidden");
    await expectError(await remove(masakaMember, nyendo.id), 403, "lead_admin_required");
    await expectError(await remove(kampalaLead, nyendo.id), 403, "outside_your_region", "region");
    const police = await entryNamed("Uganda Police emergency numbers (999 / 112)");
    await expectError(await remove(masakaLead, police.id), 403, "outside_your_region", "region");
  });

  it("deletes an entry of the lead's region, audited; again it is not found", async () => {
    const nyendo = await entryNamed("Nyendo Health Centre III");
    const response = await remove(masakaLead, nyendo.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await directory(masakaLead)).entries.some((entry) => entry.id === nyendo.id)).toBe(false);
    await expectError(await remove(masakaLead, nyendo.id), 404, "not_found");
    const actions = await h.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "resource"), eq(auditLog.entityId, nyendo.id)));
    expect(actions.map((row) => row.action)).toContain("resource_deleted");
  });
});
