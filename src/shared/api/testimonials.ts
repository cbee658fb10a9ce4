/** Testimonials contract (spec sections 3, 5 and 9; DESIGN section 5). */
import { z } from "zod";
import { TESTIMONIALS_SHOWN } from "../constants";
import {
  TESTIMONIAL_CONTENT_MAX_CHARS,
  TESTIMONIAL_DEFAULT_RATING,
  TESTIMONIAL_NAME_MAX_CHARS,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
  TESTIMONIAL_ROLE_MAX_CHARS,
} from "../domain/testimonial";
import { optionalText, requiredText } from "./fields";

export const testimonialRatingSchema = z
  .number({ error: "invalid_rating" })
  .int({ error: "invalid_rating" })
  .min(TESTIMONIAL_RATING_MIN, { error: "invalid_rating" })
  .max(TESTIMONIAL_RATING_MAX, { error: "invalid_rating" });

/** What a signed-in user submits; it is stored unapproved. */
export const testimonialInputSchema = z.object({
  name: requiredText(TESTIMONIAL_NAME_MAX_CHARS),
  role: optionalText(TESTIMONIAL_ROLE_MAX_CHARS),
  content: requiredText(TESTIMONIAL_CONTENT_MAX_CHARS),
  rating: testimonialRatingSchema.default(TESTIMONIAL_DEFAULT_RATING),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export type ValidTestimonialInput = z.output<typeof testimonialInputSchema>;

/** What anyone may see of an approved testimonial: no user id, no moderation fields. */
export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  content: z.string(),
  rating: testimonialRatingSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Approved only, newest first, at most 6. */
export const testimonialListResponseSchema = z.object({
  testimonials: z.array(testimonialSchema).max(TESTIMONIALS_SHOWN),
});
export type TestimonialListResponse = z.infer<typeof testimonialListResponseSchema>;

/** Moderation (admins): pending = neither approved nor rejected yet. */
export const TESTIMONIAL_MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type TestimonialModerationStatus = (typeof TESTIMONIAL_MODERATION_STATUSES)[number];

export const testimonialModerationQuerySchema = z.object({
  status: z.enum(TESTIMONIAL_MODERATION_STATUSES, { error: "invalid_status" }).default("pending"),
});

export const moderatedTestimonialSchema = testimonialSchema.extend({
  status: z.enum(TESTIMONIAL_MODERATION_STATUSES),
  reviewed_by_name: z.string().nullable(),
});
export type ModeratedTestimonial = z.infer<typeof moderatedTestimonialSchema>;

export const moderatedTestimonialListResponseSchema = z.object({
  testimonials: z.array(moderatedTestimonialSchema),
});
export type ModeratedTestimonialListResponse = z.infer<typeof moderatedTestimonialListResponseSchema>;

export const testimonialParamsSchema = z.object({ id: z.uuid({ error: "invalid_id" }) });

export const testimonialModeratedSchema = z.object({
  id: z.string(),
  status: z.enum(["approved", "rejected"]),
});
export type TestimonialModerated = z.infer<typeof testimonialModeratedSchema>;

export const testimonialCreatedSchema = z.object({ id: z.string() });
