/**
 * POST /api/testimonials: a signed-in user's testimonial, stored unapproved. Without a
 * connection it is kept on the device and sent when it returns (`{ queued: true }`).
 */
import type { TestimonialInput } from "@shared/api/testimonials";
import { sendOrQueue, type SendResult } from "@web/lib/offline-queue";

export function submitTestimonial(input: TestimonialInput): Promise<SendResult> {
  return sendOrQueue({ kind: "testimonial", body: input });
}
