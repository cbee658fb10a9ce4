/**
 * The admin's data: the inbox (["admin","inbox", filters], refreshed by live events), one
 * item's detail, the audit log and testimonial moderation. Opening an item's detail is
 * audited on the server, so its cache key stays outside ["admin","inbox"]: a live event
 * refreshes the list, not a fresh "viewed" row for the open item.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AuditListResponse } from "@shared/api/audit";
import type {
  ApplicationStatusChangeBody,
  InboxItemDetail,
  InboxItemResponse,
  InboxItemType,
  InboxListResponse,
  InboxReplyBody,
  InboxReplyResponse,
} from "@shared/api/inbox";
import type { ModeratedTestimonialListResponse, TestimonialModerationStatus } from "@shared/api/testimonials";
import type { Priority } from "@shared/constants";
import { api, readJson } from "@web/lib/api";
import { toInboxQuery, type InboxFilters } from "./inbox-filters";

export const inboxKeys = {
  all: ["admin", "inbox"] as const,
  list: (filters: InboxFilters) => ["admin", "inbox", toInboxQuery(filters)] as const,
  item: (type: InboxItemType, id: string) => ["admin", "inbox-item", type, id] as const,
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

export interface ItemRef {
  type: InboxItemType;
  id: string;
}

export const inboxQuery = (filters: InboxFilters) =>
  queryOptions({
    queryKey: inboxKeys.list(filters),
    queryFn: async () =>
      readJson<InboxListResponse>(await api.admin.inbox.$get({ query: toInboxQuery(filters) })),
  });

export const inboxItemQuery = ({ type, id }: ItemRef) =>
  queryOptions({
    queryKey: inboxKeys.item(type, id),
    queryFn: async () =>
      readJson<InboxItemDetail>(await api.admin.inbox[":type"][":id"].$get({ param: { type, id } })),
    // Every read is an audited view: read once, then keep it fresh from our own actions.
    staleTime: Infinity,
  });

export async function markReviewed({ type, id }: ItemRef) {
  return readJson<InboxItemResponse>(
    await api.admin.inbox[":type"][":id"].review.$post(withBody({ param: { type, id } }, {})),
  );
}

export async function replyTo({ type, id }: ItemRef, body: InboxReplyBody) {
  return readJson<InboxReplyResponse>(
    await api.admin.inbox[":type"][":id"].reply.$post(withBody({ param: { type, id } }, body)),
  );
}

export async function overridePriority({ type, id }: ItemRef, priority: Priority) {
  return readJson<InboxItemResponse>(
    await api.admin.inbox[":type"][":id"].priority.$post(withBody({ param: { type, id } }, { priority })),
  );
}

export async function changeApplicationStatus(id: string, body: ApplicationStatusChangeBody) {
  return readJson<InboxItemResponse>(
    await api.admin.inbox.application[":id"].status.$post(withBody({ param: { id } }, body)),
  );
}

export const auditQuery = queryOptions({
  queryKey: inboxKeys.audit,
  queryFn: async () => readJson<AuditListResponse>(await api.admin.audit.$get({ query: { limit: "100" } })),
});

export const moderationQuery = (status: TestimonialModerationStatus) =>
  queryOptions({
    queryKey: inboxKeys.testimonials(status),
    queryFn: async () =>
      readJson<ModeratedTestimonialListResponse>(await api.admin.testimonials.$get({ query: { status } })),
  });

export async function moderateTestimonial(id: string, decision: "approve" | "reject") {
  return readJson<{ id: string; status: string }>(
    await api.admin.testimonials[":id"][":decision{approve|reject}"].$post({ param: { id, decision } }),
  );
}
