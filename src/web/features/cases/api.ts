/**
 * The navigators' data: the team's cases and one case (both under ["admin","inbox"], which
 * the "inbox" live event refreshes whenever anything changes in the team's cases), the
 * actions on a case and on its items, the audit log and testimonial moderation.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AuditListResponse } from "@shared/api/audit";
import type {
  CaseDetail,
  CaseEventResponse,
  CaseListResponse,
  CaseReplyBody,
  CaseSummaryResponse,
} from "@shared/api/cases";
import type { ApplicationStatusChangeBody, InboxItemType } from "@shared/api/inbox";
import type { ModeratedTestimonialListResponse, TestimonialModerationStatus } from "@shared/api/testimonials";
import type { CaseState, Priority } from "@shared/constants";
import { api, ApiError, readJson } from "@web/lib/api";
import { toCaseQuery, type CaseFilters } from "./case-filters";

export const caseKeys = {
  /** Everything the "inbox" live event makes stale: the lists and the open case. */
  all: ["admin", "inbox"] as const,
  list: (filters: CaseFilters) => ["admin", "inbox", "cases", toCaseQuery(filters)] as const,
  detail: (id: string) => ["admin", "inbox", "case", id] as const,
  audit: ["admin", "audit"] as const,
  testimonials: (status: TestimonialModerationStatus) => ["admin", "testimonials", status] as const,
};

/**
 * The routes parse their bodies themselves (parseJson with the shared schema), so the
 * typed client knows their paths but not their bodies: the body is added here.
 */
function withBody<Args extends object>(args: Args, json: unknown): Args {
  return Object.assign({}, args, { json });
}

export const casesQuery = (filters: CaseFilters) =>
  queryOptions({
    queryKey: caseKeys.list(filters),
    queryFn: async () =>
      readJson<CaseListResponse>(await api.admin.cases.$get({ query: toCaseQuery(filters) })),
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
        return await readJson<CaseDetail>(await api.admin.cases[":id"].$get({ param: { id } }));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.code === "invalid_id")) return null;
        throw error;
      }
    },
  });

/** Take (one's own id), hand to a teammate, or back to the queue (null). */
export async function setAssignee(id: string, assigneeId: string | null) {
  return readJson<CaseSummaryResponse>(
    await api.admin.cases[":id"].assignee.$post(withBody({ param: { id } }, { assignee_id: assigneeId })),
  );
}

export async function setState(id: string, state: CaseState) {
  return readJson<CaseSummaryResponse>(
    await api.admin.cases[":id"].state.$post(withBody({ param: { id } }, { state })),
  );
}

export async function addNote(id: string, text: string) {
  return readJson<CaseEventResponse>(
    await api.admin.cases[":id"].notes.$post(withBody({ param: { id } }, { text })),
  );
}

export async function sendReply(id: string, body: CaseReplyBody) {
  return readJson<CaseEventResponse>(
    await api.admin.cases[":id"].replies.$post(withBody({ param: { id } }, body)),
  );
}

/** An item of a case: an application or a message, by its notification row's id. */
export interface ItemRef {
  type: InboxItemType;
  id: string;
}

// The item actions answer with the old inbox item; the case is read again instead.
export async function markReviewed({ type, id }: ItemRef) {
  return readJson<unknown>(
    await api.admin.inbox[":type"][":id"].review.$post(withBody({ param: { type, id } }, {})),
  );
}

export async function overridePriority({ type, id }: ItemRef, priority: Priority) {
  return readJson<unknown>(
    await api.admin.inbox[":type"][":id"].priority.$post(withBody({ param: { type, id } }, { priority })),
  );
}

/** `id`: the application's item (its notification row), not the application. */
export async function changeApplicationStatus(id: string, body: ApplicationStatusChangeBody) {
  return readJson<unknown>(
    await api.admin.inbox.application[":id"].status.$post(withBody({ param: { id } }, body)),
  );
}

export const auditQuery = queryOptions({
  queryKey: caseKeys.audit,
  queryFn: async () => readJson<AuditListResponse>(await api.admin.audit.$get({ query: { limit: "100" } })),
});

export const moderationQuery = (status: TestimonialModerationStatus) =>
  queryOptions({
    queryKey: caseKeys.testimonials(status),
    queryFn: async () =>
      readJson<ModeratedTestimonialListResponse>(await api.admin.testimonials.$get({ query: { status } })),
  });

export async function moderateTestimonial(id: string, decision: "approve" | "reject") {
  return readJson<{ id: string; status: string }>(
    await api.admin.testimonials[":id"][":decision{approve|reject}"].$post({ param: { id, decision } }),
  );
}
