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
import { createHarness, type Harness, type TestUser } from "../test/harness";
import { apply, applicationBody, contactBody, sendMessage } from "../test/factories";
import { applicationNotifications } from "../db/schema";
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

type Method = "GET" | "POST" | "PATCH" | "DELETE";

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

  // An open invitation, so the team page lists one.
  await expectOk(
    await call(nationalLead, "POST", "/admin/invites", {
      email: "new.navigator@example.com",
      region: "masaka",
    }),
    201,
  );

  entryToChange = await directoryEntryId("Nyendo Health Centre III");
  entryToDelete = await directoryEntryId("Kimaanya Health Centre II");
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
