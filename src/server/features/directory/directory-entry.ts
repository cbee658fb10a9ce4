/** A directory row as the admin page reads it, and an entry's fields as a row holds them. */
import type {
  DirectoryEntry,
  DirectoryEntryCreateParsed,
  DirectoryEntryPatchParsed,
} from "@shared/api/directory";
import type { resources } from "../../db/schema";
import { mayChange, type DirectoryScope } from "./directory-scope";

export type ResourceRow = typeof resources.$inferSelect;

export function toDirectoryEntry(row: ResourceRow, scope: DirectoryScope): DirectoryEntry {
  return {
    id: row.id,
    title: row.title,
    region: row.region,
    category: row.category,
    services: row.services,
    content: row.content,
    content_sw: row.contentSw,
    content_lg: row.contentLg,
    url: row.url,
    address: row.address,
    opening_hours: row.openingHours,
    phone: row.phone,
    access: row.access,
    cost: row.cost,
    cost_note: row.costNote,
    youth_friendly: row.youthFriendly,
    key_population_friendly: row.keyPopulationFriendly,
    last_verified: row.lastVerified,
    placeholder: row.placeholder,
    tags: row.tags,
    updated_at: row.updatedAt.toISOString(),
    editable: mayChange(scope, row.region),
  };
}

type Columns = Omit<ResourceRow, "id" | "createdAt" | "updatedAt">;

const COLUMN_OF = {
  title: "title",
  region: "region",
  category: "category",
  services: "services",
  content: "content",
  content_sw: "contentSw",
  content_lg: "contentLg",
  url: "url",
  address: "address",
  opening_hours: "openingHours",
  phone: "phone",
  access: "access",
  cost: "cost",
  cost_note: "costNote",
  youth_friendly: "youthFriendly",
  key_population_friendly: "keyPopulationFriendly",
  last_verified: "lastVerified",
  placeholder: "placeholder",
  tags: "tags",
} as const satisfies Record<keyof DirectoryEntryCreateParsed, keyof Columns>;

/** The columns a request sets: every field of a create, the named ones of a patch. */
export function columnsOf(input: DirectoryEntryCreateParsed): Columns;
export function columnsOf(input: DirectoryEntryPatchParsed): Partial<Columns>;
export function columnsOf(input: DirectoryEntryPatchParsed): Partial<Columns> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const value = input[field as keyof DirectoryEntryPatchParsed];
    if (value !== undefined) columns[column] = value;
  }
  return columns as Partial<Columns>;
}

/** The fields a request names, for the audit log: names only, never their values. */
export function fieldNames(input: DirectoryEntryPatchParsed): string {
  return Object.keys(COLUMN_OF)
    .filter((field) => input[field as keyof DirectoryEntryPatchParsed] !== undefined)
    .join(",");
}
