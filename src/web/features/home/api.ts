import { queryOptions } from "@tanstack/react-query";
import type { Testimonial, TestimonialListResponse } from "@shared/api/testimonials";
import { getJson } from "@web/lib/http";

/** Approved testimonials, newest first, at most 6 (GET /api/testimonials). */
export const testimonialsQuery = queryOptions({
  queryKey: ["testimonials", "approved"],
  queryFn: async (): Promise<Testimonial[]> => {
    return (await getJson<TestimonialListResponse>("/api/testimonials")).testimonials;
  },
  staleTime: 5 * 60_000,
});
