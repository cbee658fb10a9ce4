/**
 * How an open item's cached detail changes after the admin acts on it. Reading the
 * detail again would record another "viewed" row in the audit log, so the answers of
 * the actions are folded in instead.
 */
import type { InboxItem, InboxItemDetail, InboxReply } from "@shared/api/inbox";
import type { ApplicationStatus } from "@shared/constants";

/**
 * The actions answer with the item as the list shows it, without the decrypted text:
 * take its triage and status, keep the detail's data.
 */
export function withListItem(detail: InboxItemDetail, item: InboxItem): InboxItemDetail {
  return { ...detail, item: { ...detail.item, ...item, data: detail.item.data } as InboxItem };
}

export function withReply(detail: InboxItemDetail, reply: InboxReply): InboxItemDetail {
  return { ...detail, replies: [...detail.replies, reply] };
}

export function withPriorityOverride(
  detail: InboxItemDetail,
  item: InboxItem,
  by: { adminName: string; at: string },
): InboxItemDetail {
  return { ...withListItem(detail, item), priority_override: { admin_name: by.adminName, at: by.at } };
}

export function withStatusChange(
  detail: InboxItemDetail,
  item: InboxItem,
  change: { status: ApplicationStatus; note: string | null; adminName: string; at: string },
): InboxItemDetail {
  const next = withListItem(detail, item);
  if (!next.application) return next;
  const entry = {
    status: change.status,
    note: change.note,
    changed_by_name: change.adminName,
    created_at: change.at,
  };
  return {
    ...next,
    application: {
      ...next.application,
      status: change.status,
      history: [...next.application.history, entry],
    },
  };
}
