/**
 * The invitations still open for the team's region (not used, not expired), newest
 * first; a national admin sees every region's. First-admin links are never listed.
 */
import { and, desc, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import type { AdminInvite } from "@shared/api/admin-accounts";
import type { Db } from "../../db/client";
import { adminInvites } from "../../db/schema";
import type { TeamScope } from "./team-scope";

export async function listTeamInvites(db: Db, scope: TeamScope, now: Date): Promise<AdminInvite[]> {
  const rows = await db
    .select()
    .from(adminInvites)
    .where(
      and(
        or(isNotNull(adminInvites.email), isNotNull(adminInvites.phone)),
        isNull(adminInvites.usedAt),
        gt(adminInvites.expiresAt, now),
        scope.region === null ? undefined : eq(adminInvites.region, scope.region),
      ),
    )
    .orderBy(desc(adminInvites.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    phone: row.phone,
    region: row.region,
    status: "pending" as const,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}
