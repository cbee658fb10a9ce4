/** Testimonials by moderation state for admins: pending oldest first (a queue), others newest first. */
import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { ModeratedTestimonial, TestimonialModerationStatus } from "@shared/api/testimonials";
import type { AppDeps } from "../../deps";
import { testimonials, user } from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";

const MODERATION_LIST_MAX = 200;

const WHERE_STATUS = {
  pending: and(eq(testimonials.isApproved, false), isNull(testimonials.rejectedAt)),
  approved: eq(testimonials.isApproved, true),
  rejected: and(eq(testimonials.isApproved, false), isNotNull(testimonials.rejectedAt)),
} as const;

export async function listTestimonialsForModeration(
  deps: Pick<AppDeps, "db" | "cipher">,
  status: TestimonialModerationStatus,
): Promise<ModeratedTestimonial[]> {
  const { db } = deps;
  const order = status === "pending" ? asc(testimonials.createdAt) : desc(testimonials.createdAt);
  const rows = await db
    .select({ testimonial: testimonials, reviewerName: user.name })
    .from(testimonials)
    .leftJoin(user, eq(user.id, testimonials.reviewedBy))
    .where(WHERE_STATUS[status])
    .orderBy(order, asc(testimonials.id))
    .limit(MODERATION_LIST_MAX);
  return rows.map(({ testimonial: stored, reviewerName }) => {
    const testimonial = open(deps.cipher, SEALED.testimonials, stored);
    return {
      id: testimonial.id,
      name: testimonial.name,
      role: testimonial.role,
      content: testimonial.content,
      rating: testimonial.rating,
      created_at: testimonial.createdAt.toISOString(),
      status,
      reviewed_by_name: reviewerName,
    };
  });
}
