import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createHarness, type Harness, type TestUser } from "../../test/harness";
import { asCookie, cookiesOf, latestMessage } from "../../test/auth";
import { adminInvites, userProfiles } from "../../db/schema";
import { createBootstrapInvite } from "./create-bootstrap-invite";

let h: Harness;
afterAll(async () => {
  await h.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const newAdmin = (token: string, email = "first.admin@example.com", region = "masaka") =>
  h.request("/api/admin-provision/accept", {
    method: "POST",
    json: { token, region, account: { name: "Okello", email, password: "a long admin passphrase" } },
  });

describe("the first-admin link", () => {
  // Each case needs a database without admins.
  beforeEach(async () => {
    await h?.close();
    h = await createHarness();
  });

  it("exists while there is no admin, works once, and signs the new admin in", async () => {
    const link = await createBootstrapInvite(h.deps);
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/provision\?token=[\w-]{43}$/);
    const token = tokenOf(link!);
    const check = await h.request("/api/admin-provision/check", { method: "POST", json: { token } });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ kind: "first_admin", region: null });

    const accepted = await newAdmin(token);
    expect(accepted.status).toBe(200);
    const me = await (await h.request("/api/me", { as: asCookie(cookiesOf(accepted)) })).json();
    expect(me).toMatchObject({ role: "admin", profile: { region: "masaka" } });
    // The deployment's first admin leads it (decision 063).
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, me.user.id));
    expect(profile?.leadAdmin).toBe(true);

    const again = await newAdmin(token, "second.try@example.com");
    expect(again.status).toBe(404);
    expect(await createBootstrapInvite(h.deps)).toBeNull();
  });

  it("stores only a hash of the token, and a new start replaces the old link", async () => {
    const first = tokenOf((await createBootstrapInvite(h.deps))!);
    const second = tokenOf((await createBootstrapInvite(h.deps))!);
    const rows = await h.deps.db.select().from(adminInvites);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(second);
    expect(
      (await h.request("/api/admin-provision/check", { method: "POST", json: { token: first } })).status,
    ).toBe(404);
    expect(
      (await h.request("/api/admin-provision/check", { method: "POST", json: { token: second } })).status,
    ).toBe(200);
  });

  it("stops working once an admin exists some other way, and after 24 hours", async () => {
    const token = tokenOf((await createBootstrapInvite(h.deps))!);
    h.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await h.request("/api/admin-provision/check", { method: "POST", json: { token } })).status).toBe(
      404,
    );
    h.clock.advance(-(24 * 60 * 60 * 1000 + 1));
    await h.createUser({ role: "admin", region: "kampala" });
    expect((await newAdmin(token)).status).toBe(404);
  });

  it("needs a region, and names bad fields", async () => {
    const token = tokenOf((await createBootstrapInvite(h.deps))!);
    const noRegion = await h.request("/api/admin-provision/accept", {
      method: "POST",
      json: { token, account: { name: "A", email: "a@example.com", password: "a long admin passphrase" } },
    });
    expect(noRegion.status).toBe(400);
    expect((await noRegion.json()).error.field).toBe("region");
    const badToken = await h.request("/api/admin-provision/check", {
      method: "POST",
      json: { token: "short" },
    });
    expect(badToken.status).toBe(400);
    expect((await badToken.json()).error.field).toBe("token");
    // The failed attempt did not spend the link.
    expect((await newAdmin(token)).status).toBe(200);
  });
});

describe("invitations by an admin", () => {
  beforeAll(async () => {
    await h?.close();
    h = await createHarness();
  });

  it("refuses anonymous visitors (401) and clients (403) on every admin endpoint", async () => {
    const client = await h.createUser();
    for (const [method, path] of [
      ["GET", "/api/admin/invites"],
      ["POST", "/api/admin/invites"],
      ["DELETE", "/api/admin/invites/00000000-0000-4000-8000-000000000000"],
      ["GET", "/api/admin/status"],
    ] as const) {
      const init = {
        method,
        json: method === "GET" ? undefined : { email: "x@example.com", region: "masaka" },
      };
      expect((await h.request(path, init)).status).toBe(401);
      expect((await h.request(path, { ...init, as: client })).status).toBe(403);
    }
  });

  it("admin without two-step sign-in gets 403 two_factor_required", async () => {
    const noTwoStep = await h.createUser({ role: "admin", region: "kampala", twoFactor: false });
    for (const [method, path] of [
      ["GET", "/api/admin/invites"],
      ["POST", "/api/admin/invites"],
      ["DELETE", "/api/admin/invites/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const response = await h.request(path, {
        method,
        as: noTwoStep,
        json: method === "GET" ? undefined : { email: "x@example.com", region: "masaka" },
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await response.json()).error.code).toBe("two_factor_required");
    }
    // The status page holds no client's data: an admin sees it before turning two-step on.
    expect((await h.request("/api/admin/status", { as: noTwoStep })).status).toBe(200);
    await expect(latestMessage(h, "x@example.com", "email")).rejects.toThrow();
  });

  it("sends a one-time link by e-mail that makes an admin of the region", async () => {
    const admin = await h.createUser({ role: "admin", region: "mbarara", lead: true });
    const created = await h.request("/api/admin/invites", {
      method: "POST",
      as: admin,
      json: { email: "New.Navigator@example.com", region: "mbarara" },
    });
    expect(created.status).toBe(201);
    const mail = await latestMessage(h, "new.navigator@example.com", "email");
    expect(mail.subject).not.toMatch(/hiv/i);
    const token = /token=([\w-]{43})/.exec(mail.body)![1]!;
    const check = await (
      await h.request("/api/admin-provision/check", { method: "POST", json: { token } })
    ).json();
    expect(check).toMatchObject({ kind: "invite", email: "new.navigator@example.com", region: "mbarara" });

    const wrongEmail = await newAdmin(token, "someone.else@example.com");
    expect(wrongEmail.status).toBe(400);
    const accepted = await newAdmin(token, "new.navigator@example.com", "kampala");
    expect(accepted.status).toBe(200);
    const { userId } = await accepted.json();
    const [profile] = await h.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    // An invited admin joins as a member: the team's leads decide who leads.
    expect(profile).toMatchObject({ role: "admin", region: "mbarara", leadAdmin: false });
    expect((await newAdmin(token, "new.navigator@example.com")).status).toBe(404);

    const list = await (await h.request("/api/admin/invites", { as: admin })).json();
    expect(list[0]).toMatchObject({ email: "new.navigator@example.com", status: "used" });
  });

  it("sends an SMS invitation that only its recipient can use, and gives the new admin the phone", async () => {
    const admin = await h.createUser({ role: "admin", region: "fort_portal", lead: true });
    await h.request("/api/admin/invites", {
      method: "POST",
      as: admin,
      json: { phone: "0772 000 111", region: "fort_portal" },
    });
    const sms = await latestMessage(h, "+256772000111", "sms");
    const token = /token=([\w-]{43})/.exec(sms.body)![1]!;
    const stranger = await h.createUser();
    const refused = await h.request("/api/admin-provision/accept", {
      method: "POST",
      as: stranger,
      json: { token },
    });
    expect(refused.status).toBe(403);
    const accepted = await newAdmin(token, "phone.admin@example.com");
    expect(accepted.status).toBe(200);
    const me = await (await h.request("/api/me", { as: asCookie(cookiesOf(accepted)) })).json();
    expect(me).toMatchObject({
      role: "admin",
      profile: { region: "fort_portal" },
      user: { phoneNumber: "+256772000111" },
    });
  });

  it("needs an e-mail or a phone, and lets an admin withdraw a pending invitation", async () => {
    const admin = await h.createUser({ role: "admin", region: "masaka", lead: true });
    const empty = await h.request("/api/admin/invites", {
      method: "POST",
      as: admin,
      json: { region: "masaka" },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.field).toBe("email");
    const created = await (
      await h.request("/api/admin/invites", {
        method: "POST",
        as: admin,
        json: { email: "w@example.com", region: "masaka" },
      })
    ).json();
    const token = /token=([\w-]{43})/.exec((await latestMessage(h, "w@example.com", "email")).body)![1]!;
    const member = await h.createUser({ role: "admin", region: "masaka" });
    const notLead = await h.request(`/api/admin/invites/${created.id}`, { method: "DELETE", as: member });
    expect(notLead.status).toBe(403);
    expect((await notLead.json()).error.code).toBe("lead_admin_required");
    const invitedByMember = await h.request("/api/admin/invites", {
      method: "POST",
      as: member,
      json: { email: "friend@example.com", region: "masaka" },
    });
    expect(invitedByMember.status).toBe(403);
    expect((await invitedByMember.json()).error.code).toBe("lead_admin_required");
    await expect(latestMessage(h, "friend@example.com", "email")).rejects.toThrow();
    const other = await h.createUser({ role: "admin", region: "masaka", lead: true });
    expect(
      (await h.request(`/api/admin/invites/${created.id}`, { method: "DELETE", as: other })).status,
    ).toBe(200);
    expect((await h.request("/api/admin-provision/check", { method: "POST", json: { token } })).status).toBe(
      404,
    );
    expect(
      (await h.request(`/api/admin/invites/${created.id}`, { method: "DELETE", as: admin })).status,
    ).toBe(404);
  });

  it("lets an admin invite into their own region only, and see and withdraw only its invitations", async () => {
    const kampala = await h.createUser({ role: "admin", region: "kampala", lead: true });
    const masaka = await h.createUser({ role: "admin", region: "masaka", lead: true });
    // The reproduced attack: a Kampala admin invites a second address of theirs into Masaka.
    const refused = await h.request("/api/admin/invites", {
      method: "POST",
      as: kampala,
      json: { email: "second.me@example.com", region: "masaka" },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({ code: "outside_your_region", field: "region" });
    await expect(latestMessage(h, "second.me@example.com", "email")).rejects.toThrow();

    const ours = await (
      await h.request("/api/admin/invites", {
        method: "POST",
        as: masaka,
        json: { email: "masaka.peer@example.com", region: "masaka" },
      })
    ).json();
    const seenBy = async (admin: TestUser) =>
      ((await (await h.request("/api/admin/invites", { as: admin })).json()) as { id: string }[]).map(
        (invite) => invite.id,
      );
    expect(await seenBy(masaka)).toContain(ours.id);
    expect(await seenBy(kampala)).not.toContain(ours.id);
    expect((await h.request(`/api/admin/invites/${ours.id}`, { method: "DELETE", as: kampala })).status).toBe(
      404,
    );

    // A national admin (no region) invites into any region.
    const national = await h.createUser({ role: "admin", region: null, lead: true });
    const anywhere = await h.request("/api/admin/invites", {
      method: "POST",
      as: national,
      json: { email: "mbarara.peer@example.com", region: "mbarara" },
    });
    expect(anywhere.status).toBe(201);
    expect(await seenBy(national)).toContain(ours.id);
  });
});
