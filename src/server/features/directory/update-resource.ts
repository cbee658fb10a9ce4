/**
 * Changes the fields a lead admin sent. A regional lead changes their region's entries and
 * keeps them there; only a national lead changes national entries or moves one between
 * regions (decision 070). Audited with the names of the fields changed, never their values.
 */
import { eq } from "drizzle-orm";
import type { DirectoryEntry, DirectoryEntryPatchParsed } from "@shared/api/directory";
import type { AppDeps } from "../../deps";
import { resources } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../audit/record-audit";
import { requireLead, requireWithinRegion, type DirectoryScope } from "./directory-scope";
import { columnsOf, fieldNames, toDirectoryEntry } from "./directory-entry";

export const NO_SUCH_ENTRY = () => new HttpError(404, "not_found", "No such directory entry.");

export async function updateResource(
  deps: Pick<AppDeps, "db" | "now">,
  scope: DirectoryScope,
  id: string,
  patch: DirectoryEntryPatchParsed,
): Promise<DirectoryEntry> {
  requireLead(scope);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(resources).where(eq(resources.id, id)).for("update");
    if (!current) throw NO_SUCH_ENTRY();
    requireWithinRegion(scope, current.region);
    if (patch.region !== undefined) requireWithinRegion(scope, patch.region);
    const [updated] = await tx
      .update(resources)
      .set({ ...columnsOf(patch), updatedAt: at })
      .where(eq(resources.id, id))
      .returning();
    await recordAudit(tx, at, {
      actorId: scope.callerId,
      action: "resource_updated",
      entityType: "resource",
      entityId: id,
      details: { region: updated!.region, fields: fieldNames(patch) },
    });
    return updated!;
  });
  return toDirectoryEntry(row, scope);
}
