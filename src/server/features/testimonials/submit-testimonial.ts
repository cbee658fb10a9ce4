/**
 * A signed-in user shares their experience; it waits unapproved until an admin approves it.
 * The name, role and words are encrypted at rest, published or not (decision 064).
 */
import type { ValidTestimonialInput } from "@shared/api/testimonials";
import type { AppDeps } from "../../deps";
import { testimonials } from "../../db/schema";
import { SEALED, seal } from "../../security/sealed-tables";

export async function submitTestimonial(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  userId: string,
  input: ValidTestimonialInput,
): Promise<{ id: string }> {
  const [row] = await deps.db
    .insert(testimonials)
    .values(
      seal(deps.cipher, SEALED.testimonials, {
        userId,
        name: input.name,
        role: input.role ?? null,
        content: input.content,
        rating: input.rating,
        isApproved: false,
        createdAt: deps.now(),
      }),
    )
    .returning({ id: testimonials.id });
  if (!row) throw new Error("testimonial insert returned no row");
  return row;
}
