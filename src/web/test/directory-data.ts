/** A directory entry as the server lists it, for the directory's tests: a placeholder-free clinic unless told. */
import type { DirectoryEntry } from "@shared/api/directory";

export const directoryEntry = (overrides: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  id: "00000000-0000-4000-8000-000000000001",
  title: "A place",
  region: "masaka",
  category: "clinic",
  services: [],
  content: "A description.",
  content_sw: null,
  content_lg: null,
  url: null,
  address: null,
  opening_hours: null,
  phone: null,
  access: null,
  cost: "unknown",
  cost_note: null,
  youth_friendly: false,
  key_population_friendly: false,
  last_verified: null,
  placeholder: false,
  tags: [],
  updated_at: "2026-03-01T10:00:00.000Z",
  editable: false,
  ...overrides,
});
