/** Adds an entry to the directory; audited with its region and nothing it says. */
import type { DirectoryEntry, DirectoryEntryCreateParsed } from "@shared/api/directory";
import type { AppDeps } from "../../deps";
import { resources } from "../../db/schema";
import { recordAudit } from "../../audit/record-audit";
import { requireLead, requireWithinRegion, type DirectoryScope } from "./directory-scope";
import { columnsOf, toDirectoryEntry } from "./directory-entry";

export async function createResource(
  deps: Pick<AppDeps, "db" | "now">,
  scope: DirectoryScope,
  input: DirectoryEntryCreateParsed,
): Promise<DirectoryEntry> {
  requireLead(scope);
  requireWithinRegion(scope, input.region);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(resources)
      .values({ ...columnsOf(input), createdAt: at, updatedAt: at })
      .returning();
    await recordAudit(tx, at, {
      actorId: scope.callerId,
      action: "resource_created",
      entityType: "resource",
      entityId: created!.id,
      details: { region: created!.region },
    });
    return created!;
  });
  return toDirectoryEntry(row, scope);
}
