/**
 * Makes a team member a lead admin, or no longer one (decision 063). A lead never changes
 * their own role: another lead does, so a team cannot lose its last lead by a slip.
 * Audited; the same value again changes nothing.
 */
import { eq } from "drizzle-orm";
import { CANNOT_CHANGE_OWN_LEAD } from "@shared/api/team";
import type { AppDeps } from "../../deps";
import { userProfiles } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../audit/record-audit";
import { findTeamMember, type TeamScope } from "./team-scope";

export async function setMemberLead(
  deps: Pick<AppDeps, "db" | "now">,
  scope: TeamScope,
  userId: string,
  lead: boolean,
): Promise<void> {
  if (userId === scope.callerId)
    throw new HttpError(409, CANNOT_CHANGE_OWN_LEAD, "Another lead admin changes your lead role.");
  const member = await findTeamMember(deps.db, scope, userId);
  if (member.lead === lead) return;
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userProfiles)
      .set({ leadAdmin: lead, updatedAt: at })
      .where(eq(userProfiles.userId, member.id));
    await recordAudit(tx, at, {
      actorId: scope.callerId,
      action: lead ? "admin_made_lead" : "admin_lead_removed",
      entityType: "user",
      entityId: member.id,
      details: { region: member.region },
    });
  });
}
