import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { HttpError } from "../../http/errors";

/** Forgets one of the caller's devices; another user's endpoint is a 404 and stays. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0)
    throw new HttpError(404, "not_found", "Subscription not found.", { field: "endpoint" });
}
