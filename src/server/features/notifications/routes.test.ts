import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import { insertApplication } from "../../test/factories";
import {
  applicationNotifications,
  cases,
  contactMessages,
  messageNotifications,
  notifications,
} from "../../db/schema";
import { NOTIFICATIONS_PAGE, notificationListSchema, unreadCountSchema } from "@shared/api/notifications";
import { SEALED, seal } from "../../security/sealed-tables";

const h = useHarness();

async function notificationFor(user: TestUser, title = "Reply to your application") {
  const row = await h.deps.notify({
    userId: user.id,
    type: "reply",
    title,
    message: "You have received a reply",
  });
  if (!row) throw new Error("notification not created");
  return row;
}

async function unreadCount(user: TestUser) {
  const response = await h.request("/api/notifications/unread-count", { as: user });
  expect(response.status).toBe(200);
  return unreadCountSchema.parse(await response.json());
}

async function storedRow(id: string) {
  const [row] = await h.deps.db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

describe("GET /api/notifications", () => {
  it("refuses an anonymous visitor with 401", async () => {
    expect((await h.request("/api/notifications")).status).toBe(401);
    expect((await h.request("/api/notifications/unread-count")).status).toBe(401);
  });

  it("lists only the caller's notifications, newest first, in the contract's shape", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    await notificationFor(owner, "First");
    h.clock.advance(60_000);
    await notificationFor(owner, "Second");
    await notificationFor(other, "Not yours");

    const response = await h.request("/api/notifications", { as: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = notificationListSchema.parse(await response.json());
    expect(body.notifications.map((item) => item.title)).toEqual(["Second", "First"]);
    expect(body.notifications[0]).toMatchObject({ type: "reply", read: false, data: {} });
    expect(body.notifications[0]).not.toHaveProperty("user_id");
  });

  it("lists a page at a time: the newest 20, then each older page after the oldest id shown", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    // 45 in pairs made in the same millisecond: the id orders those the same on every page.
    for (let index = 1; index <= 45; index++) {
      await notificationFor(owner, `Number ${index}`);
      if (index % 2 === 0) h.clock.advance(1_000);
    }
    const page = async (before?: string, as: TestUser = owner) => {
      const response = await h.request(`/api/notifications${before ? `?before=${before}` : ""}`, { as });
      expect(response.status).toBe(200);
      return notificationListSchema.parse(await response.json());
    };
    const pages = [await page()];
    while (pages.at(-1)!.has_older) pages.push(await page(pages.at(-1)!.notifications.at(-1)!.id));
    expect(pages.map((each) => each.notifications.length)).toEqual([
      NOTIFICATIONS_PAGE,
      NOTIFICATIONS_PAGE,
      5,
    ]);
    const titles = pages.flatMap((each) => each.notifications.map((item) => item.title));
    expect(new Set(titles).size).toBe(45);
    const order = (title: string) => Number(title.split(" ")[1]);
    // Newest first: a later pair before an earlier one.
    expect(order(titles[0]!)).toBeGreaterThanOrEqual(44);
    expect(order(titles.at(-1)!)).toBeLessThanOrEqual(2);

    // Another person's id as the cursor finds nothing of theirs, and nothing of the caller's.
    const theirs = await notificationFor(other, "Not yours");
    expect(await page(theirs.id)).toEqual({ notifications: [], has_older: false });
    const response = await h.request("/api/notifications?before=not-an-id", { as: owner });
    expect(response.status).toBe(400);
    // A refusal is no more for a cache to keep than the list is.
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe("before");
  });

  it("shows an admin who does not own them none of a client's notifications", async () => {
    const client = await h.createUser();
    const admin = await h.createUser({ role: "admin", region: "kampala" });
    await notificationFor(client);
    const body = notificationListSchema.parse(
      await (await h.request("/api/notifications", { as: admin })).json(),
    );
    expect(body.notifications).toEqual([]);
  });
});

describe("GET /api/notifications/unread-count", () => {
  it("counts the caller's unread notifications", async () => {
    const user = await h.createUser();
    await notificationFor(user);
    await notificationFor(user);
    expect(await unreadCount(user)).toEqual({
      count: 2,
      own_unread: 2,
      new_applications: 0,
      new_messages: 0,
    });
  });

  it("adds an admin's new application and message notifications, and only theirs (spec section 6)", async () => {
    const admin = await h.createUser({ role: "admin", region: "masaka" });
    const otherAdmin = await h.createUser({ role: "admin", region: "mbarara" });
    const client = await h.createUser();
    await notificationFor(admin);
    const application = await insertApplication(h, {
      userId: client.id,
      serviceType: "testing",
      region: "masaka",
      deliveryPreference: "clinic",
    });
    const [message] = await h.deps.db
      .insert(contactMessages)
      .values(seal(h.deps.cipher, SEALED.contactMessages, { message: "hello", name: "Visitor" }))
      .returning();
    const [kase] = await h.deps.db.insert(cases).values({ region: "masaka" }).returning();
    if (!message || !kase) throw new Error("fixtures not created");
    const caseId = kase.id;
    await h.deps.db.insert(applicationNotifications).values([
      { applicationId: application.id, userId: client.id, caseId, adminId: admin.id, status: "new" },
      { applicationId: application.id, userId: client.id, caseId, adminId: admin.id, status: "new" },
      { applicationId: application.id, userId: client.id, caseId, adminId: admin.id, status: "reviewed" },
      { applicationId: application.id, userId: client.id, caseId, adminId: otherAdmin.id, status: "new" },
    ]);
    await h.deps.db.insert(messageNotifications).values([
      { messageId: message.id, caseId, adminId: admin.id, status: "new" },
      { messageId: message.id, caseId, adminId: otherAdmin.id, status: "new" },
    ]);

    expect(await unreadCount(admin)).toEqual({
      count: 4,
      own_unread: 1,
      new_applications: 2,
      new_messages: 1,
    });
    expect(await unreadCount(otherAdmin)).toEqual({
      count: 2,
      own_unread: 0,
      new_applications: 1,
      new_messages: 1,
    });
    // A client assigned nothing sees only their own.
    expect((await unreadCount(client)).count).toBe(0);
  });
});

describe("POST /api/notifications/:id/read", () => {
  it("refuses an anonymous visitor with 401 and changes nothing", async () => {
    const owner = await h.createUser();
    const row = await notificationFor(owner);
    const response = await h.request(`/api/notifications/${row.id}/read`, { method: "POST" });
    expect(response.status).toBe(401);
    expect((await storedRow(row.id))?.read).toBe(false);
  });

  it("marks the owner's notification read, sets updated_at and drops the count by one", async () => {
    const owner = await h.createUser();
    const row = await notificationFor(owner);
    await notificationFor(owner);
    h.clock.advance(5 * 60_000);
    const response = await h.request(`/api/notifications/${row.id}/read`, { method: "POST", as: owner });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.notification).toMatchObject({ id: row.id, read: true });
    const stored = await storedRow(row.id);
    expect(stored?.read).toBe(true);
    expect(stored?.updatedAt.getTime()).toBe(h.clock.now.getTime());
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    expect((await unreadCount(owner)).count).toBe(1);
  });

  it("answers 404 to another user and to an admin who does not own it, and changes nothing", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const admin = await h.createUser({ role: "admin", region: "kampala" });
    const row = await notificationFor(owner);
    for (const intruder of [other, admin]) {
      const response = await h.request(`/api/notifications/${row.id}/read`, { method: "POST", as: intruder });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    const stored = await storedRow(row.id);
    expect(stored?.read).toBe(false);
    expect(stored?.updatedAt.getTime()).toBe(row.updatedAt.getTime());
  });

  it("answers 400 naming the field for an id that is not one", async () => {
    const user = await h.createUser();
    const response = await h.request("/api/notifications/not-an-id/read", { method: "POST", as: user });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "validation", field: "id" });
  });

  it("refuses a request from another site", async () => {
    const owner = await h.createUser();
    const row = await notificationFor(owner);
    const response = await h.request(`/api/notifications/${row.id}/read`, {
      method: "POST",
      as: owner,
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(403);
    expect((await storedRow(row.id))?.read).toBe(false);
  });
});

describe("POST /api/notifications/read-all", () => {
  it("refuses an anonymous visitor with 401", async () => {
    expect((await h.request("/api/notifications/read-all", { method: "POST" })).status).toBe(401);
  });

  it("marks all of the caller's notifications read, brings the count to 0, and leaves others' alone", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const admin = await h.createUser({ role: "admin", region: "fort_portal" });
    await notificationFor(owner);
    await notificationFor(owner);
    const othersRow = await notificationFor(other);

    const response = await h.request("/api/notifications/read-all", { method: "POST", as: owner });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 2 });
    expect((await unreadCount(owner)).count).toBe(0);

    // Neither another user nor an admin reaches the owner's or anyone else's rows.
    await h.request("/api/notifications/read-all", { method: "POST", as: admin });
    expect((await storedRow(othersRow.id))?.read).toBe(false);
    expect((await unreadCount(other)).count).toBe(1);
  });
});
