/**
 * GET /api/impact: figures counted from the service's own records, beside the marketing
 * claims of spec section 1. Aggregates only: no figure can point at a person.
 */
import { z } from "zod";

export const impactFiguresSchema = z.object({
  /** Distinct accounts that sent a service application or a message. */
  peopleServed: z.number().int().nonnegative(),
  /** Applications whose status is completed. */
  applicationsCompleted: z.number().int().nonnegative(),
  /** Mean rating (1-5, one decimal) of approved testimonials; null while there are none. */
  averageRating: z.number().min(1).max(5).nullable(),
  ratingsCount: z.number().int().nonnegative(),
  /** When the figures were counted (they are cached for five minutes). */
  countedAt: z.iso.datetime({ offset: true }),
});
export type ImpactFigures = z.infer<typeof impactFiguresSchema>;

export const IMPACT_CACHE_SECONDS = 300;
