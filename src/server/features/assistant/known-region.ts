/**
 * Where a signed-in person is, for the places iCare lists when their question names no
 * region: the region of their latest case (where their care team is), else the one on
 * their profile. Read only when a reply lists places, so other replies cost no query.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { Db } from "../../db/client";
import { cases, userProfiles } from "../../db/schema";

export async function knownRegion(db: Db, userId: string): Promise<Region | null> {
  const [latestCase] = await db
    .select({ region: cases.region })
    .from(cases)
    .where(and(eq(cases.clientUserId, userId), isNotNull(cases.region)))
    .orderBy(desc(cases.createdAt))
    .limit(1);
  if (latestCase?.region) return latestCase.region;
  const [profile] = await db
    .select({ region: userProfiles.region })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile?.region ?? null;
}
