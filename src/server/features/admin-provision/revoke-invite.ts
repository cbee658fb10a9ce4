/** Withdraws an unused invitation; its link stops working at once. */
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { adminInvites, auditLog } from "../../db/schema";

export async function revokeInvite(
  deps: Pick<AppDeps, "db" | "now">,
  adminId: string,
  id: string,
): Promise<boolean> {
  const deleted = await deps.db
    .delete(adminInvites)
    .where(and(eq(adminInvites.id, id), isNull(adminInvites.usedAt)))
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
