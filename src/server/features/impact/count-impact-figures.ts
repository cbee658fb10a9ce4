import { avg, count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
import type { ImpactFigures } from "@shared/api/impact";
import type { Db } from "../../db/client";
import { contactMessages, serviceApplications, testimonials } from "../../db/schema";

/** Counts the live impact figures; three small aggregate queries, run together. */
export async function countImpactFigures(db: Db, now: Date): Promise<ImpactFigures> {
  const servedUsers = db
    .select({ userId: serviceApplications.userId })
    .from(serviceApplications)
    .union(
      db
        .select({ userId: sql<string>`${contactMessages.userId}` })
        .from(contactMessages)
        .where(isNotNull(contactMessages.userId)),
    )
    .as("served_users");

  const [[served], [completed], [ratings]] = await Promise.all([
    db.select({ value: countDistinct(servedUsers.userId) }).from(servedUsers),
    db
      .select({ value: count() })
      .from(serviceApplications)
      .where(eq(serviceApplications.status, "completed")),
    db
      .select({ mean: avg(testimonials.rating), value: count() })
      .from(testimonials)
      .where(eq(testimonials.isApproved, true)),
  ]);

  const mean = ratings?.mean === null || ratings?.mean === undefined ? null : Number(ratings.mean);
  return {
    peopleServed: Number(served?.value ?? 0),
    applicationsCompleted: Number(completed?.value ?? 0),
    averageRating: mean === null ? null : Math.round(mean * 10) / 10,
    ratingsCount: Number(ratings?.value ?? 0),
    countedAt: now.toISOString(),
  };
}
