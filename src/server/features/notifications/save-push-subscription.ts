import { and, desc, eq, inArray } from "drizzle-orm";
import type { PushSubscriptionInput } from "@shared/api/push";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";

/** Old devices beyond this many are forgotten: a lost phone does not keep receiving forever. */
export const MAX_DEVICES_PER_USER = 10;

/**
 * Stores the browser's subscription for the user. An endpoint belongs to the account that
 * first saved it until it is removed (sign-out and "turn off" remove it): anyone else who
 * posts it is refused ("taken"), so a leaked endpoint cannot pull another person's
 * notifications to a stranger. On a shared phone the next person's browser gets a fresh
 * endpoint (the app unsubscribes and subscribes again).
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
  now: Date,
): Promise<"saved" | "taken"> {
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent };
  // The app's clock, not the database's: "oldest" must compare like with like.
  const saved = await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) return "taken";
  const stale = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .offset(MAX_DEVICES_PER_USER);
  if (stale.length > 0)
    await db.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, userId),
        inArray(
          pushSubscriptions.id,
          stale.map((row) => row.id),
        ),
      ),
    );
  return "saved";
}
