import { eq } from "drizzle-orm";
import type { PushPreferences } from "@shared/api/push";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";

/** Previews show only with consent (push_previews) and discreet notifications off (decision 030). */
export async function getPushPreferences(db: Db, userId: string): Promise<PushPreferences> {
  const [profile] = await db
    .select({ previews: userProfiles.pushPreviews, discreet: userProfiles.discreetNotifications })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return { previews: Boolean(profile && profile.previews && !profile.discreet) };
}

/** One switch for the user: opting in to previews turns discreet notifications off, and back. */
export async function setPushPreferences(
  deps: { db: Db; now: () => Date },
  userId: string,
  preferences: PushPreferences,
): Promise<PushPreferences> {
  const values = {
    pushPreviews: preferences.previews,
    discreetNotifications: !preferences.previews,
    updatedAt: deps.now(),
  };
  await deps.db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
  return { previews: preferences.previews };
}
