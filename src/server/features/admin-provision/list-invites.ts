/** Invitations sent by admins, newest first (first-admin links are not listed). */
import { desc, isNotNull, or } from "drizzle-orm";
import type { AdminInvite } from "@shared/api/admin-accounts";
import type { Db } from "../../db/client";
import { adminInvites } from "../../db/schema";

export async function listInvites(db: Db, now: Date): Promise<AdminInvite[]> {
  const rows = await db
    .select()
    .from(adminInvites)
    .where(or(isNotNull(adminInvites.email), isNotNull(adminInvites.phone)))
    .orderBy(desc(adminInvites.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    phone: row.phone,
    region: row.region,
    status: row.usedAt ? "used" : row.expiresAt <= now ? "expired" : "pending",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}
