/**
 * The directory form's values and what they send: the form checks them with the shared
 * schema before sending (lib/schema-form), the server's 400 names the field otherwise. An
 * edit sends only the fields that changed.
 */
import type { Region } from "@shared/constants";
import {
  type directoryEntryCreateSchema,
  type DirectoryEntry,
  type DirectoryEntryCreate,
  type DirectoryEntryPatch,
} from "@shared/api/directory";
import type {
  ResourceAccess,
  ResourceCategory,
  ResourceCost,
  ResourceService,
} from "@shared/domain/directory";
import { ApiError } from "@web/lib/http";

export interface EntryDraft {
  title: string;
  /** "" : national. */
  region: Region | "";
  category: ResourceCategory;
  services: ResourceService[];
  content: string;
  content_sw: string;
  content_lg: string;
  url: string;
  address: string;
  opening_hours: string;
  phone: string;
  /** "unknown": not known (null). */
  access: ResourceAccess | "unknown";
  cost: ResourceCost;
  cost_note: string;
  youth_friendly: boolean;
  key_population_friendly: boolean;
  last_verified: string;
  placeholder: boolean;
  /** Comma-separated search words. */
  tags: string;
}

export const ENTRY_FIELDS = [
  "title",
  "region",
  "category",
  "services",
  "content",
  "content_sw",
  "content_lg",
  "url",
  "address",
  "opening_hours",
  "phone",
  "access",
  "cost",
  "cost_note",
  "youth_friendly",
  "key_population_friendly",
  "last_verified",
  "placeholder",
  "tags",
] as const satisfies readonly (keyof EntryDraft)[];
export type EntryField = (typeof ENTRY_FIELDS)[number];

/** The codes the copy has words for; any other is "invalid_choice". */
export const ENTRY_ERROR_CODES: ReadonlySet<string> = new Set([
  "required",
  "too_long",
  "invalid_phone",
  "invalid_choice",
  "invalid_date",
  "invalid_url",
  "invalid_tags",
]);

/** A new entry starts in the caller's region (none: national), its details not known. */
export function draftOf(entry: DirectoryEntry | null, region: Region | null): EntryDraft {
  return {
    title: entry?.title ?? "",
    region: (entry ? entry.region : region) ?? "",
    category: entry?.category ?? "clinic",
    services: entry ? [...entry.services] : [],
    content: entry?.content ?? "",
    content_sw: entry?.content_sw ?? "",
    content_lg: entry?.content_lg ?? "",
    url: entry?.url ?? "",
    address: entry?.address ?? "",
    opening_hours: entry?.opening_hours ?? "",
    phone: entry?.phone ?? "",
    access: entry?.access ?? "unknown",
    cost: entry?.cost ?? "unknown",
    cost_note: entry?.cost_note ?? "",
    youth_friendly: entry?.youth_friendly ?? false,
    key_population_friendly: entry?.key_population_friendly ?? false,
    last_verified: entry?.last_verified ?? "",
    placeholder: entry?.placeholder ?? false,
    tags: entry?.tags.join(", ") ?? "",
  };
}

export function requestOf(draft: EntryDraft): DirectoryEntryCreate {
  return {
    ...draft,
    region: draft.region === "" ? null : draft.region,
    access: draft.access === "unknown" ? null : draft.access,
    tags: draft.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

export type ParsedEntry = ReturnType<typeof directoryEntryCreateSchema.parse>;

/** The fields whose checked value differs from the entry's: what an edit sends. */
export function changesOf(
  entry: DirectoryEntry,
  checked: { request: DirectoryEntryCreate; parsed: ParsedEntry },
): DirectoryEntryPatch {
  const patch: Record<string, unknown> = {};
  for (const field of ENTRY_FIELDS) {
    if (JSON.stringify(checked.parsed[field]) !== JSON.stringify(entry[field]))
      patch[field] = checked.request[field];
  }
  return patch as DirectoryEntryPatch;
}

export type FailureKey =
  "errors.gone" | "errors.notLead" | "errors.twoStep" | "errors.outsideRegion" | "errors.generic";

/** A refused request that names no field of the form: what to tell. */
export function failureOf(error: unknown): FailureKey {
  if (!(error instanceof ApiError)) return "errors.generic";
  if (error.status === 404) return "errors.gone";
  if (error.code === "lead_admin_required") return "errors.notLead";
  if (error.code === "two_factor_required") return "errors.twoStep";
  if (error.code === "outside_your_region") return "errors.outsideRegion";
  return "errors.generic";
}
