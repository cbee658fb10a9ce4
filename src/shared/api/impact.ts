/**
 * GET /api/impact: figures counted from the service's own records. They are shown apart
 * from the programme's stated figures (spec section 1), never beside them as one list.
 * Aggregates only, and none from fewer than MIN_RECORDS_TO_SHOW records.
 */
import { z } from "zod";

/**
 * The fewest records a figure is counted from before it is shown. A small count can point
 * at individuals (whoever knows who wrote to the service last week can tell who "2 people
 * served" are) and says little about the service besides. Below it the figure is null.
 */
export const MIN_RECORDS_TO_SHOW = 20;

const shownCount = z.number().int().min(MIN_RECORDS_TO_SHOW).nullable();

export const impactFiguresSchema = z.object({
  /** Distinct accounts that sent a service application or a message; null while too few. */
  peopleServed: shownCount,
  /** Applications whose status is completed; null while too few people or applications. */
  applicationsCompleted: shownCount,
  /** Mean rating (1-5, one decimal) of approved testimonials; null while too few. */
  averageRating: z.number().min(1).max(5).nullable(),
  /** How many approved ratings the mean is made of; null while too few. */
  ratingsCount: shownCount,
  /** When the figures were counted (they are cached for five minutes). */
  countedAt: z.iso.datetime({ offset: true }),
});
export type ImpactFigures = z.infer<typeof impactFiguresSchema>;

export const IMPACT_CACHE_SECONDS = 300;
