import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { TeamMember, TeamResponse } from "@shared/api/team";
import { useHarness, type TestUser } from "../../test/harness";
import { insertApplication } from "../../test/factories";
import {
  adminInvites,
  applicationNotifications,
  auditLog,
  caseEvents,
  cases,
  contactMessages,
  messageNotifications,
  session,
  user,
  userProfiles,
} from "../../db/schema";
import type { AppEvent } from "../../realtime/bus";
import { SEALED, seal } from "../../security/sealed-tables";
import { openCaseEvent } from "../cases/case-thread";

const h = useHarness();
let client: TestUser;

beforeAll(async () => {
  client = await h.createUser({ name: "A Client" });
});

const MEMBER_PATH = (id: string) => `/api/admin/team/${encodeURIComponent(id)}`;

async function team(as: TestUser): Promise<TeamResponse> {
  const response = await h.request("/api/admin/team", { as });
  expect(response.status).toBe(200);
  return response.json();
}

const memberOf = (body: TeamResponse, id: string): TeamMember | undefined =>
  body.members.find((member) => member.id === id);

const moveTo = (as: TestUser | null, id: string, region: unknown) =>
  h.request(`${MEMBER_PATH(id)}/region`, { method: "POST", as, json: { region } });

const remove = (as: TestUser | null, id: string) => h.request(MEMBER_PATH(id), { method: "DELETE", as });

const makeLead = (as: TestUser | null, id: string, lead: unknown) =>
  h.request(`${MEMBER_PATH(id)}/lead`, { method: "POST", as, json: { lead } });

/** A case in a region, with one application item and one message item, both the assignee's. */
async function caseFor(
  region: Region,
  assigneeId: string | null,
  state: "new" | "in_progress" | "waiting" | "resolved" = "in_progress",
) {
  const [row] = await h.deps.db
    .insert(cases)
    .values({ region, clientUserId: client.id, state, assigneeId })
    .returning({ id: cases.id });
  const caseId = row!.id;
  const application = await insertApplication(h, { userId: client.id, region });
  await h.deps.db
    .insert(applicationNotifications)
    .values({ applicationId: application.id, userId: client.id, adminId: assigneeId, caseId });
  const [message] = await h.deps.db
    .insert(contactMessages)
    .values(seal(h.deps.cipher, SEALED.contactMessages, { userId: client.id, message: "Hello", region }))
    .returning({ id: contactMessages.id });
  await h.deps.db
    .insert(messageNotifications)
    .values({ messageId: message!.id, userId: client.id, adminId: assigneeId, caseId });
  return caseId;
}

async function itemAdmins(caseId: string) {
  const applications = await h.deps.db
    .select({ adminId: applicationNotifications.adminId })
    .from(applicationNotifications)
    .where(eq(applicationNotifications.caseId, caseId));
  const messages = await h.deps.db
    .select({ adminId: messageNotifications.adminId })
    .from(messageNotifications)
    .where(eq(messageNotifications.caseId, caseId));
  return [...applications, ...messages].map((row) => row.adminId);
}

async function assigneeOf(caseId: string) {
  const [row] = await h.deps.db
    .select({ assigneeId: cases.assigneeId })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row?.assigneeId;
}

async function auditRows(action: string, entityId: string) {
  return h.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

describe("who may use the team endpoints", () => {
  let kampala: TestUser;
  let member: TestUser;
  let masaka: TestUser;
  let withoutTwoStep: TestUser;

  beforeAll(async () => {
    kampala = await h.createUser({ role: "admin", region: "kampala", lead: true });
    member = await h.createUser({ role: "admin", region: "kampala" });
    masaka = await h.createUser({ role: "admin", region: "masaka", lead: true });
    withoutTwoStep = await h.createUser({ role: "admin", region: "kampala", twoFactor: false });
  });

  const endpoints = (id: string): Array<[string, string, unknown?]> => [
    ["GET", "/api/admin/team"],
    ["POST", `${MEMBER_PATH(id)}/region`, { region: "mbarara" }],
    ["DELETE", MEMBER_PATH(id)],
    ["POST", `${MEMBER_PATH(id)}/lead`, { lead: true }],
  ];

  it("refuses anonymous visitors (401) and clients (403) on every team endpoint", async () => {
    for (const [method, path, json] of endpoints(member.id)) {
      expect((await h.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      const asClient = await h.request(path, { method, json, as: client });
      expect(asClient.status, `${method} ${path}`).toBe(403);
      expect((await asClient.json()).error.code).toBe("forbidden");
    }
  });

  it("refuses an admin without two-step sign-in (403 two_factor_required) on every team endpoint", async () => {
    for (const [method, path, json] of endpoints(member.id)) {
      const response = await h.request(path, { method, json, as: withoutTwoStep });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await response.json()).error.code).toBe("two_factor_required");
    }
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, member.id));
    expect(profile).toMatchObject({ role: "admin", region: "kampala" });
  });

  it("answers 404 to a lead of another region, as for an account that does not exist", async () => {
    const removed = await remove(masaka, member.id);
    expect(removed.status).toBe(404);
    expect((await removed.json()).error.code).toBe("not_found");
    expect((await makeLead(masaka, member.id, true)).status).toBe(404);
    expect((await remove(kampala, "no-such-user")).status).toBe(404);
    expect((await makeLead(kampala, "no-such-user", true)).status).toBe(404);
    // A client is on nobody's team.
    expect((await remove(kampala, client.id)).status).toBe(404);
    expect((await makeLead(kampala, client.id, true)).status).toBe(404);
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, member.id));
    expect(profile).toMatchObject({ role: "admin", region: "kampala" });
    // Nor does the list show another region's admins.
    expect(memberOf(await team(masaka), member.id)).toBeUndefined();
  });
});

describe("GET /api/admin/team", () => {
  it("lists the admins of the caller's region with contact, last activity, open cases and two-step", async () => {
    const me = await h.createUser({ role: "admin", region: "mbarara", name: "Beatrice" });
    const phoneOnly = await h.createUser({
      role: "admin",
      region: "mbarara",
      name: "Agnes",
      twoFactor: false,
    });
    await h.deps.db
      .update(user)
      .set({ email: "256772000999@phone.invalid", phoneNumber: "+256772000999" })
      .where(eq(user.id, phoneOnly.id));
    const otherRegion = await h.createUser({ role: "admin", region: "fort_portal" });
    const national = await h.createUser({ role: "admin", region: null });
    const seen = new Date("2026-03-12T11:05:00.000Z");
    await h.deps.db.update(session).set({ updatedAt: seen }).where(eq(session.userId, phoneOnly.id));
    await h.deps.db.delete(session).where(eq(session.userId, otherRegion.id));

    await caseFor("mbarara", me.id, "new");
    await caseFor("mbarara", me.id, "waiting");
    await caseFor("mbarara", me.id, "resolved");
    await caseFor("mbarara", phoneOnly.id, "in_progress");

    const response = await h.request("/api/admin/team", { as: me });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as TeamResponse;
    expect(body.region).toBe("mbarara");
    const ids = body.members.map((member) => member.id);
    expect(ids).toContain(me.id);
    expect(ids).toContain(phoneOnly.id);
    expect(ids).not.toContain(otherRegion.id);
    expect(ids).not.toContain(national.id);
    expect(ids).not.toContain(client.id);
    // Sorted by name.
    expect(ids.indexOf(phoneOnly.id)).toBeLessThan(ids.indexOf(me.id));

    expect(memberOf(body, me.id)).toMatchObject({
      name: "Beatrice",
      email: me.email,
      phone: null,
      region: "mbarara",
      open_cases: 2,
      two_factor: true,
      is_me: true,
    });
    expect(memberOf(body, me.id)?.last_active_at).toEqual(expect.any(String));
    expect(memberOf(body, phoneOnly.id)).toEqual({
      id: phoneOnly.id,
      name: "Agnes",
      email: null,
      phone: "+256772000999",
      region: "mbarara",
      last_active_at: seen.toISOString(),
      open_cases: 1,
      two_factor: false,
      lead: false,
      is_me: false,
    });
    expect(JSON.stringify(body)).not.toContain("phone.invalid");
  });

  it("shows a national admin every admin, and a member without sessions as never active", async () => {
    const national = await h.createUser({ role: "admin", region: null });
    const idle = await h.createUser({ role: "admin", region: "fort_portal" });
    await h.deps.db.delete(session).where(eq(session.userId, idle.id));
    const body = await team(national);
    expect(body.region).toBeNull();
    expect(memberOf(body, national.id)).toMatchObject({ region: null, is_me: true });
    expect(memberOf(body, idle.id)).toMatchObject({ last_active_at: null, open_cases: 0 });
    expect(body.members.every((member) => member.id !== client.id)).toBe(true);
  });

  it("lists the region's open invitations only: not used, not expired, not another region's", async () => {
    const admin = await h.createUser({ role: "admin", region: "fort_portal", lead: true });
    const sent = await h.request("/api/admin/invites", {
      method: "POST",
      as: admin,
      json: { email: "new.one@example.com", region: "fort_portal" },
    });
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    const now = h.clock.now;
    const later = new Date(now.getTime() + 60_000);
    const [used, expired, elsewhere] = await h.deps.db
      .insert(adminInvites)
      .values(
        [
          {
            tokenHash: "used",
            email: "u@example.com",
            region: "fort_portal" as const,
            expiresAt: later,
            usedAt: now,
          },
          { tokenHash: "expired", phone: "+256772111222", region: "fort_portal" as const, expiresAt: now },
          { tokenHash: "elsewhere", email: "e@example.com", region: "masaka" as const, expiresAt: later },
        ].map((invite) => seal(h.deps.cipher, SEALED.adminInvites, invite)),
      )
      .returning({ id: adminInvites.id });
    const invites = (await team(admin)).invites;
    const listed = invites.map((invite) => invite.id);
    expect(listed).toContain(id);
    expect(listed).not.toContain(used!.id);
    expect(listed).not.toContain(expired!.id);
    expect(listed).not.toContain(elsewhere!.id);
    expect(invites.find((invite) => invite.id === id)).toMatchObject({
      email: "new.one@example.com",
      region: "fort_portal",
      status: "pending",
    });
    const national = await h.createUser({ role: "admin", region: null });
    expect((await team(national)).invites.map((invite) => invite.id)).toContain(elsewhere!.id);
  });
});

describe("POST /api/admin/team/:userId/region", () => {
  it("moves a member; their open cases and items go back to the queue, audited and told", async () => {
    const caller = await h.createUser({ role: "admin", region: null, lead: true });
    const member = await h.createUser({ role: "admin", region: "masaka", name: "Moses", lead: true });
    const teammate = await h.createUser({ role: "admin", region: "masaka" });
    const open = await caseFor("masaka", member.id, "in_progress");
    const waiting = await caseFor("kampala", member.id, "waiting");
    const resolved = await caseFor("masaka", member.id, "resolved");
    const others = await caseFor("masaka", teammate.id, "new");
    const heard: AppEvent[] = [];
    const stop = h.deps.bus.subscribe(teammate.id, (event) => heard.push(event));

    const response = await moveTo(caller, member.id, "mbarara");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      returned_cases: 2,
      member: { id: member.id, region: "mbarara", open_cases: 0, is_me: false },
    });

    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, member.id));
    // They join the other team as a member: its leads decide who leads there.
    expect(profile).toMatchObject({ role: "admin", region: "mbarara", leadAdmin: false });
    for (const id of [open, waiting]) {
      expect(await assigneeOf(id)).toBeNull();
      expect(await itemAdmins(id)).toEqual([null, null]);
    }
    expect(await assigneeOf(resolved)).toBe(member.id);
    expect(await itemAdmins(resolved)).toEqual([member.id, member.id]);
    expect(await assigneeOf(others)).toBe(teammate.id);

    expect(await auditRows("admin_region_changed", member.id)).toEqual([
      expect.objectContaining({
        actorId: caller.id,
        entityType: "user",
        details: { from: "masaka", to: "mbarara", returned_cases: 2 },
      }),
    ]);
    const unassigned = await h.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "unassigned"), inArray(auditLog.entityId, [open, waiting, resolved])));
    expect(unassigned.map((row) => row.entityId).sort()).toEqual([open, waiting].sort());
    expect(unassigned[0]).toMatchObject({ actorId: caller.id, entityType: "case" });
    const events = (await h.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, open))).map((row) =>
      openCaseEvent(h.deps.cipher, row),
    );
    expect(events).toEqual([
      expect.objectContaining({
        kind: "event",
        code: "unassigned",
        authorId: caller.id,
        data: { from: "Moses", reason: "region_changed" },
      }),
    ]);
    await vi.waitFor(() => expect(heard.map((event) => event.kind)).toContain("inbox"));
    stop();

    // They are on another team now: Masaka's no longer lists them.
    expect(memberOf(await team(teammate), member.id)).toBeUndefined();
  });

  it("changes nothing for the same region", async () => {
    const caller = await h.createUser({ role: "admin", region: null, lead: true });
    const member = await h.createUser({ role: "admin", region: "kampala" });
    const kept = await caseFor("kampala", member.id, "new");
    const same = await moveTo(caller, member.id, "kampala");
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ returned_cases: 0, member: { open_cases: 1, is_me: false } });
    expect(await assigneeOf(kept)).toBe(member.id);
    expect(await auditRows("admin_region_changed", member.id)).toEqual([]);
  });

  it("is a national lead's: a regional lead moves nobody, not even themself, into another region", async () => {
    const regionalLead = await h.createUser({ role: "admin", region: "kampala", lead: true });
    const member = await h.createUser({ role: "admin", region: "kampala" });
    for (const id of [member.id, regionalLead.id]) {
      const response = await moveTo(regionalLead, id, "masaka");
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatchObject({ code: "outside_your_region", field: "region" });
    }
    const profiles = await h.deps.db
      .select({ region: userProfiles.region })
      .from(userProfiles)
      .where(inArray(userProfiles.userId, [member.id, regionalLead.id]));
    expect(profiles).toEqual([{ region: "kampala" }, { region: "kampala" }]);
  });

  it("takes a region only, never national: 400 naming the field", async () => {
    const caller = await h.createUser({ role: "admin", region: null, lead: true });
    const member = await h.createUser({ role: "admin", region: "kampala" });
    for (const region of [null, "", "gulu", undefined]) {
      const response = await moveTo(caller, member.id, region);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.field).toBe("region");
      expect(body.error.fields.region).toBe(region == null ? "required" : "invalid_choice");
    }
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, member.id));
    expect(profile?.region).toBe("kampala");
  });
});

describe("DELETE /api/admin/team/:userId", () => {
  it("takes the admin role away, ends their sessions and returns their open cases to the queue", async () => {
    const caller = await h.createUser({ role: "admin", region: "fort_portal", lead: true });
    const member = await h.createUser({ role: "admin", region: "fort_portal", name: "Peter", lead: true });
    const open = await caseFor("fort_portal", member.id, "new");
    const resolved = await caseFor("fort_portal", member.id, "resolved");
    expect((await h.request("/api/me", { as: member })).status).toBe(200);

    const response = await remove(caller, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, returned_cases: 1 });

    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, member.id));
    expect(profile).toMatchObject({ role: "user", leadAdmin: false });
    expect(await h.deps.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    expect((await h.request("/api/me", { as: member })).status).toBe(401);
    expect(await assigneeOf(open)).toBeNull();
    expect(await itemAdmins(open)).toEqual([null, null]);
    expect(await assigneeOf(resolved)).toBe(member.id);
    expect(await auditRows("admin_removed", member.id)).toEqual([
      expect.objectContaining({
        actorId: caller.id,
        entityType: "user",
        details: { region: "fort_portal", returned_cases: 1, sessions_ended: 1 },
      }),
    ]);
    expect(await auditRows("unassigned", open)).toHaveLength(1);

    // No longer on the team: gone from the list, and a second removal is "not found".
    expect(memberOf(await team(caller), member.id)).toBeUndefined();
    expect((await remove(caller, member.id)).status).toBe(404);
  });

  it("refuses to remove the caller themself (409 cannot_remove_self)", async () => {
    const caller = await h.createUser({ role: "admin", region: "fort_portal", lead: true });
    const response = await remove(caller, caller.id);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe("cannot_remove_self");
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, caller.id));
    expect(profile?.role).toBe("admin");
  });

  it("lets a national admin remove a regional one, but not a regional admin a national one", async () => {
    const national = await h.createUser({ role: "admin", region: null, lead: true });
    const regional = await h.createUser({ role: "admin", region: "masaka", lead: true });
    expect((await remove(regional, national.id)).status).toBe(404);
    expect((await makeLead(regional, national.id, false)).status).toBe(404);
    expect((await remove(national, regional.id)).status).toBe(200);
  });
});

describe("lead admins (decision 063)", () => {
  it("refuses every change to the team from an admin who is not a lead (403 lead_admin_required)", async () => {
    const member = await h.createUser({ role: "admin", region: "mbarara" });
    const other = await h.createUser({ role: "admin", region: "mbarara" });
    const national = await h.createUser({ role: "admin", region: null });
    for (const caller of [member, national]) {
      for (const response of [
        await moveTo(caller, other.id, "masaka"),
        await remove(caller, other.id),
        await makeLead(caller, caller.id, true),
        await makeLead(caller, other.id, true),
      ]) {
        expect(response.status).toBe(403);
        expect((await response.json()).error.code).toBe("lead_admin_required");
      }
    }
    // Reading the team stays every navigator's.
    expect(memberOf(await team(member), other.id)).toMatchObject({ lead: false });
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, other.id));
    expect(profile).toMatchObject({ role: "admin", region: "mbarara", leadAdmin: false });
  });

  it("lets a lead make a member a lead and take it back, audited; never their own role", async () => {
    const lead = await h.createUser({ role: "admin", region: "masaka", lead: true });
    const member = await h.createUser({ role: "admin", region: "masaka", name: "Grace" });

    const made = await makeLead(lead, member.id, true);
    expect(made.status).toBe(200);
    expect((await made.json()).member).toMatchObject({ id: member.id, lead: true, is_me: false });
    // Once a lead, they may change the team too.
    expect((await makeLead(member, lead.id, false)).status).toBe(200);
    expect(memberOf(await team(member), lead.id)).toMatchObject({ lead: false });
    expect((await remove(lead, member.id)).status).toBe(403);

    const own = await makeLead(member, member.id, false);
    expect(own.status).toBe(409);
    expect((await own.json()).error.code).toBe("cannot_change_own_lead");
    expect(await auditRows("admin_made_lead", member.id)).toEqual([
      expect.objectContaining({ actorId: lead.id, details: { region: "masaka" } }),
    ]);
    expect(await auditRows("admin_lead_removed", lead.id)).toEqual([
      expect.objectContaining({ actorId: member.id }),
    ]);
    const repeated = await makeLead(member, lead.id, false);
    expect(repeated.status).toBe(200);
    expect(await auditRows("admin_lead_removed", lead.id)).toHaveLength(1);
  });

  it("takes a boolean: 400 naming the field", async () => {
    const lead = await h.createUser({ role: "admin", region: "kampala", lead: true });
    const member = await h.createUser({ role: "admin", region: "kampala" });
    for (const value of ["yes", null, 1]) {
      const response = await makeLead(lead, member.id, value);
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("lead");
    }
  });
});
