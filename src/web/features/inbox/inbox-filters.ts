/** The inbox's four filters (GET /api/admin/inbox?type=&status=&priority=&region=), each optional. */
import { INBOX_STATUSES, PRIORITIES, REGIONS } from "@shared/constants";
import { INBOX_ITEM_TYPES, type InboxListQuery } from "@shared/api/inbox";

export type InboxFilters = { [K in keyof InboxListQuery]-?: NonNullable<InboxListQuery[K]> | "" };
export type FilterName = keyof InboxFilters;

export const NO_FILTERS: InboxFilters = { type: "", status: "", priority: "", region: "" };

export const FILTER_CHOICES = {
  type: INBOX_ITEM_TYPES,
  status: INBOX_STATUSES,
  priority: PRIORITIES,
  region: REGIONS,
} as const satisfies { [K in FilterName]: readonly NonNullable<InboxListQuery[K]>[] };

export const FILTER_NAMES = Object.keys(FILTER_CHOICES) as FilterName[];

/** Only the filters in use, so the query string (and the cache key) stay short. */
export function toInboxQuery(filters: InboxFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
}

export function activeFilterCount(filters: InboxFilters): number {
  return Object.keys(toInboxQuery(filters)).length;
}

/** A value from a <select> that is one of the filter's choices, or "" for any. */
export function filterValue<K extends FilterName>(name: K, value: string): InboxFilters[K] {
  return ((FILTER_CHOICES[name] as readonly string[]).includes(value) ? value : "") as InboxFilters[K];
}
