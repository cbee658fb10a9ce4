/** The home page's testimonials: approved only, newest first, at most 6, public fields only. */
import { desc, eq } from "drizzle-orm";
import { TESTIMONIALS_SHOWN } from "@shared/constants";
import type { Testimonial } from "@shared/api/testimonials";
import type { AppDeps } from "../../deps";
import { testimonials } from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";

export async function listApprovedTestimonials(deps: Pick<AppDeps, "db" | "cipher">): Promise<Testimonial[]> {
  const rows = await deps.db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      content: testimonials.content,
      rating: testimonials.rating,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(eq(testimonials.isApproved, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(TESTIMONIALS_SHOWN);
  return rows.map((stored) => {
    const { createdAt, ...row } = open(deps.cipher, SEALED.testimonials, stored);
    return { ...row, created_at: createdAt.toISOString() };
  });
}
