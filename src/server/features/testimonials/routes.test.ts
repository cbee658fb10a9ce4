import { beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import { auditLog, testimonials } from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";

const h = useHarness();
let client: TestUser;
let admin: TestUser;
let otherRegionAdmin: TestUser;

beforeAll(async () => {
  client = await h.createUser({ name: "Sarah" });
  admin = await h.createUser({ role: "admin", region: "kampala", name: "Navigator Ruth" });
  otherRegionAdmin = await h.createUser({ role: "admin", region: "fort_portal" });
});

const story = (overrides: Record<string, unknown> = {}) => ({
  name: "Sarah K.",
  role: "Client, Kampala",
  content: "The delivery was discreet and on time.",
  rating: 5,
  ...overrides,
});

async function submit(as: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await h.request("/api/testimonials", { method: "POST", as, json: story(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const moderate = (as: TestUser | null, id: string, decision: "approve" | "reject") =>
  h.request(`/api/admin/testimonials/${id}/${decision}`, { method: "POST", as });

async function testimonialCount() {
  const [row] = await h.deps.db.select({ value: count() }).from(testimonials);
  return row?.value ?? 0;
}

describe("POST /api/testimonials", () => {
  it("refuses an anonymous visitor", async () => {
    const before = await testimonialCount();
    const response = await h.request("/api/testimonials", { method: "POST", json: story() });
    expect(response.status).toBe(401);
    expect(await testimonialCount()).toBe(before);
  });

  it("stores a signed-in user's testimonial unapproved, with an empty role as null", async () => {
    const id = await submit(client, { role: " ", rating: undefined });
    const [row] = await h.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    // Encrypted at rest, published or not (decision 064).
    expect(row?.name).not.toContain("Sarah");
    expect(open(h.deps.cipher, SEALED.testimonials, row!)).toMatchObject({
      userId: client.id,
      name: "Sarah K.",
      role: null,
      rating: 5,
      isApproved: false,
    });
    const publicList = await (await h.request("/api/testimonials")).json();
    expect(publicList.testimonials.map((t: { id: string }) => t.id)).not.toContain(id);
  });

  it.each([
    ["name", { name: "  " }, "required"],
    ["content", { content: "" }, "required"],
    ["rating", { rating: 6 }, "invalid_rating"],
    ["rating", { rating: 2.5 }, "invalid_rating"],
  ])("answers 400 naming %s for bad input", async (field, overrides, message) => {
    const response = await h.request("/api/testimonials", {
      method: "POST",
      as: client,
      json: story(overrides),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.field).toBe(field);
    expect(body.error.fields[field]).toBe(message);
  });

  it("answers 413 for an oversized body", async () => {
    const response = await h.request("/api/testimonials", {
      method: "POST",
      as: client,
      json: story({ content: "x".repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it("stores one testimonial however often a keyed request is retried", async () => {
    const before = await testimonialCount();
    const headers = { "Idempotency-Key": "story-retry-0001" };
    const first = await h.request("/api/testimonials", {
      method: "POST",
      as: client,
      json: story(),
      headers,
    });
    const second = await h.request("/api/testimonials", {
      method: "POST",
      as: client,
      json: story(),
      headers,
    });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await testimonialCount()).toBe(before + 1);
  });
});

describe("GET /api/testimonials (public)", () => {
  it("shows at most 6 approved testimonials, newest first, with public fields only", async () => {
    const approved: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      h.clock.advance(60_000);
      const id = await submit(client, { name: `Author ${index}` });
      expect((await moderate(admin, id, "approve")).status).toBe(200);
      approved.push(id);
    }
    h.clock.advance(60_000);
    const pending = await submit(client);
    const rejected = await submit(client);
    await moderate(admin, rejected, "reject");

    const response = await h.request("/api/testimonials");
    expect(response.status).toBe(200);
    const { testimonials: shown } = await response.json();
    expect(shown.map((t: { id: string }) => t.id)).toEqual(approved.slice(-6).reverse());
    expect(Object.keys(shown[0]).sort()).toEqual(["content", "created_at", "id", "name", "rating", "role"]);
    const ids = shown.map((t: { id: string }) => t.id);
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(rejected);
  });
});

describe("moderation", () => {
  it("refuses anonymous visitors (401) and clients (403) on every moderation endpoint", async () => {
    const id = await submit(client);
    for (const as of [null, client]) {
      const expected = as ? 403 : 401;
      expect((await h.request("/api/admin/testimonials", { as })).status).toBe(expected);
      expect((await moderate(as, id, "approve")).status).toBe(expected);
      expect((await moderate(as, id, "reject")).status).toBe(expected);
    }
    const [row] = await h.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row).toMatchObject({ isApproved: false, rejectedAt: null, reviewedBy: null });
  });

  it("admin without two-step sign-in gets 403 two_factor_required", async () => {
    const id = await submit(client);
    const noTwoStep = await h.createUser({ role: "admin", region: "kampala", twoFactor: false });
    for (const response of [
      await h.request("/api/admin/testimonials", { as: noTwoStep }),
      await moderate(noTwoStep, id, "approve"),
      await moderate(noTwoStep, id, "reject"),
    ]) {
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("two_factor_required");
    }
    const [row] = await h.deps.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row).toMatchObject({ isApproved: false, rejectedAt: null, reviewedBy: null });
  });

  it("lists pending testimonials oldest first for any admin, then moves them on approval or rejection", async () => {
    const first = await submit(otherRegionAdmin, { name: "First" });
    h.clock.advance(1000);
    const second = await submit(client, { name: "Second" });
    const pendingResponse = await h.request("/api/admin/testimonials?status=pending", {
      as: otherRegionAdmin,
    });
    expect(pendingResponse.status).toBe(200);
    const pending = (await pendingResponse.json()).testimonials.map((t: { id: string }) => t.id);
    expect(pending.indexOf(first)).toBeLessThan(pending.indexOf(second));

    // Testimonials are moderated by any admin, whatever their region.
    expect((await moderate(otherRegionAdmin, first, "approve")).status).toBe(200);
    expect(await (await moderate(admin, second, "reject")).json()).toEqual({
      id: second,
      status: "rejected",
    });

    const approved = (
      await (await h.request("/api/admin/testimonials?status=approved", { as: admin })).json()
    ).testimonials;
    expect(approved.find((t: { id: string }) => t.id === first)).toMatchObject({
      status: "approved",
      reviewed_by_name: expect.any(String),
    });
    const rejected = (
      await (await h.request("/api/admin/testimonials?status=rejected", { as: admin })).json()
    ).testimonials;
    expect(rejected.find((t: { id: string }) => t.id === second)).toMatchObject({
      status: "rejected",
      reviewed_by_name: "Navigator Ruth",
    });
    const stillPending = (await (await h.request("/api/admin/testimonials", { as: admin })).json())
      .testimonials;
    expect(stillPending.map((t: { id: string }) => t.id)).not.toContain(first);
  });

  it("records who approved or rejected, and when, in the audit log", async () => {
    const id = await submit(client);
    await moderate(admin, id, "approve");
    await moderate(admin, id, "reject");
    const rows = await h.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "testimonial"), eq(auditLog.entityId, id)));
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ["testimonial_approved", admin.id],
      ["testimonial_rejected", admin.id],
    ]);
  });

  it("answers 404 for an unknown testimonial and 400 naming a malformed id or status", async () => {
    expect((await moderate(admin, "6f1c2b7e-8d3a-4c7e-9b1a-2d3e4f5a6b7c", "approve")).status).toBe(404);
    const badId = await moderate(admin, "nope", "approve");
    expect(badId.status).toBe(400);
    expect((await badId.json()).error.field).toBe("id");
    const badStatus = await h.request("/api/admin/testimonials?status=hidden", { as: admin });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).error.field).toBe("status");
  });
});
