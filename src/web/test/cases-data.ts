/** Cases as the server sends them (typed by the contract), for the cases feature's tests. */
import { meAnswer } from "@web/test/render-app";
import {
  CASE_PAGE_SIZE,
  type CaseDetail,
  type CaseEvent,
  type CaseItem,
  type CaseListResponse,
  type CaseSummary,
} from "@shared/api/cases";

/** GET /api/me for a navigator ("admin-1", the fixtures' ME), with two-step sign-in on as the workspace needs. */
export function navigatorMe() {
  const me = meAnswer("admin", ME.name);
  return { ...me, user: { ...me.user, twoFactorEnabled: true } };
}

export const CASE_ID = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
export const ME = { id: "admin-1", name: "Sarah" };
export const TEAMMATE = { id: "admin-2", name: "Brian Okello" };

export function caseSummary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: CASE_ID,
    number: 1042,
    region: "masaka",
    state: "new",
    priority: "high",
    client_name: "Amina Nakato",
    client_closed: false,
    services: ["prep", "testing"],
    sources: [],
    assignee: null,
    opened_at: "2026-03-12T07:00:00.000Z",
    last_activity_at: "2026-03-12T08:00:00.000Z",
    waiting_since: "2026-03-12T08:00:00.000Z",
    overdue: false,
    new_items: 1,
    live_chat: false,
    no_contact: false,
    possible_flood: false,
    ...overrides,
  };
}

export function caseList(
  cases: CaseSummary[] = [caseSummary()],
  overdueCount = 0,
  paging: Partial<Pick<CaseListResponse, "total" | "page">> = {},
): CaseListResponse {
  return {
    cases,
    overdue_count: overdueCount,
    total: paging.total ?? cases.length,
    page: paging.page ?? 1,
    page_size: CASE_PAGE_SIZE,
  };
}

export function applicationItem(): Extract<CaseItem, { type: "application" }> {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    type: "application",
    status: "new",
    priority: "high",
    ai_summary: "PrEP request from Masaka",
    ai_insights: ["Asks for a discreet pickup"],
    priority_override: null,
    created_at: "2026-03-12T07:00:00.000Z",
    application: {
      id: "22222222-2222-4222-8222-222222222222",
      service_type: "prep",
      status: "submitted",
      delivery_preference: "pickup_point",
      discreet_notes: "Plain envelope",
      medical_history: "Two pills left",
      consent_data: true,
      consent_delivery: true,
      requirements: { hiv_negative_status: true, risk_assessment: false },
      history: [
        {
          status: "submitted",
          note: null,
          changed_by_name: "Amina Nakato",
          created_at: "2026-03-12T07:00:00.000Z",
        },
      ],
    },
  };
}

export function messageItem(): Extract<CaseItem, { type: "message" }> {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    type: "message",
    status: "reviewed",
    priority: "low",
    ai_summary: null,
    ai_insights: [],
    priority_override: null,
    created_at: "2026-03-12T08:00:00.000Z",
    message: { id: "44444444-4444-4444-8444-444444444444", source: "contact", subject: "Opening hours" },
  };
}

export function caseEvent(overrides: Partial<CaseEvent> & Pick<CaseEvent, "id" | "kind">): CaseEvent {
  return {
    code: null,
    data: {},
    author_name: null,
    text: null,
    channel: null,
    item: null,
    at: "2026-03-12T08:00:00.000Z",
    ...overrides,
  };
}

export function caseThread(): CaseEvent[] {
  return [
    caseEvent({
      id: "e1",
      kind: "event",
      code: "application",
      data: { service: "prep" },
      author_name: "Amina Nakato",
      at: "2026-03-12T07:00:00.000Z",
    }),
    caseEvent({
      id: "e2",
      kind: "client",
      author_name: "Amina Nakato",
      text: "When are you open on Saturday?",
      item: { type: "message", id: "33333333-3333-4333-8333-333333333333" },
      at: "2026-03-12T08:00:00.000Z",
    }),
    caseEvent({
      id: "e3",
      kind: "event",
      code: "assigned",
      data: { to: ME.id },
      author_name: "Sarah",
      at: "2026-03-12T08:10:00.000Z",
    }),
    caseEvent({
      id: "e4",
      kind: "note",
      author_name: "Sarah",
      text: "She prefers a call after 5.",
      at: "2026-03-12T08:20:00.000Z",
    }),
    caseEvent({
      id: "e5",
      kind: "reply",
      author_name: "Sarah",
      text: "We are open 9 to 1 on Saturday.",
      channel: "sms",
      at: "2026-03-12T08:30:00.000Z",
    }),
    caseEvent({
      id: "e6",
      kind: "event",
      code: "state",
      data: { from: "in_progress", to: "waiting" },
      author_name: "Sarah",
      at: "2026-03-12T08:31:00.000Z",
    }),
  ];
}

export function caseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    case: caseSummary(),
    client: {
      name: "Amina Nakato",
      phone: "+256772123456",
      email: "amina@example.com",
      email_confirmed: true,
      has_account: true,
      account_closed: false,
    },
    reply_channels: ["in_app", "sms", "email"],
    items: [applicationItem(), messageItem()],
    thread: caseThread(),
    history: {
      earlier_cases: [
        {
          id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
          number: 998,
          state: "resolved",
          opened_at: "2026-01-05T09:00:00.000Z",
          services: ["testing"],
        },
      ],
      care: {
        reminders: [{ kind: "medication", label: "Evening pill", time_of_day: "20:00" }],
        adherence: { taken: 27, due: 30 },
      },
      check_ins: [
        { sent_at: "2026-11-23T05:00:00.000Z", outcome: null },
        { sent_at: "2026-11-16T05:00:00.000Z", outcome: "problem" },
        { sent_at: "2026-11-09T05:00:00.000Z", outcome: "ok" },
        { sent_at: "2026-11-02T05:00:00.000Z", outcome: "no_reply" },
      ],
    },
    team: [ME, TEAMMATE],
    ...overrides,
  };
}
