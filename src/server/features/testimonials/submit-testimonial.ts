/** A signed-in user shares their experience; it waits unapproved until an admin approves it. */
import type { ValidTestimonialInput } from "@shared/api/testimonials";
import type { Db } from "../../db/client";
import { testimonials } from "../../db/schema";

export async function submitTestimonial(
  db: Db,
  userId: string,
  input: ValidTestimonialInput,
  now: Date,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(testimonials)
    .values({ userId, ...input, isApproved: false, createdAt: now })
    .returning({ id: testimonials.id });
  if (!row) throw new Error("testimonial insert returned no row");
  return row;
}
