/**
 * The workspace's search and filters, turned into the query of GET /api/admin/cases.
 *
 * The filters live in the page's address (?state=&priority=...) so that Back, a reload and
 * a shared link show the same list. An address stays in the browser's history
 * (docs/decisions/049): services go in it by neutral words ("delivery", "prevention"),
 * never by their codes, and the search (a client's name, phone number or e-mail) never goes
 * in it at all: it is kept in the history entry's state, which Back and a reload restore
 * but which no address bar, history list or shared link shows.
 */
import {
  ASSIGNEE_FILTERS,
  CASE_SEARCH_MAX_CHARS,
  CASE_STATE_FILTERS,
  type AssigneeFilter,
  type CaseListQuery,
} from "@shared/api/cases";
import {
  PRIORITIES,
  REGIONS,
  SERVICE_TYPES,
  type Priority,
  type Region,
  type ServiceType,
} from "@shared/constants";

export type StateFilter = (typeof CASE_STATE_FILTERS)[number] | "all";
export type CaseView = "all" | "overdue";

export interface CaseFilters {
  q: string;
  /** "open" (every state but resolved) unless chosen otherwise; "all": every state. */
  state: StateFilter;
  priority: Priority | "";
  service: ServiceType | "";
  assignee: AssigneeFilter;
  region: Region | "";
  /** "overdue": only the open cases past their time. */
  view: CaseView;
  /** The page of the list, from 1. */
  page: number;
}

export const DEFAULT_FILTERS: CaseFilters = {
  q: "",
  state: "open",
  priority: "",
  service: "",
  assignee: "anyone",
  region: "",
  view: "all",
  page: 1,
};

export const STATE_FILTER_CHOICES: readonly StateFilter[] = [...CASE_STATE_FILTERS, "all"];

/** The services as the address names them. */
export const SERVICE_SLUGS: Record<ServiceType, string> = {
  art: "delivery",
  prep: "prevention",
  testing: "testing",
  peer_support: "peer-support",
};

const serviceOfSlug = (slug: string | null): ServiceType | "" =>
  SERVICE_TYPES.find((service) => SERVICE_SLUGS[service] === slug) ?? "";

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

/** The search kept in a history entry's state ({ q }), if any. */
export function searchFromState(state: unknown): string {
  const q = (state as { q?: unknown } | null)?.q;
  return typeof q === "string" ? q.trim().slice(0, CASE_SEARCH_MAX_CHARS) : "";
}

/** What the address and the history entry say; anything unknown falls back to the default. */
export function filtersFromParams(params: URLSearchParams, q = ""): CaseFilters {
  return {
    q,
    state: oneOf(STATE_FILTER_CHOICES, params.get("state")) ?? DEFAULT_FILTERS.state,
    priority: oneOf(PRIORITIES, params.get("priority")) ?? "",
    service: serviceOfSlug(params.get("service")),
    assignee: oneOf(ASSIGNEE_FILTERS, params.get("assignee")) ?? DEFAULT_FILTERS.assignee,
    region: oneOf(REGIONS, params.get("region")) ?? "",
    view: params.get("view") === "overdue" ? "overdue" : "all",
    page: /^[1-9]\d{0,5}$/.test(params.get("page") ?? "") ? Number(params.get("page")) : 1,
  };
}

/**
 * The address of these filters: only what differs from the default, so it stays short. The
 * search is not part of it (see above).
 */
export function filtersToParams(filters: CaseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view === "overdue") params.set("view", "overdue");
  if (filters.state !== DEFAULT_FILTERS.state) params.set("state", filters.state);
  if (filters.priority) params.set("priority", filters.priority);
  if (filters.service) params.set("service", SERVICE_SLUGS[filters.service]);
  if (filters.assignee !== DEFAULT_FILTERS.assignee) params.set("assignee", filters.assignee);
  if (filters.region) params.set("region", filters.region);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

type QueryString = { [K in keyof CaseListQuery]?: string };

/**
 * The server's query. The overdue view lists open cases only, whatever the state filter
 * says, so the state is left to the server there.
 */
export function toCaseQuery(filters: CaseFilters): QueryString {
  const query: QueryString = {};
  if (filters.q) query.q = filters.q;
  if (filters.view === "overdue") query.overdue = "true";
  else if (filters.state !== "all") query.state = filters.state;
  if (filters.priority) query.priority = filters.priority;
  if (filters.service) query.service = filters.service;
  if (filters.assignee !== "anyone") query.assignee = filters.assignee;
  if (filters.region) query.region = filters.region;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** How many filters differ from the default (the search, the view and the page not counted). */
export function activeFilterCount(filters: CaseFilters): number {
  const { q: _q, view: _view, page: _page, ...rest } = filters;
  return (Object.keys(rest) as Array<keyof typeof rest>).filter((key) => rest[key] !== DEFAULT_FILTERS[key])
    .length;
}

/** Where a case page's "back to the list" goes: the list's address, and its search. */
export interface ListPlace {
  search: string;
  q: string;
}

/** The list place a case page was opened from (history state { from }), or the default list. */
export function listPlaceFromState(state: unknown): ListPlace {
  const from = (state as { from?: { search?: unknown } } | null)?.from;
  const search = typeof from?.search === "string" && from.search.startsWith("?") ? from.search : "";
  return { search, q: searchFromState(from) };
}
