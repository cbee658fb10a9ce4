/**
 * The server's JSON answers read by the shared response schemas the web client parses them
 * with (@shared/api/*): each endpoint once, as the person who would call it, on data that
 * leaves every list with at least one item, so the item schemas are read as well.
 * A mismatch names the field: the schema's issues are the assertion's message.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ANSWERS, type AnswerRoute } from "@shared/api/answers";
import { localTime } from "@shared/domain/reminder-schedule";
import { useHarness, type TestUser } from "../test/harness";
import { asCookie, cookiesOf, latestMessage } from "../test/auth";
import { apply, applicationBody, contactBody, sendMessage } from "../test/factories";
import { applicationNotifications } from "../db/schema";
import { sendDueReminders } from "../features/reminders/send-due-reminders";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { browserSubscription } from "../test/push-service";

const h = useHarness();
/** A client with an ART application and a contact message in Kampala: one case, answered once. */
let client: TestUser;
/** A Kampala navigator: the case's team. */
let ruth: TestUser;
/** A national lead admin: changes the team and the directory everywhere. */
let nationalLead: TestUser;
/** Masaka admins the lead moves, makes a lead and removes. */
let toMove: TestUser;
let toMakeLead: TestUser;
let toRemove: TestUser;
let caseId: string;
let notificationId: string;
let testimonialToApprove: string;
let entryToChange: string;
let entryToDelete: string;
/** The client's reminders: one to change, two whose dose rang (one snoozed, one taken). */
let reminderToChange: string;
let reminderToSnooze: string;
let reminderToTake: { id: string; pending_dose_at: string | null };
/** Invitation links: one checked, one accepted, and an invitation withdrawn. */
let tokenToCheck: string;
let tokenToAccept: string;
let inviteToRevoke: string;
/** A phone's push subscription: saved, then removed. */
const pushSubscription = browserSubscription(`https://fcm.googleapis.com/fcm/send/${randomUUID()}`);
/** A visitor who asked for a person and to chat here: the live chat's cookie. */
let visitorInChat: TestUser;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

function call(as: TestUser | null, method: Method, path: string, json?: unknown, headers?: HeadersInit) {
  return h.request(`/api${path}`, { method, as, headers, ...(json === undefined ? {} : { json }) });
}

/** The header the web's offline queue sends on a create it may retry. */
const idempotencyKey = () => ({ [IDEMPOTENCY_HEADER]: randomUUID() });

async function expectOk(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as unknown;
}

async function reminderId(label: string, timeOfDay: string): Promise<string> {
  const body = await expectOk(
    await call(client, "POST", "/reminders", { kind: "medication", label, time_of_day: timeOfDay }),
    201,
  );
  return (body as { id: string }).id;
}

/** Invites `email` into Masaka and answers the invitation's id and the token its e-mail carries. */
async function invite(email: string): Promise<{ id: string; token: string }> {
  const body = await expectOk(
    await call(nationalLead, "POST", "/admin/invites", { email, region: "masaka" }),
    201,
  );
  const token = /token=([\w-]{43})/.exec((await latestMessage(h, email, "email")).body)?.[1];
  if (!token) throw new Error(`the invitation to ${email} carries no link`);
  return { id: (body as { id: string }).id, token };
}

async function directoryEntryId(title: string): Promise<string> {
  const body = await expectOk(
    await call(nationalLead, "POST", "/admin/resources", {
      title,
      region: "masaka",
      category: "clinic",
      services: ["hiv_testing", "prep"],
      content: "A public health centre with an ART clinic.",
      phone: "0772 123 456",
      last_verified: "2026-01-15",
      tags: ["art", "testing"],
    }),
    201,
  );
  return (body as { entry: { id: string } }).entry.id;
}

beforeAll(async () => {
  [client, ruth, nationalLead, toMove, toMakeLead, toRemove] = await Promise.all([
    h.createUser({ name: "Amina Nakato" }),
    h.createUser({ role: "admin", region: "kampala", name: "Navigator Ruth" }),
    h.createUser({ role: "admin", region: null, lead: true, name: "National Lead" }),
    h.createUser({ role: "admin", region: "masaka", name: "Navigator Moses" }),
    h.createUser({ role: "admin", region: "masaka", name: "Navigator Joy" }),
    h.createUser({ role: "admin", region: "masaka", name: "Navigator Paul" }),
  ]);

  // The case: an application and a signed-in contact message, in the thread a reply and a note.
  const applied = await apply(h, client, { full_name: "Amina Nakato" });
  const [item] = await h.deps.db
    .select({ caseId: applicationNotifications.caseId })
    .from(applicationNotifications)
    .where(eq(applicationNotifications.id, applied.itemId));
  if (!item) throw new Error("the application has no case");
  caseId = item.caseId;
  await sendMessage(h, client, { region: "kampala", message: "Can the delivery come after 6pm?" });
  await expectOk(await call(ruth, "POST", `/admin/cases/${caseId}/replies`, { text: "Friday works." }), 201);
  await expectOk(await call(ruth, "POST", `/admin/cases/${caseId}/notes`, { text: "Evenings only" }), 201);

  // The reply left the client a notification.
  const notifications = (await expectOk(await call(client, "GET", "/notifications"), 200)) as {
    notifications: Array<{ id: string }>;
  };
  const [first] = notifications.notifications;
  if (!first) throw new Error("the reply left no notification");
  notificationId = first.id;

  // Two stories waiting for moderation: one stays pending, one is approved below.
  const story = { name: "Sarah K.", role: "Client, Kampala", content: "Discreet and on time.", rating: 5 };
  await expectOk(await call(client, "POST", "/testimonials", story), 201);
  const second = await expectOk(await call(client, "POST", "/testimonials", { ...story, role: null }), 201);
  testimonialToApprove = (second as { id: string }).id;

  // An open invitation, so the team page lists one; its link is checked, another's accepted.
  tokenToCheck = (await invite("new.navigator@example.com")).token;
  tokenToAccept = (await invite("joining.navigator@example.com")).token;
  inviteToRevoke = (await invite("withdrawn.navigator@example.com")).id;

  // The client's reminders: two ring within two minutes, and the scheduler rings them.
  reminderToChange = await reminderId("Evening tablet", "20:00");
  const soon = localTime(new Date(h.clock.now.getTime() + 2 * 60_000));
  reminderToSnooze = await reminderId("Morning tablet", soon);
  const toTake = await reminderId("Noon tablet", soon);
  h.clock.advance(3 * 60_000);
  await sendDueReminders(h.deps);
  const listed = (await expectOk(await call(client, "GET", "/reminders"), 200)) as {
    reminders: Array<{ id: string; pending_dose_at: string | null }>;
  };
  const taking = listed.reminders.find((reminder) => reminder.id === toTake);
  if (!taking?.pending_dose_at) throw new Error("the reminder did not ring");
  reminderToTake = taking;

  entryToChange = await directoryEntryId("Nyendo Health Centre III");
  entryToDelete = await directoryEntryId("Kimaanya Health Centre II");

  const handoff = await call(null, "POST", "/assistant/handoff", {
    consent: true,
    region: "kampala",
    live_chat: true,
    messages: [{ from: "user", text: "Can someone talk with me about PrEP?" }],
  });
  await expectOk(handoff, 201);
  visitorInChat = asCookie(cookiesOf(handoff));
  await expectOk(await call(visitorInChat, "POST", "/live-chat/messages", { text: "I am in Kampala." }), 201);
});

interface Endpoint<R extends AnswerRoute = AnswerRoute> {
  name: string;
  status: number;
  /** The route of ANSWERS called: its schema reads the answer. */
  route: R;
  request: () => Promise<Response>;
  /** The lists in the answer whose item schemas must be exercised: each must be non-empty. */
  lists?: (body: z.output<(typeof ANSWERS)[R]>) => Record<string, readonly unknown[]>;
}

/** Keeps each row's `lists` typed by its own route's schema. */
const endpoint = <R extends AnswerRoute>(row: Endpoint<R>) => row as unknown as Endpoint;

const ENDPOINTS: Endpoint[] = [
  // The workspace: a navigator of the case's team.
  endpoint({
    name: "GET /api/admin/cases",
    status: 200,
    route: "GET /api/admin/cases",
    request: () => call(ruth, "GET", "/admin/cases"),
    lists: (body) => ({ cases: body.cases }),
  }),
  endpoint({
    name: "GET /api/admin/cases/:id",
    status: 200,
    route: "GET /api/admin/cases/:id",
    request: () => call(ruth, "GET", `/admin/cases/${caseId}`),
    lists: (body) => ({ items: body.items, thread: body.thread, team: body.team }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/assignee",
    status: 200,
    route: "POST /api/admin/cases/:id/assignee",
    request: () => call(ruth, "POST", `/admin/cases/${caseId}/assignee`, { assignee_id: ruth.id }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/state",
    status: 200,
    route: "POST /api/admin/cases/:id/state",
    request: () => call(ruth, "POST", `/admin/cases/${caseId}/state`, { state: "in_progress" }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/notes",
    status: 201,
    route: "POST /api/admin/cases/:id/notes",
    request: () => call(ruth, "POST", `/admin/cases/${caseId}/notes`, { text: "Prefers evening calls" }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/replies",
    status: 201,
    route: "POST /api/admin/cases/:id/replies",
    request: () =>
      call(ruth, "POST", `/admin/cases/${caseId}/replies`, {
        text: "We deliver on Friday.",
        channel: "in_app",
      }),
  }),
  endpoint({
    name: "GET /api/admin/audit?limit=100",
    status: 200,
    route: "GET /api/admin/audit",
    request: () => call(ruth, "GET", "/admin/audit?limit=100"),
    lists: (body) => ({ entries: body.entries }),
  }),

  // Testimonials: a client writes one, a navigator moderates.
  endpoint({
    name: "GET /api/admin/testimonials?status=pending",
    status: 200,
    route: "GET /api/admin/testimonials",
    request: () => call(ruth, "GET", "/admin/testimonials?status=pending"),
    lists: (body) => ({ testimonials: body.testimonials }),
  }),
  endpoint({
    name: "POST /api/admin/testimonials/:id/approve",
    status: 200,
    route: "POST /api/admin/testimonials/:id/approve",
    request: () => call(ruth, "POST", `/admin/testimonials/${testimonialToApprove}/approve`),
  }),
  endpoint({
    name: "POST /api/testimonials",
    status: 201,
    route: "POST /api/testimonials",
    request: () =>
      call(
        client,
        "POST",
        "/testimonials",
        { name: "Amina", content: "The team called back the same day.", rating: 4 },
        idempotencyKey(),
      ),
  }),

  // The team page: a national lead.
  endpoint({
    name: "GET /api/admin/team",
    status: 200,
    route: "GET /api/admin/team",
    request: () => call(nationalLead, "GET", "/admin/team"),
    lists: (body) => ({ members: body.members, invites: body.invites }),
  }),
  endpoint({
    name: "POST /api/admin/team/:userId/region",
    status: 200,
    route: "POST /api/admin/team/:userId/region",
    request: () => call(nationalLead, "POST", `/admin/team/${toMove.id}/region`, { region: "kampala" }),
  }),
  endpoint({
    name: "POST /api/admin/team/:userId/lead",
    status: 200,
    route: "POST /api/admin/team/:userId/lead",
    request: () => call(nationalLead, "POST", `/admin/team/${toMakeLead.id}/lead`, { lead: true }),
  }),
  endpoint({
    name: "DELETE /api/admin/team/:userId",
    status: 200,
    route: "DELETE /api/admin/team/:userId",
    request: () => call(nationalLead, "DELETE", `/admin/team/${toRemove.id}`),
  }),

  // Admin accounts: the status page, the invitations, and the links the invited open.
  endpoint({
    name: "GET /api/admin/status",
    status: 200,
    route: "GET /api/admin/status",
    request: () => call(nationalLead, "GET", "/admin/status"),
  }),
  endpoint({
    name: "GET /api/admin/status (on the server's machine: with the outbox)",
    status: 200,
    route: "GET /api/admin/status",
    request: () => h.request("/api/admin/status", { as: nationalLead, address: "127.0.0.1" }),
    lists: (body) => ({ outbox: body.outbox ?? [] }),
  }),
  endpoint({
    name: "GET /api/admin/invites",
    status: 200,
    route: "GET /api/admin/invites",
    request: () => call(nationalLead, "GET", "/admin/invites"),
    lists: (body) => ({ invites: body }),
  }),
  endpoint({
    name: "POST /api/admin/invites",
    status: 201,
    route: "POST /api/admin/invites",
    request: () => call(nationalLead, "POST", "/admin/invites", { phone: "0772 000 222", region: "masaka" }),
  }),
  endpoint({
    name: "DELETE /api/admin/invites/:id",
    status: 200,
    route: "DELETE /api/admin/invites/:id",
    request: () => call(nationalLead, "DELETE", `/admin/invites/${inviteToRevoke}`),
  }),
  endpoint({
    name: "POST /api/admin-provision/check",
    status: 200,
    route: "POST /api/admin-provision/check",
    request: () => call(null, "POST", "/admin-provision/check", { token: tokenToCheck }),
  }),
  endpoint({
    name: "POST /api/admin-provision/accept",
    status: 200,
    route: "POST /api/admin-provision/accept",
    request: () =>
      call(null, "POST", "/admin-provision/accept", {
        token: tokenToAccept,
        account: {
          name: "Okello",
          email: "joining.navigator@example.com",
          password: "a long admin passphrase",
        },
      }),
  }),

  // The resources directory: a national lead.
  endpoint({
    name: "GET /api/admin/resources",
    status: 200,
    route: "GET /api/admin/resources",
    request: () => call(nationalLead, "GET", "/admin/resources"),
    lists: (body) => ({ entries: body.entries }),
  }),
  endpoint({
    name: "POST /api/admin/resources",
    status: 201,
    route: "POST /api/admin/resources",
    request: () =>
      call(
        nationalLead,
        "POST",
        "/admin/resources",
        {
          title: "Kyotera Youth Corner",
          region: "masaka",
          category: "clinic",
          services: ["prep"],
          content: "Youth-friendly testing and PrEP, Saturdays.",
          url: "https://example.org/kyotera",
          youth_friendly: true,
        },
        idempotencyKey(),
      ),
  }),
  endpoint({
    name: "PATCH /api/admin/resources/:id",
    status: 200,
    route: "PATCH /api/admin/resources/:id",
    request: () =>
      call(nationalLead, "PATCH", `/admin/resources/${entryToChange}`, {
        opening_hours: "Mon-Fri 8:00-17:00",
      }),
  }),
  endpoint({
    name: "DELETE /api/admin/resources/:id",
    status: 200,
    route: "DELETE /api/admin/resources/:id",
    request: () => call(nationalLead, "DELETE", `/admin/resources/${entryToDelete}`),
  }),

  // The client's portal.
  endpoint({
    name: "GET /api/applications",
    status: 200,
    route: "GET /api/applications",
    request: () => call(client, "GET", "/applications"),
    lists: (body) => ({ applications: body.applications, history: body.applications[0]?.history ?? [] }),
  }),
  endpoint({
    name: "POST /api/applications",
    status: 201,
    route: "POST /api/applications",
    request: () => call(client, "POST", "/applications", applicationBody(), idempotencyKey()),
  }),
  endpoint({
    name: "GET /api/notifications",
    status: 200,
    route: "GET /api/notifications",
    request: () => call(client, "GET", "/notifications"),
    lists: (body) => ({ notifications: body.notifications }),
  }),
  endpoint({
    name: "GET /api/notifications/unread-count",
    status: 200,
    route: "GET /api/notifications/unread-count",
    request: () => call(client, "GET", "/notifications/unread-count"),
  }),
  endpoint({
    name: "GET /api/notifications/unread-count (a navigator)",
    status: 200,
    route: "GET /api/notifications/unread-count",
    request: () => call(ruth, "GET", "/notifications/unread-count"),
  }),
  endpoint({
    name: "POST /api/notifications/:id/read",
    status: 200,
    route: "POST /api/notifications/:id/read",
    request: () => call(client, "POST", `/notifications/${notificationId}/read`),
  }),
  endpoint({
    name: "GET /api/cases",
    status: 200,
    route: "GET /api/cases",
    request: () => call(client, "GET", "/cases"),
    lists: (body) => ({ cases: body.cases, messages: body.cases.flatMap((one) => one.messages) }),
  }),
  endpoint({
    name: "POST /api/cases/:id/messages",
    status: 201,
    route: "POST /api/cases/:id/messages",
    request: () =>
      call(
        client,
        "POST",
        `/cases/${caseId}/messages`,
        { text: "Friday is fine, thank you" },
        idempotencyKey(),
      ),
  }),

  // The client's reminders and adherence.
  endpoint({
    name: "GET /api/reminders",
    status: 200,
    route: "GET /api/reminders",
    request: () => call(client, "GET", "/reminders"),
    lists: (body) => ({ reminders: body.reminders }),
  }),
  endpoint({
    name: "POST /api/reminders",
    status: 201,
    route: "POST /api/reminders",
    request: () =>
      call(client, "POST", "/reminders", { kind: "refill", label: "Pick up refill", time_of_day: "09:00" }),
  }),
  endpoint({
    name: "PATCH /api/reminders/:id",
    status: 200,
    route: "PATCH /api/reminders/:id",
    request: () => call(client, "PATCH", `/reminders/${reminderToChange}`, { time_of_day: "21:00" }),
  }),
  endpoint({
    name: "POST /api/reminders/:id/snooze",
    status: 200,
    route: "POST /api/reminders/:id/snooze",
    request: () => call(client, "POST", `/reminders/${reminderToSnooze}/snooze`),
  }),
  endpoint({
    name: "POST /api/reminders/:id/taken",
    status: 200,
    route: "POST /api/reminders/:id/taken",
    request: () =>
      call(client, "POST", `/reminders/${reminderToTake.id}/taken`, {
        dose_at: reminderToTake.pending_dose_at,
      }),
  }),
  endpoint({
    name: "GET /api/adherence",
    status: 200,
    route: "GET /api/adherence",
    request: () => call(client, "GET", "/adherence"),
    lists: (body) => ({ days: body.days }),
  }),

  // The client's account settings.
  endpoint({
    name: "GET /api/account/security",
    status: 200,
    route: "GET /api/account/security",
    request: () => call(client, "GET", "/account/security"),
  }),
  endpoint({
    name: "GET /api/account/sessions",
    status: 200,
    route: "GET /api/account/sessions",
    request: () => call(client, "GET", "/account/sessions"),
    lists: (body) => ({ sessions: body }),
  }),
  endpoint({
    name: "GET /api/account/text-messages",
    status: 200,
    route: "GET /api/account/text-messages",
    request: () => call(client, "GET", "/account/text-messages"),
  }),
  endpoint({
    name: "PUT /api/me/care-sharing",
    status: 200,
    route: "PUT /api/me/care-sharing",
    request: () => call(client, "PUT", "/me/care-sharing", { shareCareWithTeam: true }),
  }),

  // Web Push: the key a browser subscribes with, and the previews' choice.
  endpoint({
    name: "GET /api/push/public-key",
    status: 200,
    route: "GET /api/push/public-key",
    request: () => call(client, "GET", "/push/public-key"),
  }),
  endpoint({
    name: "GET /api/push/preferences",
    status: 200,
    route: "GET /api/push/preferences",
    request: () => call(client, "GET", "/push/preferences"),
  }),
  endpoint({
    name: "PUT /api/push/preferences",
    status: 200,
    route: "PUT /api/push/preferences",
    request: () => call(client, "PUT", "/push/preferences", { previews: true }),
  }),

  // iCare: a visitor's question and a client's, a hand-off, and a visitor's live chat.
  endpoint({
    name: "POST /api/assistant (a visitor)",
    status: 200,
    route: "POST /api/assistant",
    request: () => call(null, "POST", "/assistant", { userInput: "Where can I get PrEP?", locale: "en-UG" }),
  }),
  endpoint({
    name: "POST /api/assistant (signed in)",
    status: 200,
    route: "POST /api/assistant",
    request: () =>
      call(client, "POST", "/assistant", { userInput: "I missed a dose yesterday", locale: "en-UG" }),
    lists: (body) => ({ sources: body.sources ?? [] }),
  }),

  endpoint({
    name: "GET /api/chat-history",
    status: 200,
    route: "GET /api/chat-history",
    request: async () => {
      const message = { id: "m1", text: "When is my refill?", isUser: true, timestamp: 1, sources: [] };
      const saved = await call(client, "PUT", "/chat-history/chat_1_a", {
        messages: [message],
        timestamp: 1,
        current: true,
      });
      expect(saved.status).toBe(204);
      return call(client, "GET", "/chat-history");
    },
    lists: (body) => ({ sessions: body.sessions, messages: body.sessions[0]?.messages ?? [] }),
  }),

  endpoint({
    name: "POST /api/assistant/handoff (signed in)",
    status: 201,
    route: "POST /api/assistant/handoff",
    request: () =>
      call(client, "POST", "/assistant/handoff", {
        consent: true,
        messages: [{ from: "user", text: "Please call me about my refill." }],
      }),
  }),
  endpoint({
    name: "GET /api/live-chat (a visitor)",
    status: 200,
    route: "GET /api/live-chat",
    request: () => call(visitorInChat, "GET", "/live-chat"),
    lists: (body) => ({ messages: body.messages }),
  }),
  endpoint({
    name: "POST /api/live-chat/messages (a visitor)",
    status: 201,
    route: "POST /api/live-chat/messages",
    request: () => call(visitorInChat, "POST", "/live-chat/messages", { text: "Are you there?" }),
  }),

  // What every page reads: who is signed in, the operator's settings, the public pages' data.
  endpoint({
    name: "GET /api/me",
    status: 200,
    route: "GET /api/me",
    request: () => call(client, "GET", "/me"),
  }),
  endpoint({
    name: "GET /api/config",
    status: 200,
    route: "GET /api/config",
    request: () => call(null, "GET", "/config"),
  }),
  endpoint({
    name: "GET /api/impact",
    status: 200,
    route: "GET /api/impact",
    request: () => call(null, "GET", "/impact"),
  }),
  endpoint({
    name: "GET /api/images/search (no search configured: the stock images)",
    status: 200,
    route: "GET /api/images/search",
    request: () => call(null, "GET", "/images/search?q=clinic&count=1"),
    lists: (body) => ({ images: body.images }),
  }),
  endpoint({
    name: "GET /api/testimonials",
    status: 200,
    route: "GET /api/testimonials",
    request: () => call(null, "GET", "/testimonials"),
    lists: (body) => ({ testimonials: body.testimonials }),
  }),
  endpoint({
    name: "POST /api/password-check",
    status: 200,
    route: "POST /api/password-check",
    request: () => call(null, "POST", "/password-check", { password: "kampala2026", identity: ["Amina"] }),
  }),
  endpoint({
    name: "POST /api/notifications/read-all",
    status: 200,
    route: "POST /api/notifications/read-all",
    request: () => call(client, "POST", "/notifications/read-all"),
  }),
  endpoint({
    name: "POST /api/push/subscriptions",
    status: 201,
    route: "POST /api/push/subscriptions",
    request: () => call(client, "POST", "/push/subscriptions", pushSubscription.json),
  }),
  endpoint({
    name: "DELETE /api/push/subscriptions",
    status: 200,
    route: "DELETE /api/push/subscriptions",
    request: () =>
      call(client, "DELETE", "/push/subscriptions", { endpoint: pushSubscription.json.endpoint }),
  }),

  // The contact form: a visitor, and a signed-in client.
  endpoint({
    name: "POST /api/contact (a visitor)",
    status: 201,
    route: "POST /api/contact",
    request: () => call(null, "POST", "/contact", contactBody(), idempotencyKey()),
  }),
  endpoint({
    name: "POST /api/contact (signed in)",
    status: 201,
    route: "POST /api/contact",
    request: () =>
      call(
        client,
        "POST",
        "/contact",
        { subject: "Pick-up point", message: "Can I collect in Ntinda instead?" },
        idempotencyKey(),
      ),
  }),
];

describe("the server's answers parse with the shared response schemas", () => {
  it.each(ENDPOINTS)("$name answers $status in its schema", async ({ status, route, request, lists }) => {
    const body = await expectOk(await request(), status);
    const schema: z.ZodType = ANSWERS[route];
    const result = schema.safeParse(body);
    expect(
      result.success,
      result.error && `${z.prettifyError(result.error)}\n${JSON.stringify(result.error.issues)}`,
    ).toBe(true);
    for (const [name, items] of Object.entries(lists?.(result.data as never) ?? {}))
      expect(items.length, `${name} is empty: its item schema went unread`).toBeGreaterThan(0);
  });

  it("calls every route of the shared table", () => {
    const called = new Set(ENDPOINTS.map((row) => row.route));
    expect(Object.keys(ANSWERS).filter((route) => !called.has(route as AnswerRoute))).toEqual([]);
  });
});
