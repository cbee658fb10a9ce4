/** The home page's testimonials: approved only, newest first, at most 6, public fields only. */
import { desc, eq } from "drizzle-orm";
import { TESTIMONIALS_SHOWN } from "@shared/constants";
import type { Testimonial } from "@shared/api/testimonials";
import type { Db } from "../../db/client";
import { testimonials } from "../../db/schema";

export async function listApprovedTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
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
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}
