/** The Share Your Experience form's state and the request it becomes (spec section 5). */
import type { TestimonialInput } from "@shared/api/testimonials";
import { TESTIMONIAL_DEFAULT_RATING, normaliseTestimonialRole } from "@shared/domain/testimonial";

export interface TestimonialDraft {
  name: string;
  role: string;
  content: string;
  rating: number;
}

export const EMPTY_TESTIMONIAL: TestimonialDraft = {
  name: "",
  role: "",
  content: "",
  rating: TESTIMONIAL_DEFAULT_RATING,
};

/** Name and content trimmed, an empty role sent as null. */
export function toTestimonialInput(draft: TestimonialDraft): TestimonialInput {
  return {
    name: draft.name.trim(),
    role: normaliseTestimonialRole(draft.role),
    content: draft.content.trim(),
    rating: draft.rating,
  };
}
