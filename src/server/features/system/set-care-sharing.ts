import type { CareSharing } from "@shared/api/system";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";

/**
 * The person's consent that their care team sees their reminders and how their doses are
 * going, on their case. Theirs alone to give or take back, at sign-up or in settings.
 */
export async function setCareSharing(
  deps: { db: Db; now: () => Date },
  userId: string,
  { shareCareWithTeam }: CareSharing,
): Promise<CareSharing> {
  const values = { shareCareWithTeam, updatedAt: deps.now() };
  await deps.db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
  return { shareCareWithTeam };
}
