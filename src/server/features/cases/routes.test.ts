import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { useHarness, type TestUser } from "../../test/harness";
import {
  applicationNotifications,
  auditLog,
  caseEvents,
  cases,
  contactMessages,
  messageNotifications,
  notifications,
  serviceApplications,
} from "../../db/schema";
import type { CaseDetail, CaseListResponse, ClientCase } from "@shared/api/cases";
import { containsHealthWord } from "@shared/domain/health-words";
import { latestMessage, phoneSignIn } from "../../test/auth";
import type { NotificationItem, NotificationList } from "@shared/api/notifications";
import { apply, sendMessage } from "../../test/factories";
import { STATUS_UPDATE_NOTIFICATION } from "../inbox/change-application-status";

const h = useHarness();
let client: TestUser;
let otherClient: TestUser;
let ruth: TestUser;
let peter: TestUser;
let masaka: TestUser;
let noTwoStep: TestUser;

beforeAll(async () => {
  client = await h.createUser({ name: "Amina Nakato" });
  otherClient = await h.createUser();
  ruth = await h.createUser({ role: "admin", region: "kampala", name: "Navigator Ruth" });
  peter = await h.createUser({ role: "admin", region: "kampala", name: "Navigator Peter" });
  masaka = await h.createUser({ role: "admin", region: "masaka", name: "Navigator Joy" });
  noTwoStep = await h.createUser({ role: "admin", region: "kampala", twoFactor: false });
});

async function caseOfItem(itemId: string): Promise<string> {
  const [row] = [
    ...(await h.deps.db
      .select({ caseId: applicationNotifications.caseId })
      .from(applicationNotifications)
      .where(eq(applicationNotifications.id, itemId))),
    ...(await h.deps.db
      .select({ caseId: messageNotifications.caseId })
      .from(messageNotifications)
      .where(eq(messageNotifications.id, itemId))),
  ];
  if (!row) throw new Error("item has no case");
  return row.caseId;
}

async function list(as: TestUser, query = ""): Promise<CaseListResponse> {
  const response = await h.request(`/api/admin/cases${query}`, { as });
  expect(response.status).toBe(200);
  return response.json();
}

async function detail(as: TestUser, caseId: string): Promise<CaseDetail> {
  const response = await h.request(`/api/admin/cases/${caseId}`, { as });
  expect(response.status).toBe(200);
  return response.json();
}

async function post(as: TestUser | null, path: string, json: unknown) {
  return h.request(path, { method: "POST", as, json });
}

/** The person's notifications of a type, as they read them. */
async function notificationsOf(as: TestUser, type: NotificationItem["type"]): Promise<NotificationItem[]> {
  const response = await h.request("/api/notifications", { as });
  expect(response.status).toBe(200);
  return ((await response.json()) as NotificationList).notifications.filter((item) => item.type === type);
}

async function myCases(as: TestUser): Promise<ClientCase[]> {
  const response = await h.request("/api/cases", { as });
  expect(response.status).toBe(200);
  return (await response.json()).cases;
}

/** A fresh client with an ART application in Kampala: a new case of the Kampala team. */
async function newKampalaCase(overrides: Record<string, unknown> = {}) {
  const person = await h.createUser({ name: "Sarah Namuli" });
  const applied = await apply(h, person, { full_name: "Sarah Namuli", ...overrides });
  return { person, ...applied, caseId: await caseOfItem(applied.itemId) };
}

describe("who may use the workspace", () => {
  it("refuses visitors (401), clients (403) and admins without two-step sign-in (403) everywhere", async () => {
    const { caseId, itemId } = await newKampalaCase();
    const endpoints: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/cases"],
      ["GET", `/api/admin/cases/${caseId}`],
      ["POST", `/api/admin/cases/${caseId}/assignee`, { assignee_id: null }],
      ["POST", `/api/admin/cases/${caseId}/state`, { state: "waiting" }],
      ["POST", `/api/admin/cases/${caseId}/notes`, { text: "x" }],
      ["POST", `/api/admin/cases/${caseId}/replies`, { text: "x" }],
      ["POST", `/api/admin/inbox/application/${itemId}/review`, {}],
      ["POST", `/api/admin/inbox/application/${itemId}/priority`, { priority: "low" }],
      ["POST", `/api/admin/inbox/application/${itemId}/status`, { status: "approved" }],
    ];
    for (const [method, path, json] of endpoints) {
      const init = { method, ...(json === undefined ? {} : { json }) };
      expect((await h.request(path, { ...init, as: null })).status, `${method} ${path}`).toBe(401);
      expect((await h.request(path, { ...init, as: client })).status, `${method} ${path}`).toBe(403);
      const refused = await h.request(path, { ...init, as: noTwoStep });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect((await refused.json()).error.code).toBe("two_factor_required");
    }
  });

  it("shows an admin of another region nothing of the case (404 everywhere, absent from the list)", async () => {
    const { caseId, itemId } = await newKampalaCase();
    expect((await list(masaka, "?state=")).cases.map((row) => row.id)).not.toContain(caseId);
    const attempts: Array<[string, string, unknown?]> = [
      ["GET", `/api/admin/cases/${caseId}`],
      ["POST", `/api/admin/cases/${caseId}/assignee`, { assignee_id: masaka.id }],
      ["POST", `/api/admin/cases/${caseId}/state`, { state: "resolved" }],
      ["POST", `/api/admin/cases/${caseId}/notes`, { text: "x" }],
      ["POST", `/api/admin/cases/${caseId}/replies`, { text: "x" }],
      ["POST", `/api/admin/inbox/application/${itemId}/review`, {}],
      ["POST", `/api/admin/inbox/application/${itemId}/priority`, { priority: "low" }],
      ["POST", `/api/admin/inbox/application/${itemId}/status`, { status: "approved" }],
    ];
    for (const [method, path, json] of attempts) {
      const response = await h.request(path, { method, as: masaka, ...(json === undefined ? {} : { json }) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await h.deps.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row).toMatchObject({ state: "new", assigneeId: null });
  });

  it("keeps a client to their own cases: another's answers 404, and the list holds only theirs", async () => {
    const { caseId } = await newKampalaCase();
    expect((await post(otherClient, `/api/cases/${caseId}/messages`, { text: "hi" })).status).toBe(404);
    expect((await post(null, `/api/cases/${caseId}/messages`, { text: "hi" })).status).toBe(401);
    expect((await h.request("/api/cases", { as: null })).status).toBe(401);
    expect((await myCases(otherClient)).map((row) => row.id)).not.toContain(caseId);
  });

  it("answers 400 naming a malformed id, a bad filter or an empty text", async () => {
    expect((await h.request("/api/admin/cases/not-a-uuid", { as: ruth })).status).toBe(400);
    const badFilter = await h.request("/api/admin/cases?assignee=someone", { as: ruth });
    expect(badFilter.status).toBe(400);
    expect((await badFilter.json()).error.field).toBe("assignee");
    const { caseId } = await newKampalaCase();
    const empty = await post(ruth, `/api/admin/cases/${caseId}/notes`, { text: "  " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.field).toBe("text");
    const badState = await post(ruth, `/api/admin/cases/${caseId}/state`, { state: "closed" });
    expect((await badState.json()).error.field).toBe("state");
  });
});

describe("a regional team shares its cases", () => {
  it("shows a new case to every admin of the region, unassigned, and lets one take it", async () => {
    const { caseId, itemId } = await newKampalaCase();
    for (const admin of [ruth, peter]) {
      const found = (await list(admin)).cases.find((row) => row.id === caseId);
      expect(found).toMatchObject({
        state: "new",
        assignee: null,
        services: ["art"],
        client_name: "Sarah Namuli",
      });
    }
    const taken = await post(ruth, `/api/admin/cases/${caseId}/assignee`, { assignee_id: ruth.id });
    expect(taken.status).toBe(200);
    expect((await taken.json()).case.assignee).toEqual({ id: ruth.id, name: "Navigator Ruth" });
    // The spec's notification row follows: it is now "assigned to her admin_id".
    const [item] = await h.deps.db
      .select()
      .from(applicationNotifications)
      .where(eq(applicationNotifications.id, itemId));
    expect(item?.adminId).toBe(ruth.id);
    expect((await list(peter, "?assignee=me")).cases.map((row) => row.id)).not.toContain(caseId);
    expect((await list(ruth, "?assignee=me")).cases.map((row) => row.id)).toContain(caseId);

    // Handed to Peter, then back to the queue.
    await post(ruth, `/api/admin/cases/${caseId}/assignee`, { assignee_id: peter.id });
    expect((await list(peter, "?assignee=me")).cases.map((row) => row.id)).toContain(caseId);
    await post(peter, `/api/admin/cases/${caseId}/assignee`, { assignee_id: null });
    expect((await list(ruth, "?assignee=unassigned")).cases.map((row) => row.id)).toContain(caseId);
    const thread = (await detail(ruth, caseId)).thread.filter((event) => event.kind === "event");
    expect(thread.map((event) => event.code)).toEqual([
      "opened",
      "application",
      "assigned",
      "assigned",
      "unassigned",
    ]);
    // A hand-off names both people, so the thread still reads right after either leaves.
    expect(thread[3]).toMatchObject({
      author_name: "Navigator Ruth",
      data: { to: peter.id, to_name: "Navigator Peter" },
    });
  });

  it("counts a new request on every team member's bell until one takes it, then on the taker's", async () => {
    const newItems = async (admin: TestUser) => {
      const response = await h.request("/api/notifications/unread-count", { as: admin });
      return ((await response.json()) as { new_applications: number }).new_applications;
    };
    const before = { ruth: await newItems(ruth), peter: await newItems(peter), joy: await newItems(masaka) };
    const { caseId } = await newKampalaCase();
    expect(await newItems(ruth)).toBe(before.ruth + 1);
    expect(await newItems(peter)).toBe(before.peter + 1);
    expect(await newItems(masaka)).toBe(before.joy);

    await post(ruth, `/api/admin/cases/${caseId}/assignee`, { assignee_id: ruth.id });
    expect(await newItems(ruth)).toBe(before.ruth + 1);
    expect(await newItems(peter)).toBe(before.peter);
    await post(ruth, `/api/admin/cases/${caseId}/assignee`, { assignee_id: null });
  });

  it("refuses to hand a case to someone outside its team (400 naming assignee_id)", async () => {
    const { caseId } = await newKampalaCase();
    for (const outsider of [masaka.id, client.id, "nobody"]) {
      const response = await post(ruth, `/api/admin/cases/${caseId}/assignee`, { assignee_id: outsider });
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toBe("assignee_id");
    }
  });

  it("shows a case of a region with no admin to every admin, so it never waits unseen", async () => {
    await h.deps.db.execute(sql`update user_profiles set region = 'kampala' where region = 'fort_portal'`);
    const person = await h.createUser();
    const { itemId } = await apply(h, person, { region: "fort_portal" });
    const caseId = await caseOfItem(itemId);
    expect((await list(masaka)).cases.map((row) => row.id)).toContain(caseId);
    expect((await list(ruth)).cases.map((row) => row.id)).toContain(caseId);
  });
});

describe("one case per client", () => {
  it("joins a signed-in client's application, contact message and hand-off into one case", async () => {
    const { person, caseId } = await newKampalaCase();
    await sendMessage(h, person, {
      region: "masaka",
      subject: "Delivery",
      message: "Can you come after 6pm?",
    });
    const handoff = await post(person, "/api/assistant/handoff", {
      consent: true,
      phone: "0772 555 111",
      messages: [{ from: "user", text: "I need to talk to someone" }],
    });
    expect(handoff.status).toBe(201);
    const mine = await h.deps.db.select().from(cases).where(eq(cases.clientUserId, person.id));
    expect(mine.map((row) => row.id)).toEqual([caseId]);
    // In the region of the open case, and urgent now (a hand-off is).
    expect(mine[0]).toMatchObject({ region: "kampala", priority: "urgent" });
    const { items, thread } = await detail(ruth, caseId);
    expect(items.map((item) => item.type)).toEqual(["application", "message", "message"]);
    expect(thread.filter((event) => event.kind === "client").map((event) => event.text)).toEqual([
      "Can you come after 6pm?",
      expect.stringContaining("I need to talk to someone"),
    ]);
  });

  it("joins an anonymous contact's messages by the phone number they left, never storing it in the case", async () => {
    const first = await sendMessage(h, null, { email: null, phone: "0701 234 567", region: "kampala" });
    const second = await sendMessage(h, null, {
      email: "later@example.org",
      phone: "+256701234567",
      region: "kampala",
    });
    const caseId = await caseOfItem(first.itemId);
    expect(await caseOfItem(second.itemId)).toBe(caseId);
    const [row] = await h.deps.db.select().from(cases).where(eq(cases.id, caseId));
    expect(JSON.stringify(row)).not.toContain("701234567");
    // Known by the e-mail too, from now on.
    const third = await sendMessage(h, null, { email: "later@example.org", phone: null, region: "kampala" });
    expect(await caseOfItem(third.itemId)).toBe(caseId);
  });

  it("reopens a resolved case when the client writes within two weeks, and opens a new one after", async () => {
    const { person, caseId } = await newKampalaCase();
    await post(ruth, `/api/admin/cases/${caseId}/state`, { state: "resolved" });
    const again = await sendMessage(h, person, { region: "kampala" });
    expect(await caseOfItem(again.itemId)).toBe(caseId);
    expect((await detail(ruth, caseId)).case.state).toBe("new");

    await post(ruth, `/api/admin/cases/${caseId}/state`, { state: "resolved" });
    h.clock.advance(15 * 24 * 60 * 60 * 1000);
    const later = await sendMessage(h, person, { region: "kampala" });
    const newCase = await caseOfItem(later.itemId);
    expect(newCase).not.toBe(caseId);
    // The new case shows the earlier one.
    const { history } = await detail(ruth, newCase);
    expect(history.earlier_cases.map((earlier) => earlier.id)).toEqual([caseId]);
  });
});

describe("states, notes and replies", () => {
  it("moves a new case on when an item is marked reviewed, and the client's request follows", async () => {
    const { person, caseId, itemId, id } = await newKampalaCase();
    const response = await post(ruth, `/api/admin/inbox/application/${itemId}/review`, {});
    expect(response.status).toBe(200);
    expect((await response.json()).case.state).toBe("in_progress");
    const [application] = await h.deps.db
      .select()
      .from(serviceApplications)
      .where(eq(serviceApplications.id, id));
    expect(application?.status).toBe("in_review");
    expect((await myCases(person)).find((row) => row.id === caseId)?.state).toBe("in_progress");
  });

  it("keeps internal notes from the client, and carries the conversation both ways", async () => {
    const { person, caseId } = await newKampalaCase();
    await post(ruth, `/api/admin/cases/${caseId}/assignee`, { assignee_id: ruth.id });
    const note = await post(ruth, `/api/admin/cases/${caseId}/notes`, { text: "Prefers evening calls" });
    expect(note.status).toBe(201);
    const reply = await post(ruth, `/api/admin/cases/${caseId}/replies`, {
      text: "We can deliver on Friday.",
    });
    expect(reply.status).toBe(201);
    expect((await reply.json()).event).toMatchObject({ kind: "reply", channel: "in_app" });
    await post(ruth, `/api/admin/cases/${caseId}/state`, { state: "waiting" });
    expect((await myCases(person)).find((row) => row.id === caseId)?.state).toBe("waiting_for_you");

    // Spec section 7's reply notification, word for word; encrypted at rest (decision 064).
    const [notification] = await notificationsOf(person, "reply");
    expect(notification).toMatchObject({
      title: "Reply to your application",
      message: "You have received a reply from Navigator Ruth: We can deliver on Friday.",
      data: { original_type: "application", reply_message: "We can deliver on Friday." },
    });
    const stored = await h.deps.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(JSON.stringify(stored)).not.toMatch(/Friday|Ruth|application/);

    const answered = await post(person, `/api/cases/${caseId}/messages`, { text: "Friday works, thank you" });
    expect(answered.status).toBe(201);
    const seen = (await myCases(person)).find((row) => row.id === caseId);
    expect(seen?.state).toBe("in_progress");
    expect(seen?.messages.map((message) => [message.from, message.text])).toEqual([
      ["team", "We can deliver on Friday."],
      ["you", "Friday works, thank you"],
    ]);
    expect(JSON.stringify(seen)).not.toContain("evening");

    const { thread, case: summary } = await detail(ruth, caseId);
    expect(thread.filter((event) => event.kind !== "event").map((event) => [event.kind, event.text])).toEqual(
      [
        ["note", "Prefers evening calls"],
        ["reply", "We can deliver on Friday."],
        ["client", "Friday works, thank you"],
      ],
    );
    expect(summary.waiting_since).not.toBeNull();

    // Stored encrypted.
    const rows = await h.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, caseId));
    expect(JSON.stringify(rows)).not.toMatch(/evening|Friday/);

    await post(ruth, `/api/admin/cases/${caseId}/state`, { state: "resolved" });
    expect((await myCases(person)).find((row) => row.id === caseId)?.state).toBe("resolved");
  });

  it("reads the client's answer for danger: a high reading makes the case urgent", async () => {
    const { person, caseId } = await newKampalaCase();
    expect((await detail(ruth, caseId)).case.priority).not.toBe("urgent");
    await post(person, `/api/cases/${caseId}/messages`, { text: "I want to kill myself tonight" });
    expect((await detail(ruth, caseId)).case.priority).toBe("urgent");
  });

  it("tells a phone-only client by SMS that there is a message, with no health word and not the words", async () => {
    const phone = "+256772000111";
    const { cookie, body } = await phoneSignIn(h, phone);
    const person = { id: (body as { user: { id: string } }).user.id, email: "", password: "", cookie };
    const { itemId } = await apply(h, person, { email: null, phone, full_name: "Grace" });
    const caseId = await caseOfItem(itemId);
    const { client: seen, reply_channels } = await detail(ruth, caseId);
    expect(seen.email).toBeNull();
    expect(reply_channels).toEqual(["in_app", "sms"]);
    const reply = await post(ruth, `/api/admin/cases/${caseId}/replies`, {
      text: "Your ART refill is ready",
    });
    expect(reply.status).toBe(201);
    const sms = await latestMessage(h, phone, "sms");
    expect(sms.body).toBe(
      `You have a new message from your care team. Open ${h.deps.env.publicUrl}/portal to read it.`,
    );
    expect(containsHealthWord(sms.body)).toBe(false);
    expect(sms.body).not.toContain("refill");
    const invalid = (await h.deps.messaging.recent(1000)).filter((row) => row.recipient.endsWith(".invalid"));
    expect(invalid).toEqual([]);
  });

  it("answers an anonymous contact where they asked: by SMS or e-mail, and 400 on a channel they did not leave", async () => {
    const { itemId } = await sendMessage(h, null, { email: null, phone: "0782 333 444", region: "kampala" });
    const caseId = await caseOfItem(itemId);
    expect((await detail(ruth, caseId)).reply_channels).toEqual(["sms"]);
    const email = await post(ruth, `/api/admin/cases/${caseId}/replies`, { text: "Hello", channel: "email" });
    expect(email.status).toBe(400);
    expect((await email.json()).error.field).toBe("channel");
    const sms = await post(ruth, `/api/admin/cases/${caseId}/replies`, { text: "We open at 8" });
    expect((await sms.json()).event.channel).toBe("sms");
    expect((await latestMessage(h, "+256782333444", "sms")).body).toBe("Your care team: We open at 8");
  });

  it("answers 502 and stores nothing when a reply cannot be delivered", async () => {
    const { caseId } = await newKampalaCase();
    const notify = h.deps.notify;
    h.deps.notify = Object.assign(async () => null, {
      many: async () => [],
      pushFor: notify.pushFor,
      inboxItem: notify.inboxItem,
    });
    try {
      const response = await post(ruth, `/api/admin/cases/${caseId}/replies`, { text: "Hello" });
      expect(response.status).toBe(502);
    } finally {
      h.deps.notify = notify;
    }
    expect((await detail(ruth, caseId)).thread.filter((event) => event.kind === "reply")).toEqual([]);
  });

  it("shows 'the client closed their account' instead of losing the case, without their words", async () => {
    const { person, caseId } = await newKampalaCase({ medical_history: "Diagnosed 2015" });
    await post(person, `/api/cases/${caseId}/messages`, { text: "Please call me" });
    await h.deps.db.transaction(async () => {});
    const { deleteAccount } = await import("../account/delete-account");
    expect(await deleteAccount(h.deps, person.id)).toBe(true);
    const seen = await detail(ruth, caseId);
    expect(seen.client).toMatchObject({ account_closed: true, has_account: false, name: null });
    expect(seen.case.client_closed).toBe(true);
    expect(seen.reply_channels).toEqual([]);
    expect(seen.thread.at(-1)).toMatchObject({ kind: "event", code: "account_closed" });
    expect(JSON.stringify(seen)).not.toMatch(/Please call me|2015|Sarah/);
  });
});

describe("finding work", () => {
  it("finds a case by name, phone, e-mail and number", async () => {
    const { caseId } = await newKampalaCase({
      full_name: "Brenda Akello",
      phone: "0755 111 222",
      email: "brenda@example.org",
    });
    const [row] = await h.deps.db.select().from(cases).where(eq(cases.id, caseId));
    for (const q of ["akello", "0755111222", "+256 755 111 222", "Brenda@Example.org", `#${row?.number}`]) {
      const found = (await list(ruth, `?state=&q=${encodeURIComponent(q)}`)).cases.map((entry) => entry.id);
      expect(found, q).toContain(caseId);
    }
    expect((await list(ruth, "?q=nobody-by-this-name")).cases).toEqual([]);
  });

  it("finds a case by the name on any of its requests and messages, as long as that name is kept", async () => {
    const found = async (q: string, as = ruth) =>
      (await list(as, `?state=&q=${encodeURIComponent(q)}`)).cases.map((entry) => entry.id);
    const person = await h.createUser({ name: "Rose" });
    const first = await apply(h, person, { full_name: "Brenda Akello" });
    const second = await apply(h, person, { full_name: "Betty Nambi" });
    const caseId = await caseOfItem(first.itemId);
    expect(await caseOfItem(second.itemId)).toBe(caseId);
    expect(await found("brenda akello")).toContain(caseId);
    expect(await found("Betty Nambi")).toContain(caseId);
    // Another region's team does not find it by name.
    expect(await found("betty nambi", masaka)).not.toContain(caseId);

    // A name erased (a person's data deleted, or sealed again without it): not found by it.
    await h.deps.db
      .update(serviceApplications)
      .set({ nameKeys: null })
      .where(eq(serviceApplications.id, second.id));
    expect(await found("betty nambi")).not.toContain(caseId);
    expect(await found("brenda akello")).toContain(caseId);
    // A request taken out of the case takes its name with it.
    await h.deps.db.delete(applicationNotifications).where(eq(applicationNotifications.id, first.itemId));
    expect(await found("brenda akello")).not.toContain(caseId);

    // The same for a message, here from a visitor without an account.
    const written = await sendMessage(h, null, { name: "Grace Atim", region: "kampala" });
    const messageCase = await caseOfItem(written.itemId);
    expect(await found("atim grace")).toContain(messageCase);
    await h.deps.db.update(contactMessages).set({ nameKeys: null }).where(eq(contactMessages.id, written.id));
    expect(await found("atim grace")).not.toContain(messageCase);
  });

  it("finds a name by any two or three of its words, in any order, each name on its own", async () => {
    const found = async (q: string) =>
      (await list(ruth, `?state=&q=${encodeURIComponent(q)}`)).cases.map((entry) => entry.id);
    const person = await h.createUser({ name: "Rose" });
    const applied = await apply(h, person, { full_name: "Brenda Akello Nakato" });
    const caseId = await caseOfItem(applied.itemId);
    for (const q of ["nakato brenda", "Akello Nakato", "nakato akello brenda", "BRENDA akello"])
      expect(await found(q), q).toContain(caseId);
    expect(await found("brenda okello")).not.toContain(caseId);
    // A search's words are one person's name: not a word of one request and a word of another.
    const other = await apply(h, person, { full_name: "Betty Nambi" });
    expect(await caseOfItem(other.itemId)).toBe(caseId);
    expect(await found("betty nambi")).toContain(caseId);
    expect(await found("brenda nambi")).not.toContain(caseId);
  });

  it("finds a client's cases by the beginnings of their account name's words, in any order", async () => {
    const person = await h.createUser({ name: "Harriet Nabukenya" });
    const applied = await apply(h, person, { full_name: "H. N." });
    const caseId = await caseOfItem(applied.itemId);
    for (const q of ["nabukenya", "NABU harr", "harriet nabukenya"]) {
      const found = (await list(ruth, `?state=&q=${encodeURIComponent(q)}`)).cases.map((entry) => entry.id);
      expect(found, q).toContain(caseId);
    }
    expect((await list(ruth, "?state=&q=harriet%20okello")).cases.map((entry) => entry.id)).not.toContain(
      caseId,
    );
  });

  it("filters by state, priority, service and region", async () => {
    const { caseId } = await newKampalaCase({ service_type: "prep" });
    expect((await list(ruth, "?service=prep")).cases.map((row) => row.id)).toContain(caseId);
    expect((await list(ruth, "?service=testing")).cases.map((row) => row.id)).not.toContain(caseId);
    expect((await list(ruth, "?state=waiting")).cases.map((row) => row.id)).not.toContain(caseId);
    expect((await list(ruth, "?region=kampala&state=new")).cases.map((row) => row.id)).toContain(caseId);
  });

  it("lists an urgent case waiting more than an hour as overdue, oldest first, with its count", async () => {
    const { person, caseId } = await newKampalaCase();
    await post(person, `/api/cases/${caseId}/messages`, { text: "I was raped last night" });
    expect((await list(ruth, "?overdue=true")).cases.map((row) => row.id)).not.toContain(caseId);
    h.clock.advance(61 * 60 * 1000);
    const overdue = await list(ruth, "?overdue=true");
    expect(overdue.cases.map((row) => row.id)).toContain(caseId);
    expect(overdue.overdue_count).toBeGreaterThan(0);
    expect(overdue.cases.find((row) => row.id === caseId)?.overdue).toBe(true);
    // A reply ends the wait.
    await post(ruth, `/api/admin/cases/${caseId}/replies`, { text: "Calling you now" });
    expect((await list(ruth, "?overdue=true")).cases.map((row) => row.id)).not.toContain(caseId);
  });
});

describe("item actions on a case", () => {
  it("changes an application's status with a note and tells the client discreetly", async () => {
    const { person, itemId, id } = await newKampalaCase();
    const response = await post(peter, `/api/admin/inbox/application/${itemId}/status`, {
      status: "approved",
      note: "Delivery on Friday",
    });
    expect(response.status).toBe(200);
    const [application] = await h.deps.db
      .select()
      .from(serviceApplications)
      .where(eq(serviceApplications.id, id));
    expect(application?.status).toBe("approved");
    const [told] = await notificationsOf(person, "application");
    expect(told).toMatchObject(STATUS_UPDATE_NOTIFICATION);
  });

  it("overrides an item's priority and the case's follows, recorded in the audit log", async () => {
    const { caseId, itemId } = await newKampalaCase();
    const response = await post(ruth, `/api/admin/inbox/application/${itemId}/priority`, {
      priority: "urgent",
    });
    expect((await response.json()).case.priority).toBe("urgent");
    const rows = await h.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "priority_changed"), eq(auditLog.actorId, ruth.id)));
    expect(rows.some((row) => row.details.case_id === caseId)).toBe(true);
  });

  it("audits a navigator's reading of a case once in ten minutes", async () => {
    const { caseId } = await newKampalaCase();
    await detail(peter, caseId);
    await detail(peter, caseId);
    const viewed = () =>
      h.deps.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "viewed"), eq(auditLog.entityId, caseId), eq(auditLog.actorId, peter.id)),
        );
    expect(await viewed()).toHaveLength(1);
    h.clock.advance(11 * 60 * 1000);
    await detail(peter, caseId);
    expect(await viewed()).toHaveLength(2);
  });
});
