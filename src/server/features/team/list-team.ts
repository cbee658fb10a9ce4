/**
 * The team page's list: each admin of the caller's team with their contact details (a
 * real e-mail only), when they were last active (their latest session), how many open
 * cases they hold and whether two-step sign-in is on.
 */
import { and, asc, count, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { TeamMember } from "@shared/api/team";
import { realEmail } from "@shared/domain/phone-account";
import type { Db } from "../../db/client";
import { cases, session, user, userProfiles } from "../../db/schema";
import { inTeam, type TeamScope } from "./team-scope";

export async function listTeam(db: Db, scope: TeamScope, onlyUserId?: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phoneNumber,
      twoFactor: user.twoFactorEnabled,
      region: userProfiles.region,
      lead: userProfiles.leadAdmin,
    })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.userId))
    .where(and(inTeam(scope), onlyUserId ? eq(user.id, onlyUserId) : undefined))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const [lastActive, openCases] = await Promise.all([
    db
      .select({ userId: session.userId, at: max(session.updatedAt) })
      .from(session)
      .where(inArray(session.userId, ids))
      .groupBy(session.userId),
    db
      .select({ userId: cases.assigneeId, open: count() })
      .from(cases)
      .where(and(inArray(cases.assigneeId, ids), ne(cases.state, "resolved")))
      .groupBy(cases.assigneeId),
  ]);
  const lastActiveOf = new Map(lastActive.map((row) => [row.userId, row.at]));
  const openOf = new Map(openCases.map((row) => [row.userId, row.open]));

  return rows.map((row) => {
    const at = lastActiveOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: realEmail(row.email),
      phone: row.phone ?? null,
      region: row.region,
      last_active_at: at ? new Date(at).toISOString() : null,
      open_cases: Number(openOf.get(row.id) ?? 0),
      two_factor: Boolean(row.twoFactor),
      lead: row.lead,
      is_me: row.id === scope.callerId,
    };
  });
}
