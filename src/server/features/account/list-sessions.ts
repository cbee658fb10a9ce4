/** The caller's active sessions, newest activity first: device and times, never a token. */
import { and, desc, eq, gt } from "drizzle-orm";
import type { AccountSession } from "@shared/api/account";
import type { Db } from "../../db/client";
import { session } from "../../db/schema";
import { describeDevice } from "./describe-device";

export async function listSessions(
  db: Db,
  viewer: { userId: string; sessionId: string },
  now: Date,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, viewer.userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === viewer.sessionId,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
  }));
}
