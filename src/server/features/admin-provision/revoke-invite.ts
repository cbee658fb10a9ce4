/** Withdraws an unused invitation of the caller's region; its link stops working at once. */
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { adminInvites, auditLog } from "../../db/schema";
import type { TeamScope } from "../team/team-scope";

export async function revokeInvite(
  deps: Pick<AppDeps, "db" | "now">,
  scope: TeamScope,
  id: string,
): Promise<boolean> {
  const adminId = scope.callerId;
  const deleted = await deps.db
    .delete(adminInvites)
    .where(
      and(
        eq(adminInvites.id, id),
        isNull(adminInvites.usedAt),
        scope.region === null ? undefined : eq(adminInvites.region, scope.region),
      ),
    )
    .returning({ id: adminInvites.id });
  if (deleted.length === 0) return false;
  await deps.db.insert(auditLog).values({
    actorId: adminId,
    action: "admin_invite_revoked",
    entityType: "admin_invite",
    entityId: id,
    details: {},
    createdAt: deps.now(),
  });
  return true;
}
