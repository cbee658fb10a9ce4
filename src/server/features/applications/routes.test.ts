import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import { applicationNotifications, applicationStatusHistory, serviceApplications } from "../../db/schema";
import { triage } from "../inbox/triage";
import { apply, applicationBody } from "../../test/factories";

const h = useHarness();
let client: TestUser;
let otherClient: TestUser;
let kampalaAdmin: TestUser;
let masakaAdmin: TestUser;

beforeAll(async () => {
  client = await h.createUser({ name: "Amina" });
  otherClient = await h.createUser();
  kampalaAdmin = await h.createUser({ role: "admin", region: "kampala" });
  masakaAdmin = await h.createUser({ role: "admin", region: "masaka" });
});

const post = (as: TestUser | null, json: unknown, headers: Record<string, string> = {}) =>
  h.request("/api/applications", { method: "POST", as, json, headers });

async function applicationCount() {
  const [row] = await h.deps.db.select({ value: count() }).from(serviceApplications);
  return row?.value ?? 0;
}

describe("POST /api/applications", () => {
  it("refuses an anonymous visitor and stores nothing", async () => {
    const before = await applicationCount();
    const response = await post(null, applicationBody());
    expect(response.status).toBe(401);
    expect(await applicationCount()).toBe(before);
  });

  it("stores the application with its free text encrypted and its first status", async () => {
    const { id, application, stored } = await apply(h, client, { region: "masaka" });
    expect(application).toMatchObject({
      userId: client.id,
      serviceType: "art",
      fullName: "Amina Nakato",
      phone: "+256772123456",
      region: "masaka",
      status: "submitted",
      consentData: true,
      consentDelivery: true,
      medicalHistory: "On treatment since 2019, doing well",
    });
    expect(JSON.parse(application.requirements)).toEqual({
      valid_prescription: true,
      health_assessment_completed: false,
      active_phone_number: true,
    });
    // Everything the person wrote or chose is encrypted at rest, the service too (decision 064).
    for (const column of [
      "serviceType",
      "fullName",
      "email",
      "phone",
      "medicalHistory",
      "discreetNotes",
      "requirements",
    ] as const)
      expect(stored.application[column]?.startsWith(h.deps.cipher.currentPrefix), column).toBe(true);
    expect(JSON.stringify(stored.application)).not.toMatch(/Amina|Nakato|772123456|2019|Plain package|"art"/);
    const history = await h.deps.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id));
    expect(history.map((entry) => entry.status)).toEqual(["submitted"]);
  });

  it("files it in a new case of the region's shared queue with the triage's priority, summary and insights", async () => {
    const text = "I ran out of my ARVs two days ago and need a refill";
    const { notification } = await apply(h, client, {
      region: "masaka",
      medical_history: text,
      discreet_notes: "",
    });
    const expected = triage({ kind: "application", serviceType: "art", text, region: "masaka" });
    expect(expected.priority).toBe("urgent");
    expect(notification).toMatchObject({
      userId: client.id,
      // Unassigned until a navigator of the team takes the case.
      adminId: null,
      status: "new",
      priority: expected.priority,
      aiSummary: expected.ai_summary,
      aiInsights: JSON.stringify(expected.ai_insights),
    });
  });

  it("tells the assigned admin's open dashboards about the new item", async () => {
    const heard = new Promise<unknown>((resolve) => {
      const stop = h.deps.bus.subscribe(kampalaAdmin.id, (event) => {
        if (event.kind === "inbox") {
          stop();
          resolve(event);
        }
      });
    });
    // A client without an open case: the new case is in the region they chose.
    const { itemId } = await apply(h, await h.createUser(), { region: "kampala" });
    await expect(heard).resolves.toMatchObject({
      kind: "inbox",
      userIds: [kampalaAdmin.id],
      data: { id: itemId },
    });
  });

  it.each([
    ["full_name", { full_name: "  " }, "required"],
    ["region", { region: "gulu" }, "invalid_choice"],
    ["service_type", { service_type: "surgery" }, "invalid_choice"],
    ["consent_data", { consent_data: false }, "consent_required"],
    ["phone", { phone: "12345" }, "invalid_phone"],
  ])("answers 400 naming %s for bad input, storing nothing", async (field, overrides, message) => {
    const before = await applicationCount();
    const response = await post(client, applicationBody(overrides));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: "validation", field });
    expect(body.error.fields[field]).toBe(message);
    expect(await applicationCount()).toBe(before);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await h.request("/api/applications", {
      method: "POST",
      as: client,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("body");
  });

  it("answers 413 for an oversized body", async () => {
    const response = await post(client, applicationBody({ medical_history: "x".repeat(70 * 1024) }));
    expect(response.status).toBe(413);
  });

  it("stores one application however often a keyed request is retried", async () => {
    const before = await applicationCount();
    const headers = { "Idempotency-Key": "apply-retry-0001" };
    const first = await post(client, applicationBody(), headers);
    const second = await post(client, applicationBody(), headers);
    const third = await post(client, applicationBody(), headers);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const firstBody = await first.json();
    expect(await second.json()).toEqual(firstBody);
    expect(await third.json()).toEqual(firstBody);
    expect(third.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await applicationCount()).toBe(before + 1);
    const notifications = await h.deps.db
      .select()
      .from(applicationNotifications)
      .where(eq(applicationNotifications.applicationId, firstBody.id));
    expect(notifications).toHaveLength(1);
  });

  it("refuses the same key with another body (409) and keeps the first", async () => {
    const headers = { "Idempotency-Key": "apply-retry-0002" };
    expect((await post(client, applicationBody(), headers)).status).toBe(201);
    const before = await applicationCount();
    const response = await post(
      client,
      applicationBody({ service_type: "prep", consent_delivery: false }),
      headers,
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("idempotency_key_reused");
    expect(await applicationCount()).toBe(before);
  });

  it("keeps keys apart per account: another client's same key is a new request", async () => {
    const headers = { "Idempotency-Key": "apply-retry-0003" };
    const mine = await (await post(client, applicationBody(), headers)).json();
    const theirs = await (await post(otherClient, applicationBody(), headers)).json();
    expect(theirs.id).not.toBe(mine.id);
  });
});

describe("GET /api/applications", () => {
  it("refuses an anonymous visitor", async () => {
    expect((await h.request("/api/applications")).status).toBe(401);
  });

  it("lists only the caller's applications, newest first, with status history and no free text", async () => {
    const owner = await h.createUser();
    const older = await apply(h, owner, { service_type: "testing", consent_delivery: false });
    h.clock.advance(60_000);
    const newer = await apply(h, owner, { service_type: "prep", consent_delivery: false });
    await apply(h, otherClient);

    const response = await h.request("/api/applications", { as: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { applications } = await response.json();
    expect(applications.map((application: { id: string }) => application.id)).toEqual([newer.id, older.id]);
    expect(applications[0]).toEqual({
      id: newer.id,
      service_type: "prep",
      region: "kampala",
      delivery_preference: "home",
      status: "submitted",
      created_at: expect.any(String),
      updated_at: expect.any(String),
      history: [{ status: "submitted", note: null, created_at: expect.any(String) }],
    });
    expect(JSON.stringify(applications)).not.toContain("2019");
  });

  it("shows an admin's account nothing of other people's applications", async () => {
    const { applications } = await (await h.request("/api/applications", { as: masakaAdmin })).json();
    expect(applications).toEqual([]);
  });
});

describe("GET /api/applications/:id", () => {
  it("returns the caller's own application", async () => {
    const { id } = await apply(h, client);
    const response = await h.request(`/api/applications/${id}`, { as: client });
    expect(response.status).toBe(200);
    expect((await response.json()).application).toMatchObject({ id, status: "submitted" });
  });

  it("answers 404 to another client and to an admin, 401 to an anonymous visitor", async () => {
    const { id } = await apply(h, client, { region: "masaka" });
    expect((await h.request(`/api/applications/${id}`, { as: otherClient })).status).toBe(404);
    expect((await h.request(`/api/applications/${id}`, { as: masakaAdmin })).status).toBe(404);
    expect((await h.request(`/api/applications/${id}`)).status).toBe(401);
  });

  it("answers 400 naming the id when it is not one", async () => {
    const response = await h.request("/api/applications/1%20or%201=1", { as: client });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("id");
  });
});
