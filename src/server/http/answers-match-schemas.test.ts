/**
 * The server's JSON answers read by the shared response schemas the web client parses them
 * with (@shared/api/*): each endpoint once, as the person who would call it, on data that
 * leaves every list with at least one item, so the item schemas are read as well.
 * A mismatch names the field: the schema's issues are the assertion's message.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  caseDetailSchema,
  caseEventResponseSchema,
  caseListResponseSchema,
  caseSummaryResponseSchema,
  clientCaseListResponseSchema,
  clientCaseMessageResponseSchema,
} from "@shared/api/cases";
import { auditListResponseSchema } from "@shared/api/audit";
import {
  moderatedTestimonialListResponseSchema,
  testimonialCreatedSchema,
  testimonialModeratedSchema,
} from "@shared/api/testimonials";
import {
  teamLeadResponseSchema,
  teamRegionResponseSchema,
  teamRemoveResponseSchema,
  teamResponseSchema,
} from "@shared/api/team";
import {
  directoryDeleteResponseSchema,
  directoryEntryResponseSchema,
  directoryListResponseSchema,
} from "@shared/api/directory";
import { myApplicationsResponseSchema, serviceApplicationCreatedSchema } from "@shared/api/applications";
import { markReadResponseSchema, notificationListSchema, unreadCountSchema } from "@shared/api/notifications";
import { contactMessageCreatedSchema } from "@shared/api/contact";
import { assistantReplySchema } from "@shared/api/assistant";
import { chatHistoryResponseSchema } from "@shared/api/chat-history";
import { handoffCreatedSchema } from "@shared/api/assistant-handoff";
import { liveChatSchema } from "@shared/api/live-chat";
import { pushPreferencesSchema, pushPublicKeySchema } from "@shared/api/push";
import { accountSessionsSchema, securitySummarySchema } from "@shared/api/account";
import { careSharingSchema } from "@shared/api/system";
import { textMessagesSettingsSchema } from "@shared/api/text-messages";
import { adherenceSummarySchema, reminderListResponseSchema, reminderSchema } from "@shared/api/reminders";
import {
  adminInviteListResponseSchema,
  adminStatusSchema,
  inviteCreatedSchema,
  inviteRevokedSchema,
  provisionAcceptResponseSchema,
  provisionCheckResponseSchema,
} from "@shared/api/admin-accounts";
import { localTime } from "@shared/domain/reminder-schedule";
import { createHarness, type Harness, type TestUser } from "../test/harness";
import { asCookie, cookiesOf, latestMessage } from "../test/auth";
import { apply, applicationBody, contactBody, sendMessage } from "../test/factories";
import { applicationNotifications } from "../db/schema";
import { sendDueReminders } from "../features/reminders/send-due-reminders";
import { IDEMPOTENCY_HEADER } from "./idempotency";

let h: Harness;
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
  h = await createHarness();
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
afterAll(async () => {
  await h.close();
});

interface Endpoint<S extends z.ZodType = z.ZodType> {
  name: string;
  status: number;
  schema: S;
  request: () => Promise<Response>;
  /** The lists in the answer whose item schemas must be exercised: each must be non-empty. */
  lists?: (body: z.output<S>) => Record<string, readonly unknown[]>;
}

/** Keeps each row's `lists` typed by its own schema. */
const endpoint = <S extends z.ZodType>(row: Endpoint<S>) => row as unknown as Endpoint;

const ENDPOINTS: Endpoint[] = [
  // The workspace: a navigator of the case's team.
  endpoint({
    name: "GET /api/admin/cases",
    status: 200,
    schema: caseListResponseSchema,
    request: () => call(ruth, "GET", "/admin/cases"),
    lists: (body) => ({ cases: body.cases }),
  }),
  endpoint({
    name: "GET /api/admin/cases/:id",
    status: 200,
    schema: caseDetailSchema,
    request: () => call(ruth, "GET", `/admin/cases/${caseId}`),
    lists: (body) => ({ items: body.items, thread: body.thread, team: body.team }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/assignee",
    status: 200,
    schema: caseSummaryResponseSchema,
    request: () => call(ruth, "POST", `/admin/cases/${caseId}/assignee`, { assignee_id: ruth.id }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/state",
    status: 200,
    schema: caseSummaryResponseSchema,
    request: () => call(ruth, "POST", `/admin/cases/${caseId}/state`, { state: "in_progress" }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/notes",
    status: 201,
    schema: caseEventResponseSchema,
    request: () => call(ruth, "POST", `/admin/cases/${caseId}/notes`, { text: "Prefers evening calls" }),
  }),
  endpoint({
    name: "POST /api/admin/cases/:id/replies",
    status: 201,
    schema: caseEventResponseSchema,
    request: () =>
      call(ruth, "POST", `/admin/cases/${caseId}/replies`, {
        text: "We deliver on Friday.",
        channel: "in_app",
      }),
  }),
  endpoint({
    name: "GET /api/admin/audit?limit=100",
    status: 200,
    schema: auditListResponseSchema,
    request: () => call(ruth, "GET", "/admin/audit?limit=100"),
    lists: (body) => ({ entries: body.entries }),
  }),

  // Testimonials: a client writes one, a navigator moderates.
  endpoint({
    name: "GET /api/admin/testimonials?status=pending",
    status: 200,
    schema: moderatedTestimonialListResponseSchema,
    request: () => call(ruth, "GET", "/admin/testimonials?status=pending"),
    lists: (body) => ({ testimonials: body.testimonials }),
  }),
  endpoint({
    name: "POST /api/admin/testimonials/:id/approve",
    status: 200,
    schema: testimonialModeratedSchema,
    request: () => call(ruth, "POST", `/admin/testimonials/${testimonialToApprove}/approve`),
  }),
  endpoint({
    name: "POST /api/testimonials",
    status: 201,
    schema: testimonialCreatedSchema,
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
    schema: teamResponseSchema,
    request: () => call(nationalLead, "GET", "/admin/team"),
    lists: (body) => ({ members: body.members, invites: body.invites }),
  }),
  endpoint({
    name: "POST /api/admin/team/:userId/region",
    status: 200,
    schema: teamRegionResponseSchema,
    request: () => call(nationalLead, "POST", `/admin/team/${toMove.id}/region`, { region: "kampala" }),
  }),
  endpoint({
    name: "POST /api/admin/team/:userId/lead",
    status: 200,
    schema: teamLeadResponseSchema,
    request: () => call(nationalLead, "POST", `/admin/team/${toMakeLead.id}/lead`, { lead: true }),
  }),
  endpoint({
    name: "DELETE /api/admin/team/:userId",
    status: 200,
    schema: teamRemoveResponseSchema,
    request: () => call(nationalLead, "DELETE", `/admin/team/${toRemove.id}`),
  }),

  // Admin accounts: the status page, the invitations, and the links the invited open.
  endpoint({
    name: "GET /api/admin/status",
    status: 200,
    schema: adminStatusSchema,
    request: () => call(nationalLead, "GET", "/admin/status"),
  }),
  endpoint({
    name: "GET /api/admin/status (on the server's machine: with the outbox)",
    status: 200,
    schema: adminStatusSchema,
    request: () => h.request("/api/admin/status", { as: nationalLead, address: "127.0.0.1" }),
    lists: (body) => ({ outbox: body.outbox ?? [] }),
  }),
  endpoint({
    name: "GET /api/admin/invites",
    status: 200,
    schema: adminInviteListResponseSchema,
    request: () => call(nationalLead, "GET", "/admin/invites"),
    lists: (body) => ({ invites: body }),
  }),
  endpoint({
    name: "POST /api/admin/invites",
    status: 201,
    schema: inviteCreatedSchema,
    request: () => call(nationalLead, "POST", "/admin/invites", { phone: "0772 000 222", region: "masaka" }),
  }),
  endpoint({
    name: "DELETE /api/admin/invites/:id",
    status: 200,
    schema: inviteRevokedSchema,
    request: () => call(nationalLead, "DELETE", `/admin/invites/${inviteToRevoke}`),
  }),
  endpoint({
    name: "POST /api/admin-provision/check",
    status: 200,
    schema: provisionCheckResponseSchema,
    request: () => call(null, "POST", "/admin-provision/check", { token: tokenToCheck }),
  }),
  endpoint({
    name: "POST /api/admin-provision/accept",
    status: 200,
    schema: provisionAcceptResponseSchema,
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
    schema: directoryListResponseSchema,
    request: () => call(nationalLead, "GET", "/admin/resources"),
    lists: (body) => ({ entries: body.entries }),
  }),
  endpoint({
    name: "POST /api/admin/resources",
    status: 201,
    schema: directoryEntryResponseSchema,
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
    schema: directoryEntryResponseSchema,
    request: () =>
      call(nationalLead, "PATCH", `/admin/resources/${entryToChange}`, {
        opening_hours: "Mon-Fri 8:00-17:00",
      }),
  }),
  endpoint({
    name: "DELETE /api/admin/resources/:id",
    status: 200,
    schema: directoryDeleteResponseSchema,
    request: () => call(nationalLead, "DELETE", `/admin/resources/${entryToDelete}`),
  }),

  // The client's portal.
  endpoint({
    name: "GET /api/applications",
    status: 200,
    schema: myApplicationsResponseSchema,
    request: () => call(client, "GET", "/applications"),
    lists: (body) => ({ applications: body.applications, history: body.applications[0]?.history ?? [] }),
  }),
  endpoint({
    name: "POST /api/applications",
    status: 201,
    schema: serviceApplicationCreatedSchema,
    request: () => call(client, "POST", "/applications", applicationBody(), idempotencyKey()),
  }),
  endpoint({
    name: "GET /api/notifications",
    status: 200,
    schema: notificationListSchema,
    request: () => call(client, "GET", "/notifications"),
    lists: (body) => ({ notifications: body.notifications }),
  }),
  endpoint({
    name: "GET /api/notifications/unread-count",
    status: 200,
    schema: unreadCountSchema,
    request: () => call(client, "GET", "/notifications/unread-count"),
  }),
  endpoint({
    name: "GET /api/notifications/unread-count (a navigator)",
    status: 200,
    schema: unreadCountSchema,
    request: () => call(ruth, "GET", "/notifications/unread-count"),
  }),
  endpoint({
    name: "POST /api/notifications/:id/read",
    status: 200,
    schema: markReadResponseSchema,
    request: () => call(client, "POST", `/notifications/${notificationId}/read`),
  }),
  endpoint({
    name: "GET /api/cases",
    status: 200,
    schema: clientCaseListResponseSchema,
    request: () => call(client, "GET", "/cases"),
    lists: (body) => ({ cases: body.cases, messages: body.cases.flatMap((one) => one.messages) }),
  }),
  endpoint({
    name: "POST /api/cases/:id/messages",
    status: 201,
    schema: clientCaseMessageResponseSchema,
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
    schema: reminderListResponseSchema,
    request: () => call(client, "GET", "/reminders"),
    lists: (body) => ({ reminders: body.reminders }),
  }),
  endpoint({
    name: "POST /api/reminders",
    status: 201,
    schema: reminderSchema,
    request: () =>
      call(client, "POST", "/reminders", { kind: "refill", label: "Pick up refill", time_of_day: "09:00" }),
  }),
  endpoint({
    name: "PATCH /api/reminders/:id",
    status: 200,
    schema: reminderSchema,
    request: () => call(client, "PATCH", `/reminders/${reminderToChange}`, { time_of_day: "21:00" }),
  }),
  endpoint({
    name: "POST /api/reminders/:id/snooze",
    status: 200,
    schema: reminderSchema,
    request: () => call(client, "POST", `/reminders/${reminderToSnooze}/snooze`),
  }),
  endpoint({
    name: "POST /api/reminders/:id/taken",
    status: 200,
    schema: reminderSchema,
    request: () =>
      call(client, "POST", `/reminders/${reminderToTake.id}/taken`, {
        dose_at: reminderToTake.pending_dose_at,
      }),
  }),
  endpoint({
    name: "GET /api/adherence",
    status: 200,
    schema: adherenceSummarySchema,
    request: () => call(client, "GET", "/adherence"),
    lists: (body) => ({ days: body.days }),
  }),

  // The client's account settings.
  endpoint({
    name: "GET /api/account/security",
    status: 200,
    schema: securitySummarySchema,
    request: () => call(client, "GET", "/account/security"),
  }),
  endpoint({
    name: "GET /api/account/sessions",
    status: 200,
    schema: accountSessionsSchema,
    request: () => call(client, "GET", "/account/sessions"),
    lists: (body) => ({ sessions: body }),
  }),
  endpoint({
    name: "GET /api/account/text-messages",
    status: 200,
    schema: textMessagesSettingsSchema,
    request: () => call(client, "GET", "/account/text-messages"),
  }),
  endpoint({
    name: "PUT /api/me/care-sharing",
    status: 200,
    schema: careSharingSchema,
    request: () => call(client, "PUT", "/me/care-sharing", { shareCareWithTeam: true }),
  }),

  // Web Push: the key a browser subscribes with, and the previews' choice.
  endpoint({
    name: "GET /api/push/public-key",
    status: 200,
    schema: pushPublicKeySchema,
    request: () => call(client, "GET", "/push/public-key"),
  }),
  endpoint({
    name: "GET /api/push/preferences",
    status: 200,
    schema: pushPreferencesSchema,
    request: () => call(client, "GET", "/push/preferences"),
  }),
  endpoint({
    name: "PUT /api/push/preferences",
    status: 200,
    schema: pushPreferencesSchema,
    request: () => call(client, "PUT", "/push/preferences", { previews: true }),
  }),

  // iCare: a visitor's question and a client's, a hand-off, and a visitor's live chat.
  endpoint({
    name: "POST /api/assistant (a visitor)",
    status: 200,
    schema: assistantReplySchema,
    request: () => call(null, "POST", "/assistant", { userInput: "Where can I get PrEP?", locale: "en-UG" }),
  }),
  endpoint({
    name: "POST /api/assistant (signed in)",
    status: 200,
    schema: assistantReplySchema,
    request: () =>
      call(client, "POST", "/assistant", { userInput: "I missed a dose yesterday", locale: "en-UG" }),
    lists: (body) => ({ sources: body.sources ?? [] }),
  }),

  endpoint({
    name: "GET /api/chat-history",
    status: 200,
    schema: chatHistoryResponseSchema,
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
    schema: handoffCreatedSchema,
    request: () =>
      call(client, "POST", "/assistant/handoff", {
        consent: true,
        messages: [{ from: "user", text: "Please call me about my refill." }],
      }),
  }),
  endpoint({
    name: "GET /api/live-chat (a visitor)",
    status: 200,
    schema: liveChatSchema,
    request: () => call(visitorInChat, "GET", "/live-chat"),
    lists: (body) => ({ messages: body.messages }),
  }),
  endpoint({
    name: "POST /api/live-chat/messages (a visitor)",
    status: 201,
    schema: clientCaseMessageResponseSchema,
    request: () => call(visitorInChat, "POST", "/live-chat/messages", { text: "Are you there?" }),
  }),

  // The contact form: a visitor, and a signed-in client.
  endpoint({
    name: "POST /api/contact (a visitor)",
    status: 201,
    schema: contactMessageCreatedSchema,
    request: () => call(null, "POST", "/contact", contactBody(), idempotencyKey()),
  }),
  endpoint({
    name: "POST /api/contact (signed in)",
    status: 201,
    schema: contactMessageCreatedSchema,
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
  it.each(ENDPOINTS)("$name answers $status in its schema", async ({ status, schema, request, lists }) => {
    const body = await expectOk(await request(), status);
    const result = schema.safeParse(body);
    expect(
      result.success,
      result.error && `${z.prettifyError(result.error)}\n${JSON.stringify(result.error.issues)}`,
    ).toBe(true);
    for (const [name, items] of Object.entries(lists?.(result.data) ?? {}))
      expect(items.length, `${name} is empty: its item schema went unread`).toBeGreaterThan(0);
  });
});
