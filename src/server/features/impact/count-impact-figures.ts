import { avg, count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
import { MIN_RECORDS_TO_SHOW, type ImpactFigures } from "@shared/api/impact";
import type { Db } from "../../db/client";
import { contactMessages, serviceApplications, testimonials } from "../../db/schema";

/** Counts the impact figures (three small aggregate queries, run together); see publishable. */
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
  return publishable(
    {
      peopleServed: Number(served?.value ?? 0),
      applicationsCompleted: Number(completed?.value ?? 0),
      averageRating: mean === null ? null : Math.round(mean * 10) / 10,
      ratingsCount: Number(ratings?.value ?? 0),
    },
    now,
  );
}

interface RawCounts {
  peopleServed: number;
  applicationsCompleted: number;
  averageRating: number | null;
  ratingsCount: number;
}

/**
 * What may leave the server: nothing while fewer than MIN_RECORDS_TO_SHOW people are
 * counted, and no single figure made of fewer records than that (small counts can point
 * at someone). The browser says "too few" for a null.
 */
export function publishable(counts: RawCounts, now: Date): ImpactFigures {
  const countedAt = now.toISOString();
  if (counts.peopleServed < MIN_RECORDS_TO_SHOW) {
    return {
      peopleServed: null,
      applicationsCompleted: null,
      averageRating: null,
      ratingsCount: null,
      countedAt,
    };
  }
  const enoughRatings = counts.ratingsCount >= MIN_RECORDS_TO_SHOW && counts.averageRating !== null;
  return {
    peopleServed: counts.peopleServed,
    applicationsCompleted:
      counts.applicationsCompleted >= MIN_RECORDS_TO_SHOW ? counts.applicationsCompleted : null,
    averageRating: enoughRatings ? counts.averageRating : null,
    ratingsCount: enoughRatings ? counts.ratingsCount : null,
    countedAt,
  };
}
