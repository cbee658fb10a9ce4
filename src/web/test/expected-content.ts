/**
 * What the component tests and the end-to-end specs both expect to see, written once so the
 * two cannot drift apart: the spec's own words on the premium prompt and the home and impact
 * pages, and one testimonial as the API answers it. The specs import this file by its path,
 * so it stays plain data: no test library, no DOM, no app code.
 */
import type { Testimonial } from "@shared/api/testimonials";

/** Every text of the chat's premium prompt (spec section 2, as decision 068 words the benefits). */
export const PREMIUM_PROMPT_TEXTS = [
  "PREMIUM",
  "FREE SIGNUP",
  "unlimited AI conversations",
  "answers from WHO and Uganda Ministry of Health guidance",
  "24/7 HIV care support",
  "your conversations kept in your account",
  "No payment required",
  "Uganda peer navigators available",
  "Confidential & secure platform",
] as const;

/** The programme's stated results, value and label, on the home page's mission and on /impact. */
export const STATED_IMPACT_FIGURES = [
  ["200+", "Users served"],
  ["89%", "Adherence improvement"],
  ["99.9%", "Delivery reliability"],
  ["100%", "Peer retention"],
  ["95%", "Client satisfaction"],
] as const;

/** An approved testimonial with a rating of 4. */
export const SAMPLE_TESTIMONIAL: Testimonial = {
  id: "t1",
  name: "Achieng",
  role: "Client in Masaka",
  content: "My refills arrive on time and nobody at work knows.",
  rating: 4,
  created_at: "2026-11-01T09:00:00+03:00",
};
