/**
 * Whose team an admin sees and manages: the admins of their own region, or every admin
 * for a national admin (no region). Anyone outside it, and anyone who is not an admin,
 * is "not found": the answer never tells whether such an account exists. Only a lead
 * admin changes who is on a team (decision 063).
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { Region } from "@shared/constants";
import { LEAD_ADMIN_REQUIRED } from "@shared/api/team";
import type { Db } from "../../db/client";
import { user, userProfiles } from "../../db/schema";
import { HttpError } from "../../http/errors";

export interface TeamScope {
  callerId: string;
  /** null: a national admin, whose team is every admin. */
  region: Region | null;
  /** A lead admin: invites, moves, removes and promotes the team's admins. */
  lead: boolean;
}

export async function teamScopeOf(db: Db, callerId: string): Promise<TeamScope> {
  const [profile] = await db
    .select({ region: userProfiles.region, lead: userProfiles.leadAdmin })
    .from(userProfiles)
    .where(eq(userProfiles.userId, callerId));
  return { callerId, region: profile?.region ?? null, lead: profile?.lead ?? false };
}

/** Refuses a change to the team unless the caller is a lead admin. */
export function requireLead(scope: TeamScope): void {
  if (!scope.lead)
    throw new HttpError(403, LEAD_ADMIN_REQUIRED, "Only a lead admin can change who is on the team.");
}

/** The SQL condition "this profile is an admin on the caller's team". */
export function inTeam(scope: TeamScope): SQL {
  const isAdmin = eq(userProfiles.role, "admin");
  return scope.region === null ? isAdmin : and(isAdmin, eq(userProfiles.region, scope.region))!;
}

export interface TeamMemberRow {
  id: string;
  name: string;
  region: Region | null;
  lead: boolean;
}

export const NOT_A_MEMBER = () => new HttpError(404, "not_found", "No such team member.");

/** The member, or 404 for anyone outside the caller's team (or no account at all). */
export async function findTeamMember(db: Db, scope: TeamScope, userId: string): Promise<TeamMemberRow> {
  const [row] = await db
    .select({ id: user.id, name: user.name, region: userProfiles.region, lead: userProfiles.leadAdmin })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.userId))
    .where(and(eq(userProfiles.userId, userId), inTeam(scope)));
  if (!row) throw NOT_A_MEMBER();
  return row;
}
