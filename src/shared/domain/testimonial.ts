/**
 * Testimonial rules (spec sections 5 and 9). The form shows a counter out of 500 but does
 * not stop people there; the server caps content at 5000 characters so one request cannot
 * store a book.
 */
import { TESTIMONIAL_COUNTER_MAX } from "../constants";

export const TESTIMONIAL_NAME_MAX_CHARS = 120;
export const TESTIMONIAL_ROLE_MAX_CHARS = 120;
export const TESTIMONIAL_CONTENT_MAX_CHARS = 5000;
export const TESTIMONIAL_RATING_MIN = 1;
export const TESTIMONIAL_RATING_MAX = 5;
export const TESTIMONIAL_DEFAULT_RATING = 5;

export interface TestimonialCounter {
  used: number;
  max: number;
  /** Past the counter's 500: the UI may colour it, submission still works. */
  overCounter: boolean;
  /** Past the server's cap: submission will be refused with "too_long". */
  overCap: boolean;
}

/** The "n/500" counter under the content field. */
export function testimonialCounter(content: string): TestimonialCounter {
  const used = content.length;
  return {
    used,
    max: TESTIMONIAL_COUNTER_MAX,
    overCounter: used > TESTIMONIAL_COUNTER_MAX,
    overCap: used > TESTIMONIAL_CONTENT_MAX_CHARS,
  };
}

export function formatTestimonialCounter(counter: TestimonialCounter): string {
  return `${counter.used}/${counter.max}`;
}

export interface TestimonialDraft {
  name: string;
  content: string;
  submitting: boolean;
}

/** Submit is disabled while submitting or when name or content is blank. */
export function canSubmitTestimonial(draft: TestimonialDraft): boolean {
  return !draft.submitting && draft.name.trim() !== "" && draft.content.trim() !== "";
}

/** An empty role (after trimming) is stored as null. */
export function normaliseTestimonialRole(role: string | null | undefined): string | null {
  const trimmed = role?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

export function isValidRating(rating: unknown): rating is number {
  return (
    typeof rating === "number" &&
    Number.isInteger(rating) &&
    rating >= TESTIMONIAL_RATING_MIN &&
    rating <= TESTIMONIAL_RATING_MAX
  );
}
