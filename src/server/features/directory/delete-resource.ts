/** Removes an entry, within the lead's region (decision 070); audited with its region. */
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { resources } from "../../db/schema";
import { recordAudit } from "../../audit/record-audit";
import { requireLead, requireWithinRegion, type DirectoryScope } from "./directory-scope";
import { NO_SUCH_ENTRY } from "./update-resource";

export async function deleteResource(
  deps: Pick<AppDeps, "db" | "now">,
  scope: DirectoryScope,
  id: string,
): Promise<void> {
  requireLead(scope);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ region: resources.region })
      .from(resources)
      .where(eq(resources.id, id))
      .for("update");
    if (!current) throw NO_SUCH_ENTRY();
    requireWithinRegion(scope, current.region);
    await tx.delete(resources).where(eq(resources.id, id));
    await recordAudit(tx, at, {
      actorId: scope.callerId,
      action: "resource_deleted",
      entityType: "resource",
      entityId: id,
      details: { region: current.region },
    });
  });
}
