/**
 * The directory page's data: every entry (["admin","directory"]) and a lead admin's
 * changes to it (decision 070).
 */
import { queryOptions } from "@tanstack/react-query";
import type {
  DirectoryDeleteResponse,
  DirectoryEntryCreate,
  DirectoryEntryPatch,
  DirectoryEntryResponse,
  DirectoryListResponse,
} from "@shared/api/directory";
import { api, readJson } from "@web/lib/api";

export const directoryKeys = {
  all: ["admin", "directory"] as const,
};

export const directoryQuery = queryOptions({
  queryKey: directoryKeys.all,
  queryFn: async () => readJson<DirectoryListResponse>(await api.admin.resources.$get()),
});

/** The routes parse their bodies themselves, so the typed client knows the paths, not the bodies. */
export async function createEntry(input: DirectoryEntryCreate) {
  return readJson<DirectoryEntryResponse>(
    await api.admin.resources.$post(Object.assign({}, { json: input }), {
      headers: { "Idempotency-Key": crypto.randomUUID() },
    }),
  );
}

export async function updateEntry(id: string, patch: DirectoryEntryPatch) {
  return readJson<DirectoryEntryResponse>(
    await api.admin.resources[":id"].$patch(Object.assign({ param: { id } }, { json: patch })),
  );
}

export async function deleteEntry(id: string) {
  return readJson<DirectoryDeleteResponse>(await api.admin.resources[":id"].$delete({ param: { id } }));
}
