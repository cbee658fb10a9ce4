/**
 * The invitations of the team's region, newest first: still open ones only for the team
 * page, all of them (used, expired) for GET /api/admin/invites. A national admin sees every
 * region's; nobody sees another region's. First-admin links are never listed.
 */
import { and, desc, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import type { AdminInvite } from "@shared/api/admin-accounts";
import type { Db } from "../../db/client";
import { adminInvites } from "../../db/schema";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, open } from "../../security/sealed-tables";
import type { TeamScope } from "./team-scope";

export async function listTeamInvites(
  { db, cipher }: { db: Db; cipher: FieldCipher },
  scope: TeamScope,
  now: Date,
  { pendingOnly = true }: { pendingOnly?: boolean } = {},
): Promise<AdminInvite[]> {
  const rows = await db
    .select()
    .from(adminInvites)
    .where(
      and(
        or(isNotNull(adminInvites.email), isNotNull(adminInvites.phone)),
        pendingOnly ? isNull(adminInvites.usedAt) : undefined,
        pendingOnly ? gt(adminInvites.expiresAt, now) : undefined,
        scope.region === null ? undefined : eq(adminInvites.region, scope.region),
      ),
    )
    .orderBy(desc(adminInvites.createdAt))
    .limit(100);
  return rows
    .map((stored) => open(cipher, SEALED.adminInvites, stored))
    .map((row) => ({
      id: row.id,
      email: row.email,
      phone: row.phone,
      region: row.region,
      status: row.usedAt
        ? ("used" as const)
        : row.expiresAt <= now
          ? ("expired" as const)
          : ("pending" as const),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
}
