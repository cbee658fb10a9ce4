/**
 * The navigators' data: the team's cases and one case (both under ["admin","inbox"], which
 * the "inbox" live event refreshes whenever anything changes in the team's cases), the
 * actions on a case and on its items, the audit log and testimonial moderation.
 */
import { queryOptions } from "@tanstack/react-query";
import { auditListResponseSchema } from "@shared/api/audit";
import {
  caseDetailSchema,
  caseEventResponseSchema,
  caseListResponseSchema,
  caseSummaryResponseSchema,
  type CaseDetail,
  type CaseReplyBody,
} from "@shared/api/cases";
import type { ApplicationStatusChangeBody, InboxItemType } from "@shared/api/inbox";
import {
  moderatedTestimonialListResponseSchema,
  testimonialModeratedSchema,
  type TestimonialModerationStatus,
} from "@shared/api/testimonials";
import type { CaseState, Priority } from "@shared/constants";
import { api, ApiError, readAnswer, readOutcome, withBody } from "@web/lib/api";
import { toCaseQuery, type CaseFilters } from "./case-filters";

export const caseKeys = {
  /** Everything the "inbox" live event makes stale: the lists and the open case. */
  all: ["admin", "inbox"] as const,
  list: (filters: CaseFilters) => ["admin", "inbox", "cases", toCaseQuery(filters)] as const,
  detail: (id: string) => ["admin", "inbox", "case", id] as const,
  audit: ["admin", "audit"] as const,
  testimonials: (status: TestimonialModerationStatus) => ["admin", "testimonials", status] as const,
};

export const casesQuery = (filters: CaseFilters) =>
  queryOptions({
    queryKey: caseKeys.list(filters),
    queryFn: () => readAnswer(api.admin.cases.$get({ query: toCaseQuery(filters) }), caseListResponseSchema),
    // A new search or filter keeps the last list on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });

/**
 * One case, or null when it does not exist or is not on the caller's team. "Not found" is
 * an answer, not an error: a live event that makes it stale refetches without the page
 * flashing back to "Loading" (a query with no data goes back to pending on a refetch).
 */
export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: caseKeys.detail(id),
    queryFn: async (): Promise<CaseDetail | null> => {
      try {
        return await readAnswer(api.admin.cases[":id"].$get({ param: { id } }), caseDetailSchema);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.code === "invalid_id")) return null;
        throw error;
      }
    },
  });

/** Take (one's own id), hand to a teammate, or back to the queue (null). */
export async function setAssignee(id: string, assigneeId: string | null) {
  return readAnswer(
    api.admin.cases[":id"].assignee.$post(withBody({ param: { id } }, { assignee_id: assigneeId })),
    caseSummaryResponseSchema,
  );
}

export async function setState(id: string, state: CaseState) {
  return readAnswer(
    api.admin.cases[":id"].state.$post(withBody({ param: { id } }, { state })),
    caseSummaryResponseSchema,
  );
}

export async function addNote(id: string, text: string) {
  return readAnswer(
    api.admin.cases[":id"].notes.$post(withBody({ param: { id } }, { text })),
    caseEventResponseSchema,
  );
}

export async function sendReply(id: string, body: CaseReplyBody) {
  return readAnswer(
    api.admin.cases[":id"].replies.$post(withBody({ param: { id } }, body)),
    caseEventResponseSchema,
  );
}

/** An item of a case: an application or a message, by its notification row's id. */
export interface ItemRef {
  type: InboxItemType;
  id: string;
}

// The item actions answer with the old inbox item; the case is read again instead.
export async function markReviewed({ type, id }: ItemRef) {
  return readOutcome(api.admin.inbox[":type"][":id"].review.$post(withBody({ param: { type, id } }, {})));
}

export async function overridePriority({ type, id }: ItemRef, priority: Priority) {
  return readOutcome(
    api.admin.inbox[":type"][":id"].priority.$post(withBody({ param: { type, id } }, { priority })),
  );
}

/** `id`: the application's item (its notification row), not the application. */
export async function changeApplicationStatus(id: string, body: ApplicationStatusChangeBody) {
  return readOutcome(api.admin.inbox.application[":id"].status.$post(withBody({ param: { id } }, body)));
}

export const auditQuery = queryOptions({
  queryKey: caseKeys.audit,
  queryFn: () => readAnswer(api.admin.audit.$get({ query: { limit: "100" } }), auditListResponseSchema),
});

export const moderationQuery = (status: TestimonialModerationStatus) =>
  queryOptions({
    queryKey: caseKeys.testimonials(status),
    queryFn: () =>
      readAnswer(api.admin.testimonials.$get({ query: { status } }), moderatedTestimonialListResponseSchema),
  });

export async function moderateTestimonial(id: string, decision: "approve" | "reject") {
  return readAnswer(
    api.admin.testimonials[":id"][":decision{approve|reject}"].$post({ param: { id, decision } }),
    testimonialModeratedSchema,
  );
}
