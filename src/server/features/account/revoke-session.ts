/** Ends one of the caller's own sessions; another user's session id is simply not found. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { session } from "../../db/schema";

export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return deleted.length > 0;
}
