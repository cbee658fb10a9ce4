/**
 * POST /api/testimonials: a signed-in user's testimonial, stored unapproved. Without a
 * connection it is kept on the device and sent when it returns (`{ queued: true }`).
 */
import type { TestimonialInput } from "@shared/api/testimonials";
import { readJson } from "@web/lib/http";
import { sendOrQueue } from "@web/lib/offline-queue";

export async function submitTestimonial(input: TestimonialInput): Promise<{ id: string } | { queued: true }> {
  const result = await sendOrQueue({ url: "/api/testimonials", body: input, kind: "testimonial" });
  return result.queued ? result : readJson<{ id: string }>(result.response);
}
