/**
 * The directory page's data: every entry (["admin","directory"]) and a lead admin's
 * changes to it (decision 070).
 */
import { queryOptions } from "@tanstack/react-query";
import {
  directoryDeleteResponseSchema,
  directoryEntryResponseSchema,
  directoryListResponseSchema,
  type DirectoryEntryCreate,
  type DirectoryEntryPatch,
} from "@shared/api/directory";
import { api, readAnswer, withBody } from "@web/lib/api";

export const directoryKeys = {
  all: ["admin", "directory"] as const,
};

export const directoryQuery = queryOptions({
  queryKey: directoryKeys.all,
  queryFn: () => readAnswer(api.admin.resources.$get(), directoryListResponseSchema),
});

export async function createEntry(input: DirectoryEntryCreate) {
  return readAnswer(
    api.admin.resources.$post(withBody({}, input), { headers: { "Idempotency-Key": crypto.randomUUID() } }),
    directoryEntryResponseSchema,
  );
}

export async function updateEntry(id: string, patch: DirectoryEntryPatch) {
  return readAnswer(
    api.admin.resources[":id"].$patch(withBody({ param: { id } }, patch)),
    directoryEntryResponseSchema,
  );
}

export async function deleteEntry(id: string) {
  return readAnswer(api.admin.resources[":id"].$delete({ param: { id } }), directoryDeleteResponseSchema);
}
