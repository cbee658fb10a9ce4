import { queryOptions } from "@tanstack/react-query";
import type { Testimonial } from "@shared/api/testimonials";
import { api, readAnswer } from "@web/lib/api";

/**
 * Approved testimonials, newest first, at most 6 (GET /api/testimonials). The schemas'
 * library comes with the answer, not with the page's code.
 */
export const testimonialsQuery = queryOptions({
  queryKey: ["testimonials", "approved"],
  queryFn: async (): Promise<Testimonial[]> => {
    const [answered, { testimonialListResponseSchema }] = await Promise.all([
      api.testimonials.$get(),
      import("@shared/api/testimonials"),
    ]);
    return (await readAnswer(answered, testimonialListResponseSchema)).testimonials;
  },
  staleTime: 5 * 60_000,
});
