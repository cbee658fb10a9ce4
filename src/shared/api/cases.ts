/**
 * The navigators' workspace contract (docs/decisions/054-cases.md): a case gathers one
 * client's applications, contact messages and chat hand-offs in a region; the region's
 * team shares it; one thread carries the client's messages, the team's replies, internal
 * notes and what happened. The client sees their own cases without the notes.
 *
 * Error messages are short keys the UI translates.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, CASE_STATES, PRIORITIES, REGIONS, SERVICE_TYPES } from "../constants";
import { DELIVERY_PREFERENCES } from "./applications";
import { CONTACT_SOURCES } from "./contact";
import { missingOr, requiredText } from "./fields";
import { applicationStatusEntrySchema, REPLY_CHANNELS } from "./inbox";

const isoDateTime = z.iso.datetime({ offset: true });
/** Query strings arrive as "" when a filter is cleared: that means no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const caseStateSchema = z.enum(CASE_STATES, { error: missingOr("invalid_state") });

export const CASE_MESSAGE_MAX_CHARS = 2000;
export const CASE_SEARCH_MAX_CHARS = 100;
/** Cases on one page of the workspace list; every case is on some page, none is dropped. */
export const CASE_PAGE_SIZE = 50;

/** "open" is every state but resolved; no state filter at all lists every case. */
export const CASE_STATE_FILTERS = ["open", ...CASE_STATES] as const;
export const ASSIGNEE_FILTERS = ["me", "unassigned", "anyone"] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

/** GET /api/admin/cases?q=&state=&priority=&service=&assignee=&region=&overdue= */
export const caseListQuerySchema = z.object({
  /** A name, a phone number, an e-mail address or a case number ("1042" or "#1042"). */
  q: optionalFilter(z.string().trim().max(CASE_SEARCH_MAX_CHARS, { error: "too_long" })),
  state: optionalFilter(z.enum(CASE_STATE_FILTERS, { error: "invalid_choice" })),
  priority: optionalFilter(z.enum(PRIORITIES, { error: "invalid_priority" })),
  service: optionalFilter(z.enum(SERVICE_TYPES, { error: "invalid_choice" })),
  assignee: optionalFilter(z.enum(ASSIGNEE_FILTERS, { error: "invalid_choice" })),
  region: optionalFilter(z.enum(REGIONS, { error: "invalid_choice" })),
  /** "true": only cases past their time (urgent 1 hour, high 1 day), oldest first. */
  overdue: optionalFilter(z.enum(["true", "false"], { error: "invalid_choice" })),
  /** The page of the list, from 1 (CASE_PAGE_SIZE cases each). */
  page: optionalFilter(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, { error: "invalid_page" })
      .transform(Number),
  ),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

export const caseParamsSchema = z.object({ id: z.uuid({ error: "invalid_id" }) });

const personSchema = z.object({ id: z.string(), name: z.string() });

/** One row of the workspace list: what a navigator needs to choose what to do next. */
export const caseSummarySchema = z.object({
  id: z.string(),
  /** The case number people say aloud and search for ("#1042"). */
  number: z.number().int(),
  region: z.enum(REGIONS).nullable(),
  state: caseStateSchema,
  /** The highest priority of its items. */
  priority: z.enum(PRIORITIES),
  /** The client's name as they gave it; null when they gave none. */
  client_name: z.string().nullable(),
  /** true once the client closed their account: the case stays, the personal data goes. */
  client_closed: z.boolean(),
  /** The services applied for in this case, and where its messages came from. */
  services: z.array(z.enum(SERVICE_TYPES)),
  sources: z.array(z.enum(CONTACT_SOURCES)),
  assignee: personSchema.nullable(),
  opened_at: isoDateTime,
  last_activity_at: isoDateTime,
  /** Since when the client has been waiting for the team; null when nobody owes them an answer. */
  waiting_since: isoDateTime.nullable(),
  overdue: z.boolean(),
  /** Items still "new" in the spec's notification tables. */
  new_items: z.number().int(),
  /** A visitor is in a live chat on this case now (decision 060). */
  live_chat: z.boolean(),
  /** The client asked, after their latest crisis, not to be called or written to (decision 058). */
  no_contact: z.boolean(),
  /** The server opened this case for a flood of refused anonymous writes (decision 065). */
  possible_flood: z.boolean(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListResponseSchema = z.object({
  cases: z.array(caseSummarySchema),
  /** The open cases of the caller's team past their time, whatever the filters. */
  overdue_count: z.number().int(),
  /** Every case these filters find, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

const itemBase = {
  /** The notification row's id (application_notifications or message_notifications). */
  id: z.string(),
  /** The spec's status of the item for its assignee. */
  status: z.enum(["new", "reviewed"]),
  priority: z.enum(PRIORITIES),
  ai_summary: z.string().nullable(),
  ai_insights: z.array(z.string()),
  /** admin_name is null once the account that set it is gone. */
  priority_override: z.object({ admin_name: z.string().nullable(), at: isoDateTime }).nullable(),
  created_at: isoDateTime,
};

export const caseItemSchema = z.discriminatedUnion("type", [
  z.object({
    ...itemBase,
    type: z.literal("application"),
    application: z.object({
      id: z.string(),
      service_type: z.enum(SERVICE_TYPES),
      status: z.enum(APPLICATION_STATUSES),
      delivery_preference: z.enum(DELIVERY_PREFERENCES),
      discreet_notes: z.string().nullable(),
      medical_history: z.string().nullable(),
      consent_data: z.boolean(),
      consent_delivery: z.boolean(),
      requirements: z.record(z.string(), z.boolean()),
      history: z.array(applicationStatusEntrySchema),
    }),
  }),
  z.object({
    ...itemBase,
    type: z.literal("message"),
    message: z.object({
      id: z.string(),
      source: z.enum(CONTACT_SOURCES),
      subject: z.string().nullable(),
    }),
  }),
]);
export type CaseItem = z.infer<typeof caseItemSchema>;

export const CASE_EVENT_KINDS = ["client", "reply", "note", "event"] as const;
export const CASE_EVENT_CODES = [
  "opened",
  "application",
  "assigned",
  "unassigned",
  "state",
  "reviewed",
  "account_closed",
  /** The person asked by text message that what they sent by SMS and USSD be deleted. */
  "number_erased",
  /** The client asked, after a crisis in the chat, not to be called or written to. */
  "contact_declined",
  /** The visitor ended their live chat in the iCare panel. */
  "chat_ended",
  /** Anonymous writes of one kind ({kind}) were refused by an address's or everyone's ceiling ({scope}). */
  "possible_flood",
] as const;
export type CaseEventCode = (typeof CASE_EVENT_CODES)[number];

/**
 * One entry of the thread, oldest first. "client": the client wrote (a contact message, a
 * hand-off, an answer from the portal); "reply": the team answered them; "note": internal,
 * never shown to the client; "event": something happened (code, with data such as
 * {service}, {to}, {from, to}).
 */
export const caseEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CASE_EVENT_KINDS),
  /** For "event" only. */
  code: z.enum(CASE_EVENT_CODES).nullable(),
  data: z.record(z.string(), z.string()),
  /** Who wrote or did it: a navigator's name, the client's, or null (the system, a gone account). */
  author_name: z.string().nullable(),
  text: z.string().nullable(),
  /** How a reply went out. */
  channel: z.enum(REPLY_CHANNELS).nullable(),
  /** The application or message this entry came with. */
  item: z.object({ type: z.enum(["application", "message"]), id: z.string() }).nullable(),
  at: isoDateTime,
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

export const caseClientSchema = z.object({
  name: z.string().nullable(),
  /** Only a number a text message can reach. */
  phone: z.string().nullable(),
  /** Only a real address (never a phone account's placeholder); `email_confirmed` says if replies may go there. */
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
  has_account: z.boolean(),
  account_closed: z.boolean(),
});

/** The client's earlier care, shown only with the consent they gave at sign-up. */
export const caseHistorySchema = z.object({
  earlier_cases: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      state: caseStateSchema,
      opened_at: isoDateTime,
      services: z.array(z.enum(SERVICE_TYPES)),
    }),
  ),
  /** null without the client's consent to share care data with the team. */
  care: z
    .object({
      reminders: z.array(z.object({ kind: z.string(), label: z.string(), time_of_day: z.string() })),
      /** Doses taken of those due in the last 30 days; null when nothing was due. */
      adherence: z.object({ taken: z.number().int(), due: z.number().int() }).nullable(),
    })
    .nullable(),
  /**
   * The weekly check-ins of the client's number, newest first, at most 12 (decision 083):
   * "ok", "problem", "no_reply", or null while one waits for its reply. Empty without any.
   */
  check_ins: z.array(
    z.object({ sent_at: isoDateTime, outcome: z.enum(["ok", "problem", "no_reply"]).nullable() }),
  ),
});

/** GET /api/admin/cases/:id: everything a navigator needs to act; every read is audited. */
export const caseDetailSchema = z.object({
  case: caseSummarySchema,
  client: caseClientSchema,
  /** The channels a reply can take now, the one to use by default first; empty: no way to reach them. */
  reply_channels: z.array(z.enum(REPLY_CHANNELS)),
  items: z.array(caseItemSchema),
  thread: z.array(caseEventSchema),
  history: caseHistorySchema,
  /** The admins a case can be handed to (the case region's team). */
  team: z.array(personSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** POST /api/admin/cases/:id/assignee: take (own id), hand to a teammate, or back to the queue (null). */
export const caseAssigneeBodySchema = z.object({
  assignee_id: z
    .string({ error: missingOr("invalid_assignee") })
    .min(1, { error: "invalid_assignee" })
    .nullable(),
});
export type CaseAssigneeBody = z.infer<typeof caseAssigneeBodySchema>;

export const caseStateBodySchema = z.object({ state: caseStateSchema });
export type CaseStateBody = z.infer<typeof caseStateBodySchema>;

export const caseNoteBodySchema = z.object({ text: requiredText(CASE_MESSAGE_MAX_CHARS) });
export type CaseNoteBody = z.infer<typeof caseNoteBodySchema>;

export const caseReplyBodySchema = z.object({
  text: requiredText(CASE_MESSAGE_MAX_CHARS),
  /** Omitted: the first of the case's reply channels. */
  channel: z.enum(REPLY_CHANNELS, { error: missingOr("invalid_channel") }).optional(),
});
export type CaseReplyBody = z.infer<typeof caseReplyBodySchema>;

export const caseSummaryResponseSchema = z.object({ case: caseSummarySchema });
export type CaseSummaryResponse = z.infer<typeof caseSummaryResponseSchema>;
export const caseEventResponseSchema = z.object({ event: caseEventSchema });
export type CaseEventResponse = z.infer<typeof caseEventResponseSchema>;

// ------------------------------------------------------------------ the client's side

/** The state as the client reads it. */
export const CLIENT_CASE_STATES = ["received", "in_progress", "waiting_for_you", "resolved"] as const;
export type ClientCaseState = (typeof CLIENT_CASE_STATES)[number];

export const clientCaseMessageSchema = z.object({
  id: z.string(),
  from: z.enum(["you", "team"]),
  /** The navigator's name on a team message; null on the client's own. */
  author_name: z.string().nullable(),
  text: z.string(),
  at: isoDateTime,
});
export type ClientCaseMessage = z.infer<typeof clientCaseMessageSchema>;

/** GET /api/cases: the signed-in client's cases, newest activity first; no internal notes. */
export const clientCaseSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  state: z.enum(CLIENT_CASE_STATES),
  services: z.array(z.enum(SERVICE_TYPES)),
  opened_at: isoDateTime,
  last_activity_at: isoDateTime,
  messages: z.array(clientCaseMessageSchema),
});
export type ClientCase = z.infer<typeof clientCaseSchema>;
export const clientCaseListResponseSchema = z.object({ cases: z.array(clientCaseSchema) });
export type ClientCaseListResponse = z.infer<typeof clientCaseListResponseSchema>;

/** POST /api/cases/:id/messages: the client answers in their case's thread. */
export const clientCaseMessageBodySchema = z.object({ text: requiredText(CASE_MESSAGE_MAX_CHARS) });
export type ClientCaseMessageBody = z.infer<typeof clientCaseMessageBodySchema>;
export const clientCaseMessageResponseSchema = z.object({ message: clientCaseMessageSchema });
export type ClientCaseMessageResponse = z.infer<typeof clientCaseMessageResponseSchema>;

/** The client's plain version of a case state. */
export function clientCaseState(state: (typeof CASE_STATES)[number]): ClientCaseState {
  if (state === "new") return "received";
  if (state === "waiting") return "waiting_for_you";
  return state;
}
