import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createHarness, type Harness, type TestUser } from "../../test/harness";
import { applicationNotifications, auditLog, messageNotifications } from "../../db/schema";
import { pickAdmin, type AdminLoad } from "./choose-admin";
import { assignUnassignedItems } from "./assign-unassigned-items";
import { apply, sendMessage } from "./test-factories";

describe("pickAdmin", () => {
  const loads: AdminLoad[] = [
    { userId: "kampala-busy", region: "kampala", openItems: 5 },
    { userId: "kampala-light", region: "kampala", openItems: 1 },
    { userId: "masaka", region: "masaka", openItems: 3 },
    { userId: "nowhere", region: null, openItems: 0 },
  ];

  it("chooses the region's admin with the fewest open items", () => {
    expect(pickAdmin(loads, "kampala")).toBe("kampala-light");
    expect(pickAdmin(loads, "masaka")).toBe("masaka");
  });

  it("falls back to the admin with the fewest open items overall", () => {
    expect(pickAdmin(loads, "mbarara")).toBe("nowhere");
    expect(pickAdmin(loads, null)).toBe("nowhere");
  });

  it("keeps the first (longest-serving) admin on a tie, and answers null without admins", () => {
    expect(
      pickAdmin(
        [
          { userId: "first", region: "kampala", openItems: 2 },
          { userId: "second", region: "kampala", openItems: 2 },
        ],
        "kampala",
      ),
    ).toBe("first");
    expect(pickAdmin([], "kampala")).toBeNull();
  });
});

describe("assignment through the endpoints", () => {
  let h: Harness;
  let client: TestUser;

  beforeAll(async () => {
    h = await createHarness();
    client = await h.createUser();
  });
  afterAll(async () => {
    await h.close();
  });

  it("keeps items while no admin exists, then hands them out once one is provisioned", async () => {
    const application = await apply(h, client, { region: "masaka" });
    const message = await sendMessage(h, null, { region: "kampala" });
    expect(application.notification.adminId).toBeNull();
    expect(message.notification.adminId).toBeNull();
    expect(await assignUnassignedItems(h.deps)).toBe(0);

    const admin = await h.createUser({ role: "admin", region: "mbarara" });
    expect(await assignUnassignedItems(h.deps)).toBe(2);
    const { items } = await (await h.request("/api/admin/inbox", { as: admin })).json();
    expect(items.map((item: { id: string }) => item.id).sort()).toEqual(
      [application.itemId, message.itemId].sort(),
    );
    const audit = await h.deps.db.select().from(auditLog).where(eq(auditLog.action, "assigned"));
    expect(audit.map((row) => row.entityId).sort()).toEqual([application.id, message.id].sort());
    expect(await assignUnassignedItems(h.deps)).toBe(0);
  });

  it("gives a region's item to the region's admin with the fewest open items (reviewed ones do not count)", async () => {
    const busy = await h.createUser({ role: "admin", region: "fort_portal" });
    const first = await apply(h, client, { region: "fort_portal" });
    expect(first.notification.adminId).toBe(busy.id);

    const light = await h.createUser({ role: "admin", region: "fort_portal" });
    const second = await apply(h, client, { region: "fort_portal" });
    expect(second.notification.adminId).toBe(light.id);

    // Both have one open item; once busy's is reviewed, busy is the lighter one.
    await h.request(`/api/admin/inbox/application/${first.itemId}/review`, { method: "POST", as: busy });
    const third = await sendMessage(h, null, { region: "fort_portal" });
    expect(third.notification.adminId).toBe(busy.id);
  });

  it("gives an item from a region without an admin to the least busy admin anywhere", async () => {
    const idle = await h.createUser({ role: "admin", region: null });
    const { notification } = await sendMessage(h, null, { region: "kampala" });
    expect(notification.adminId).toBe(idle.id);
    const [stored] = await h.deps.db
      .select()
      .from(messageNotifications)
      .where(eq(messageNotifications.id, notification.id));
    expect(stored?.adminId).toBe(idle.id);
  });

  it("hands out the items of a deleted admin's account again", async () => {
    const leaving = await h.createUser({ role: "admin", region: "masaka" });
    const { itemId } = await apply(h, client, { region: "masaka" });
    await h.deps.db.execute(sql`delete from "user" where id = ${leaving.id}`);
    const [orphan] = await h.deps.db
      .select()
      .from(applicationNotifications)
      .where(eq(applicationNotifications.id, itemId));
    expect(orphan?.adminId).toBeNull();
    expect(await assignUnassignedItems(h.deps)).toBe(1);
    const [reassigned] = await h.deps.db
      .select()
      .from(applicationNotifications)
      .where(eq(applicationNotifications.id, itemId));
    expect(reassigned?.adminId).not.toBeNull();
  });
});
