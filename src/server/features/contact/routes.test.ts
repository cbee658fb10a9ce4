import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import { contactMessages, messageNotifications, user } from "../../db/schema";
import { triage } from "../inbox/triage";
import { contactBody, sendMessage } from "../../test/factories";
import { createContactMessage } from "./create-contact-message";

const h = useHarness();
let client: TestUser;

beforeAll(async () => {
  client = await h.createUser({ name: "Grace" });
  // Teams for the regions the messages go to.
  await h.createUser({ role: "admin", region: "masaka" });
  await h.createUser({ role: "admin", region: "mbarara" });
});

async function messageCount() {
  const [row] = await h.deps.db.select({ value: count() }).from(contactMessages);
  return row?.value ?? 0;
}

const post = (as: TestUser | null, json: unknown, headers: Record<string, string> = {}) =>
  h.request("/api/contact", { method: "POST", as, json, headers });

describe("POST /api/contact", () => {
  it("takes an anonymous message: user_id is the empty string, the text is encrypted", async () => {
    const { message, notification, stored } = await sendMessage(h, null, {
      name: "",
      email: "",
      phone: "0772 123 456",
    });
    expect(message).toMatchObject({
      userId: null,
      source: "contact",
      name: null,
      email: null,
      phone: "+256772123456",
    });
    expect(message.message).toBe("When is the Masaka office open?");
    // The text, number and subject are encrypted at rest (decision 064).
    expect(JSON.stringify(stored.message)).not.toMatch(/Masaka office|772123456|Opening hours/);
    expect(notification).toMatchObject({ userId: "", adminId: null, status: "new" });
  });

  it("links a signed-in sender's message to their account", async () => {
    const { message, notification } = await sendMessage(h, client);
    expect(message.userId).toBe(client.id);
    expect(notification.userId).toBe(client.id);
  });

  it("puts the triage's priority, summary and insights on the notification", async () => {
    const text = "My partner beat me last night and took my pills";
    const { notification } = await sendMessage(h, null, { subject: "", message: text, region: "mbarara" });
    // The sender left an e-mail address and no phone: nobody is told to call them.
    const expected = triage({ kind: "message", subject: null, text, region: "mbarara", canCall: false });
    expect(expected.priority).toBe("urgent");
    expect(expected.ai_summary).toContain("Reach them now");
    expect(notification).toMatchObject({
      adminId: null,
      priority: expected.priority,
      aiSummary: expected.ai_summary,
      aiInsights: JSON.stringify(expected.ai_insights),
    });
  });

  it("records a partner enquiry's source", async () => {
    const { message } = await sendMessage(h, null, { source: "partner", subject: "Partnership" });
    expect(message.source).toBe("partner");
  });

  it.each([
    ["message", { message: "   " }, "required"],
    ["email", { email: "", phone: "" }, "email_or_phone_required"],
    ["email", { email: "not-an-address" }, "invalid_email"],
    ["region", { region: "gulu" }, "invalid_choice"],
    ["source", { source: "handoff" }, "invalid_choice"],
  ])("answers 400 naming %s for bad input, storing nothing", async (field, overrides, message) => {
    const before = await messageCount();
    const response = await post(null, contactBody(overrides));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.field).toBe(field);
    expect(body.error.fields[field]).toBe(message);
    expect(await messageCount()).toBe(before);
  });

  it("answers 413 for an oversized body", async () => {
    const response = await post(null, contactBody({ message: "x".repeat(70 * 1024) }));
    expect(response.status).toBe(413);
  });

  it("refuses a message posted from another site", async () => {
    const response = await h.request("/api/contact", {
      method: "POST",
      json: contactBody(),
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(403);
  });

  it("stores one anonymous message however often a keyed request is retried", async () => {
    const before = await messageCount();
    const headers = { "Idempotency-Key": "contact-retry-0001" };
    const responses = [await post(null, contactBody(), headers), await post(null, contactBody(), headers)];
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(responses.map((response) => response.json()));
    expect(second).toEqual(first);
    expect(await messageCount()).toBe(before + 1);
  });
});

describe("POST /api/contact from a signed-in sender", () => {
  async function setAccount(who: TestUser, values: Partial<typeof user.$inferInsert>) {
    await h.deps.db.update(user).set(values).where(eq(user.id, who.id));
  }

  it("takes the name from the account and asks for no e-mail or phone", async () => {
    const sender = await h.createUser({ name: "Grace Atim", region: "masaka" });
    // An address not confirmed: an account from before sign-up waited for the link (decision 062).
    await setAccount(sender, { emailVerified: false });
    const { message, notification } = await sendMessage(h, sender, {
      name: undefined,
      email: undefined,
      phone: undefined,
      region: undefined,
    });
    expect(message).toMatchObject({
      userId: sender.id,
      name: "Grace Atim",
      // Not confirmed yet: the address is not the team's to write to.
      email: null,
      phone: null,
      region: "masaka",
    });
    expect(notification.userId).toBe(sender.id);
  });

  it("uses the account's confirmed e-mail and phone, and the region asked for over the profile's", async () => {
    const sender = await h.createUser({ name: "Grace", region: "masaka" });
    await setAccount(sender, { emailVerified: true, phoneNumber: "+256772555666" });
    const { message } = await sendMessage(h, sender, {
      name: "Someone else",
      email: undefined,
      phone: undefined,
      region: "mbarara",
    });
    expect(message).toMatchObject({
      name: "Grace",
      email: sender.email,
      phone: "+256772555666",
      region: "mbarara",
    });
  });

  it("never keeps a phone account's placeholder address", async () => {
    const sender = await h.createUser({ name: "Member" });
    await setAccount(sender, {
      email: "256772777888@phone.invalid",
      emailVerified: true,
      phoneNumber: "+256772777888",
    });
    const { message } = await sendMessage(h, sender, { email: undefined, phone: undefined });
    expect(message).toMatchObject({ email: null, phone: "+256772777888" });
  });

  it("still checks what is sent: a bad e-mail or region is a 400", async () => {
    const sender = await h.createUser();
    for (const [field, overrides] of [
      ["email", { email: "not-an-address" }],
      ["region", { region: "gulu" }],
      ["message", { message: " " }],
    ] as const) {
      const response = await post(sender, contactBody(overrides));
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    }
  });
});

describe("createContactMessage (the assistant's hand-off)", () => {
  it("stores a hand-off and never lowers the priority below the one asked for", async () => {
    const { id } = await createContactMessage(h.deps, {
      userId: null,
      source: "handoff",
      name: null,
      email: null,
      phone: "+256772000111",
      subject: null,
      message: "Can someone call me about my results",
      region: null,
      minimumPriority: "urgent",
    });
    const [notification] = await h.deps.db
      .select()
      .from(messageNotifications)
      .where(eq(messageNotifications.messageId, id));
    expect(notification).toMatchObject({ priority: "urgent", userId: "" });
    const [message] = await h.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message?.source).toBe("handoff");
  });
});
