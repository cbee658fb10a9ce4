/**
 * Takes the admin role away: the account stays (a client account, as any other), every
 * one of its sessions ends, and its open cases go back to the queue. Audited. Nobody
 * removes themself: a team can never lock its last member out by a slip.
 */
import { eq } from "drizzle-orm";
import { CANNOT_REMOVE_SELF } from "@shared/api/team";
import type { AppDeps } from "../../deps";
import { session, userProfiles } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../audit/record-audit";
import { findTeamMember, type TeamScope } from "./team-scope";
import { returnOpenCases, type ReturnedCase } from "./return-open-cases";

export async function removeMember(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  scope: TeamScope,
  userId: string,
): Promise<ReturnedCase[]> {
  if (userId === scope.callerId)
    throw new HttpError(409, CANNOT_REMOVE_SELF, "You cannot remove yourself from the team.");
  const member = await findTeamMember(deps.db, scope, userId);
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .update(userProfiles)
      .set({ role: "user", leadAdmin: false, updatedAt: at })
      .where(eq(userProfiles.userId, member.id));
    const returned = await returnOpenCases(tx, deps.cipher, at, {
      member,
      actorId: scope.callerId,
      reason: "removed_from_team",
    });
    const ended = await tx.delete(session).where(eq(session.userId, member.id)).returning({ id: session.id });
    await recordAudit(tx, at, {
      actorId: scope.callerId,
      action: "admin_removed",
      entityType: "user",
      entityId: member.id,
      details: { region: member.region, returned_cases: returned.length, sessions_ended: ended.length },
    });
    return returned;
  });
}
