/**
 * Moves a team member to another region. They leave this team, so their open cases go
 * back to the queue, and join the other one as a member (not a lead: that team's leads
 * decide); the change is audited. The same region again changes nothing.
 */
import { eq } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { AppDeps } from "../../deps";
import { userProfiles } from "../../db/schema";
import { recordAudit } from "../../audit/record-audit";
import { findTeamMember, type TeamScope } from "./team-scope";
import { returnOpenCases, type ReturnedCase } from "./return-open-cases";

export async function changeMemberRegion(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  scope: TeamScope,
  userId: string,
  region: Region,
): Promise<ReturnedCase[]> {
  const member = await findTeamMember(deps.db, scope, userId);
  if (member.region === region) return [];
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .update(userProfiles)
      .set({ region, leadAdmin: false, updatedAt: at })
      .where(eq(userProfiles.userId, member.id));
    const returned = await returnOpenCases(tx, deps.cipher, at, {
      member,
      actorId: scope.callerId,
      reason: "region_changed",
    });
    await recordAudit(tx, at, {
      actorId: scope.callerId,
      action: "admin_region_changed",
      entityType: "user",
      entityId: member.id,
      details: { from: member.region, to: region, returned_cases: returned.length },
    });
    return returned;
  });
}
