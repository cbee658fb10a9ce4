import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createHarness, type Harness, type TestUser } from "../../test/harness";
import {
  applicationNotifications,
  auditLog,
  inboxReplies,
  messageNotifications,
  notifications,
  outbox,
  serviceApplications,
} from "../../db/schema";
import { containsHealthWord } from "../notifications/health-words";
import { apply, sendMessage } from "./test-factories";
import { STATUS_UPDATE_NOTIFICATION } from "./change-application-status";

let h: Harness;
let client: TestUser;
let otherClient: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  h = await createHarness();
  client = await h.createUser({ name: "Amina" });
  otherClient = await h.createUser();
  admin = await h.createUser({ role: "admin", region: "kampala", name: "Navigator Ruth" });
  otherAdmin = await h.createUser({ role: "admin", region: "masaka" });
});
afterAll(async () => {
  await h.close();
});

type Item = {
  id: string;
  type: string;
  title: string;
  summary: string;
  priority: string | null;
  status: string;
  data: { medical_history?: string | null };
};

async function inbox(as: TestUser, query = ""): Promise<{ items: Item[]; failed: string[] }> {
  const response = await h.request(`/api/admin/inbox${query}`, { as });
  expect(response.status).toBe(200);
  return response.json();
}

const itemPath = (type: string, id: string, action = "") =>
  `/api/admin/inbox/${type}/${id}${action ? `/${action}` : ""}`;

async function auditRows(action: string, entityId: string) {
  return h.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

/** A fresh admin alone in a region of their own, so their inbox holds only this test's items. */
async function freshAdmin(region: "mbarara" | "fort_portal", name?: string) {
  await h.deps.db.execute(sql`update user_profiles set region = null where region = ${region}`);
  return h.createUser({ role: "admin", region, ...(name ? { name } : {}) });
}

describe("who may use the inbox", () => {
  it("refuses anonymous visitors (401) and clients (403) on every inbox endpoint", async () => {
    const { itemId } = await apply(h, client);
    const endpoints: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/inbox"],
      ["GET", itemPath("application", itemId)],
      ["POST", itemPath("application", itemId, "review"), {}],
      ["POST", itemPath("application", itemId, "reply"), { message: "Hello" }],
      ["POST", itemPath("application", itemId, "priority"), { priority: "low" }],
      ["POST", itemPath("application", itemId, "status"), { status: "approved" }],
      ["GET", "/api/admin/audit"],
    ];
    for (const [method, path, json] of endpoints) {
      expect((await h.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await h.request(path, { method, json, as: client })).status, `${method} ${path}`).toBe(403);
    }
    const [row] = await h.deps.db
      .select()
      .from(applicationNotifications)
      .where(eq(applicationNotifications.id, itemId));
    expect(row).toMatchObject({ status: "new", priority: "medium", priorityOverriddenBy: null });
  });

  it("shows another admin nothing of this admin's items and lets them change nothing (404)", async () => {
    const application = await apply(h, client, { region: "kampala" });
    const message = await sendMessage(h, client, { region: "kampala" });
    const notificationsBefore = await h.deps.db.select().from(notifications);

    const ids = (await inbox(otherAdmin)).items.map((item) => item.id);
    expect(ids).not.toContain(application.itemId);
    expect(ids).not.toContain(message.itemId);

    for (const [type, id] of [
      ["application", application.itemId],
      ["message", message.itemId],
    ] as const) {
      expect((await h.request(itemPath(type, id), { as: otherAdmin })).status).toBe(404);
      for (const [action, json] of [
        ["review", {}],
        ["reply", { message: "Hello from the wrong admin" }],
        ["priority", { priority: "urgent" }],
      ] as const) {
        const response = await h.request(itemPath(type, id, action), {
          method: "POST",
          as: otherAdmin,
          json,
        });
        expect(response.status, `${type} ${action}`).toBe(404);
      }
    }
    const status = await h.request(itemPath("application", application.itemId, "status"), {
      method: "POST",
      as: otherAdmin,
      json: { status: "approved" },
    });
    expect(status.status).toBe(404);

    const [applicationRow] = await h.deps.db
      .select()
      .from(applicationNotifications)
      .where(eq(applicationNotifications.id, application.itemId));
    expect(applicationRow).toMatchObject({ status: "new", priority: application.notification.priority });
    const [messageRow] = await h.deps.db
      .select()
      .from(messageNotifications)
      .where(eq(messageNotifications.id, message.itemId));
    expect(messageRow).toMatchObject({ status: "new", priority: message.notification.priority });
    const [stored] = await h.deps.db
      .select()
      .from(serviceApplications)
      .where(eq(serviceApplications.id, application.id));
    expect(stored?.status).toBe("submitted");
    expect(await h.deps.db.select().from(notifications)).toHaveLength(notificationsBefore.length);
    expect(
      await h.deps.db.select().from(inboxReplies).where(eq(inboxReplies.itemId, message.itemId)),
    ).toEqual([]);
    expect(await auditRows("viewed", application.id)).toEqual([]);
  });
});

describe("GET /api/admin/inbox", () => {
  it("orders by priority rank, then newest, as spec section 9 says", async () => {
    const navigator = await freshAdmin("mbarara");
    const made: Record<string, string> = {};
    const plan: Array<[string, string]> = [
      ["old-urgent", "urgent"],
      ["low", "low"],
      ["old-high", "high"],
      ["unknown", "critical"],
      ["medium", "medium"],
      ["new-high", "high"],
      ["new-urgent", "urgent"],
    ];
    for (const [index, [label, priority]] of plan.entries()) {
      h.clock.advance(60_000);
      const item =
        index % 2 === 0
          ? await apply(h, client, { region: "mbarara" })
          : await sendMessage(h, null, { region: "mbarara" });
      const table = "application" in item ? applicationNotifications : messageNotifications;
      // "critical" is no priority of ours: it ranks 0 and shows as null.
      await h.deps.db.execute(sql`update ${table} set priority = ${priority} where id = ${item.itemId}`);
      made[label] = item.itemId;
    }
    const { items, failed } = await inbox(navigator);
    expect(failed).toEqual([]);
    expect(items.map((item) => item.id)).toEqual(
      ["new-urgent", "old-urgent", "new-high", "old-high", "medium", "low", "unknown"].map(
        (label) => made[label],
      ),
    );
    expect(items.at(-1)?.priority).toBeNull();
  });

  it("gives the default titles and summaries, and Unknown for a missing name or e-mail", async () => {
    const navigator = await freshAdmin("fort_portal");
    const application = await apply(h, client, { region: "fort_portal", email: "", service_type: "testing" });
    const message = await sendMessage(h, null, {
      region: "fort_portal",
      name: "",
      email: "",
      subject: "",
      phone: "0772 000 111",
    });
    await h.deps.db
      .update(applicationNotifications)
      .set({ aiSummary: null })
      .where(eq(applicationNotifications.id, application.itemId));
    await h.deps.db
      .update(messageNotifications)
      .set({ aiSummary: "" })
      .where(eq(messageNotifications.id, message.itemId));

    const { items } = await inbox(navigator);
    expect(items.find((item) => item.id === application.itemId)).toMatchObject({
      type: "application",
      title: "Service Application: testing",
      summary: "Application requires review",
      user_name: "Amina Nakato",
      user_email: "Unknown",
      status: "new",
    });
    expect(items.find((item) => item.id === message.itemId)).toMatchObject({
      type: "message",
      title: "Contact Message: Contact Form",
      summary: "Message requires review",
      user_name: "Unknown",
      user_email: "Unknown",
    });
  });

  it("never carries the decrypted medical history or message text in the list", async () => {
    await apply(h, client, { medical_history: "Diagnosed in 2015" });
    await sendMessage(h, null, { region: "kampala", message: "A very private question" });
    const { items } = await inbox(admin);
    const text = JSON.stringify(items);
    expect(text).not.toContain("2015");
    expect(text).not.toContain("very private");
    for (const item of items) expect(item.data.medical_history ?? null).toBeNull();
  });

  it("filters by type, status, priority and region", async () => {
    const navigator = await freshAdmin("mbarara");
    const application = await apply(h, client, { region: "mbarara" });
    const message = await sendMessage(h, null, {
      region: "mbarara",
      subject: "Partnership",
      message: "We are an NGO",
    });
    const reviewed = await sendMessage(h, null, { region: "mbarara" });
    await h.request(itemPath("message", reviewed.itemId, "review"), {
      method: "POST",
      as: navigator,
      json: {},
    });
    // An item of this admin from another region (assigned when no one served it).
    const elsewhere = await sendMessage(h, null, { region: "kampala" });
    await h.deps.db
      .update(messageNotifications)
      .set({ adminId: navigator.id })
      .where(eq(messageNotifications.id, elsewhere.itemId));

    const ids = async (query: string) => (await inbox(navigator, query)).items.map((item) => item.id).sort();
    expect(await ids("?type=application")).toEqual([application.itemId]);
    expect(await ids("?type=message&status=new&region=mbarara")).toEqual([message.itemId]);
    expect(await ids("?status=reviewed")).toEqual([reviewed.itemId]);
    expect(await ids("?priority=low&status=new&region=mbarara")).toEqual([message.itemId]);
    expect(await ids("?region=kampala")).toEqual([elsewhere.itemId]);
    expect(await ids("?type=&status=")).toHaveLength(4);
  });

  it("answers 400 naming a bad filter", async () => {
    for (const [query, field] of [
      ["?type=reply", "type"],
      ["?status=open", "status"],
      ["?priority=critical", "priority"],
      ["?region=gulu", "region"],
    ]) {
      const response = await h.request(`/api/admin/inbox${query}`, { as: admin });
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    }
  });

  it("still shows the applications when the messages cannot be read, and names the failed source", async () => {
    const { itemId } = await apply(h, client);
    await h.deps.db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const { items, failed } = await inbox(admin);
      expect(failed).toEqual(["message"]);
      expect(items.map((item) => item.id)).toContain(itemId);
      expect(items.every((item) => item.type === "application")).toBe(true);
    } finally {
      await h.deps.db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
  });
});

describe("GET /api/admin/inbox/:type/:id", () => {
  it("shows the assigned admin the decrypted personal data and writes a 'viewed' audit row", async () => {
    const { id, itemId } = await apply(h, client, { medical_history: "Diagnosed in 2015" });
    const response = await h.request(itemPath("application", itemId), { as: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const detail = await response.json();
    expect(detail.item).toMatchObject({
      id: itemId,
      type: "application",
      data: { application_id: id, medical_history: "Diagnosed in 2015", phone: "+256772123456" },
    });
    expect(detail.application).toMatchObject({
      status: "submitted",
      delivery_preference: "home",
      discreet_notes: "Plain package please, call before coming",
      consent_data: true,
      history: [{ status: "submitted", note: null, changed_by_name: "Amina" }],
    });
    expect(detail).toMatchObject({
      region: "kampala",
      reply_channels: ["in_app", "email", "sms"],
      priority_override: null,
      replies: [],
      message: null,
    });
    const audit = await auditRows("viewed", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      entityType: "application",
      details: { item_id: itemId },
    });
  });

  it("shows a message's text to its admin; an anonymous sender is reachable by e-mail or SMS only", async () => {
    const { itemId } = await sendMessage(h, null, { region: "kampala", phone: "0772 999 888" });
    const detail = await (await h.request(itemPath("message", itemId), { as: admin })).json();
    expect(detail.item.data.message).toBe("When is the Masaka office open?");
    expect(detail.message).toEqual({ source: "contact" });
    expect(detail.reply_channels).toEqual(["email", "sms"]);
  });

  it("answers 400 naming a malformed type or id, and 404 for an unknown id", async () => {
    const badType = await h.request("/api/admin/inbox/reply/6f1c2b7e-8d3a-4c7e-9b1a-2d3e4f5a6b7c", {
      as: admin,
    });
    expect(badType.status).toBe(400);
    expect((await badType.json()).error.field).toBe("type");
    const badId = await h.request("/api/admin/inbox/message/42", { as: admin });
    expect((await badId.json()).error.field).toBe("id");
    const unknown = await h.request(itemPath("message", "6f1c2b7e-8d3a-4c7e-9b1a-2d3e4f5a6b7c"), {
      as: admin,
    });
    expect(unknown.status).toBe(404);
  });
});

describe("POST /api/admin/inbox/:type/:id/review", () => {
  it("marks the item reviewed with updated_at, and records it", async () => {
    const { id, itemId } = await sendMessage(h, client, { region: "kampala" });
    h.clock.advance(5 * 60_000);
    const response = await h.request(itemPath("message", itemId, "review"), { method: "POST", as: admin });
    expect(response.status).toBe(200);
    expect((await response.json()).item).toMatchObject({ id: itemId, status: "reviewed" });
    const [row] = await h.deps.db
      .select()
      .from(messageNotifications)
      .where(eq(messageNotifications.id, itemId));
    expect(row?.status).toBe("reviewed");
    expect(row?.updatedAt.getTime()).toBe(h.clock.now.getTime());
    expect(await auditRows("reviewed", id)).toHaveLength(1);
  });
});

describe("POST /api/admin/inbox/:type/:id/reply", () => {
  it("sends a client the reply notification exactly as spec section 7 says, and keeps the thread", async () => {
    const { itemId } = await apply(h, client);
    const response = await h.request(itemPath("application", itemId, "reply"), {
      method: "POST",
      as: admin,
      json: { message: "We will deliver on Tuesday." },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).reply).toMatchObject({
      message: "We will deliver on Tuesday.",
      channel: "in_app",
      admin_name: "Navigator Ruth",
    });

    const [notification] = await h.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, "reply")));
    expect(notification).toMatchObject({
      title: "Reply to your application",
      message: "You have received a reply from Navigator Ruth: We will deliver on Tuesday.",
      data: {
        original_type: "application",
        reply_message: "We will deliver on Tuesday.",
        admin_name: "Navigator Ruth",
      },
      read: false,
    });

    const [stored] = await h.deps.db.select().from(inboxReplies).where(eq(inboxReplies.itemId, itemId));
    expect(stored?.message).not.toContain("Tuesday");
    const detail = await (await h.request(itemPath("application", itemId), { as: admin })).json();
    expect(detail.replies).toEqual([
      expect.objectContaining({
        message: "We will deliver on Tuesday.",
        channel: "in_app",
        admin_name: "Navigator Ruth",
      }),
    ]);
  });

  it("replies to a signed-in sender's message in the app as 'Reply to your message'", async () => {
    const { itemId } = await sendMessage(h, otherClient, { region: "kampala" });
    await h.request(itemPath("message", itemId, "reply"), {
      method: "POST",
      as: admin,
      json: { message: "Hi" },
    });
    const [notification] = await h.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, otherClient.id), eq(notifications.type, "reply")));
    expect(notification?.title).toBe("Reply to your message");
  });

  it("reaches an anonymous sender by e-mail, or by SMS when asked or when only a phone is known", async () => {
    const withEmail = await sendMessage(h, null, { region: "kampala", email: "anon.sender@example.org" });
    const byEmail = await h.request(itemPath("message", withEmail.itemId, "reply"), {
      method: "POST",
      as: admin,
      json: { message: "Come on Monday." },
    });
    expect(byEmail.status).toBe(201);
    expect((await byEmail.json()).reply.channel).toBe("email");
    const [email] = await h.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "anon.sender@example.org"));
    expect(email).toMatchObject({
      channel: "email",
      subject: "Reply to your message",
      body: "You have received a reply from Navigator Ruth: Come on Monday.",
    });

    const phoneOnly = await sendMessage(h, null, { region: "kampala", email: "", phone: "0701 222 333" });
    const bySms = await h.request(itemPath("message", phoneOnly.itemId, "reply"), {
      method: "POST",
      as: admin,
      json: { message: "Call us back." },
    });
    expect((await bySms.json()).reply.channel).toBe("sms");
    const [sms] = await h.deps.db.select().from(outbox).where(eq(outbox.recipient, "+256701222333"));
    expect(sms).toMatchObject({
      channel: "sms",
      body: "You have received a reply from Navigator Ruth: Call us back.",
    });
  });

  it("answers 400 naming the channel when the sender cannot be reached on it", async () => {
    const { itemId } = await sendMessage(h, null, { region: "kampala", phone: "" });
    const response = await h.request(itemPath("message", itemId, "reply"), {
      method: "POST",
      as: admin,
      json: { message: "Hello", channel: "sms" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "channel_unavailable", field: "channel" });
    expect(await h.deps.db.select().from(inboxReplies).where(eq(inboxReplies.itemId, itemId))).toEqual([]);
  });

  it("answers 400 naming the message when it is empty or too long", async () => {
    const { itemId } = await apply(h, client);
    for (const message of ["  ", "x".repeat(2001)]) {
      const response = await h.request(itemPath("application", itemId, "reply"), {
        method: "POST",
        as: admin,
        json: { message },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("message");
    }
  });

  it("answers 502 and stores nothing when the reply cannot be delivered", async () => {
    const { itemId } = await apply(h, client);
    const notify = h.deps.notify;
    h.deps.notify = Object.assign(async () => null, { inboxItem: notify.inboxItem });
    try {
      const response = await h.request(itemPath("application", itemId, "reply"), {
        method: "POST",
        as: admin,
        json: { message: "Hello" },
      });
      expect(response.status).toBe(502);
      expect((await response.json()).error.code).toBe("reply_not_delivered");
    } finally {
      h.deps.notify = notify;
    }
    expect(await h.deps.db.select().from(inboxReplies).where(eq(inboxReplies.itemId, itemId))).toEqual([]);
  });
});

describe("POST /api/admin/inbox/application/:id/status", () => {
  it("changes the status, adds it to the history with the note, and tells the client discreetly", async () => {
    const owner = await h.createUser();
    const { id, itemId } = await apply(h, owner);
    h.clock.advance(60_000);
    const response = await h.request(itemPath("application", itemId, "status"), {
      method: "POST",
      as: admin,
      json: { status: "scheduled", note: "Delivery on Tuesday morning" },
    });
    expect(response.status).toBe(200);

    const { applications } = await (await h.request("/api/applications", { as: owner })).json();
    expect(applications[0]).toMatchObject({
      id,
      status: "scheduled",
      history: [
        { status: "submitted", note: null },
        { status: "scheduled", note: "Delivery on Tuesday morning" },
      ],
    });
    const [notification] = await h.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(notification).toMatchObject({
      type: "application",
      ...STATUS_UPDATE_NOTIFICATION,
      data: { application_id: id, status: "scheduled" },
    });
    expect(containsHealthWord(`${notification?.title} ${notification?.message}`)).toBe(false);
    const [audit] = await auditRows("status_changed", id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      details: { item_id: itemId, from: "submitted", to: "scheduled" },
    });

    const detail = await (await h.request(itemPath("application", itemId), { as: admin })).json();
    expect(detail.application.history.at(-1)).toMatchObject({
      status: "scheduled",
      note: "Delivery on Tuesday morning",
      changed_by_name: "Navigator Ruth",
    });
  });

  it("changes nothing and tells no one twice when the same change is retried", async () => {
    const owner = await h.createUser();
    const { itemId } = await apply(h, owner);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await h.request(itemPath("application", itemId, "status"), {
        method: "POST",
        as: admin,
        json: { status: "approved" },
      });
      expect(response.status).toBe(200);
    }
    expect(
      await h.deps.db.select().from(notifications).where(eq(notifications.userId, owner.id)),
    ).toHaveLength(1);
  });

  it("answers 400 naming the status when it is unknown", async () => {
    const { itemId } = await apply(h, client);
    const response = await h.request(itemPath("application", itemId, "status"), {
      method: "POST",
      as: admin,
      json: { status: "lost" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("status");
  });

  it("has no status for messages", async () => {
    const { itemId } = await sendMessage(h, null, { region: "kampala" });
    const response = await h.request(itemPath("message", itemId, "status"), {
      method: "POST",
      as: admin,
      json: { status: "approved" },
    });
    expect(response.status).toBe(404);
  });
});

describe("POST /api/admin/inbox/:type/:id/priority", () => {
  it("overrides the priority, recording who and when on the item and in the audit log", async () => {
    const { id, itemId } = await sendMessage(h, null, { region: "kampala" });
    h.clock.advance(60_000);
    const response = await h.request(itemPath("message", itemId, "priority"), {
      method: "POST",
      as: admin,
      json: { priority: "urgent" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).item.priority).toBe("urgent");
    const [row] = await h.deps.db
      .select()
      .from(messageNotifications)
      .where(eq(messageNotifications.id, itemId));
    expect(row).toMatchObject({ priority: "urgent", priorityOverriddenBy: admin.id });
    expect(row?.priorityOverriddenAt?.getTime()).toBe(h.clock.now.getTime());
    const detail = await (await h.request(itemPath("message", itemId), { as: admin })).json();
    expect(detail.priority_override).toEqual({ admin_name: "Navigator Ruth", at: h.clock.now.toISOString() });
    const [audit] = await auditRows("priority_changed", id);
    expect(audit?.details).toMatchObject({ item_id: itemId, to: "urgent" });
  });

  it("answers 400 naming the priority when it is unknown", async () => {
    const { itemId } = await sendMessage(h, null, { region: "kampala" });
    const response = await h.request(itemPath("message", itemId, "priority"), {
      method: "POST",
      as: admin,
      json: { priority: "critical" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("priority");
  });
});

describe("GET /api/admin/audit", () => {
  it("shows admins who viewed or changed what, newest first, with no personal data", async () => {
    const { id, itemId } = await apply(h, client, { medical_history: "Diagnosed in 2015" });
    await h.request(itemPath("application", itemId), { as: admin });
    h.clock.advance(1000);
    await h.request(itemPath("application", itemId, "review"), { method: "POST", as: admin });

    const response = await h.request(`/api/admin/audit?entity_type=application&entity_id=${id}`, {
      as: otherAdmin,
    });
    expect(response.status).toBe(200);
    const { entries } = await response.json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(["reviewed", "viewed"]);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, actor_name: "Navigator Ruth", entity_id: id });
    expect(JSON.stringify(entries)).not.toContain("2015");
  });

  it("lists account events too: provisioning and deletion, by account id only", async () => {
    const deletedId = "deleted-account-id";
    await h.deps.db.insert(auditLog).values({
      actorId: null,
      action: "account_deleted",
      entityType: "user",
      entityId: deletedId,
      details: {},
      createdAt: h.deps.now(),
    });
    const response = await h.request(`/api/admin/audit?entity_type=user&entity_id=${deletedId}`, {
      as: admin,
    });
    expect(response.status).toBe(200);
    const { entries } = await response.json();
    expect(entries).toEqual([
      expect.objectContaining({ action: "account_deleted", entity_type: "user", entity_id: deletedId }),
    ]);
  });

  it("answers 400 naming a bad limit", async () => {
    const response = await h.request("/api/admin/audit?limit=100000", { as: admin });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("limit");
  });
});
