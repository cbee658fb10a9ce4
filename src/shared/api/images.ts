/**
 * The image search contract (GET /api/images/search; spec sections 5, 7 and 8): a query
 * and a count in, image addresses out. Nothing of the search service's key or answer
 * beyond each image's address reaches the browser.
 */
import { z } from "zod";

/** Spec section 7: the search asks for five results unless told otherwise. */
export const IMAGE_SEARCH_DEFAULT_COUNT = 5;
export const IMAGE_SEARCH_MAX_COUNT = 10;
export const IMAGE_QUERY_MAX_CHARS = 100;

/** Spec section 5: a result from another host is accepted only with one of these extensions. */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"] as const;

/** Hosts of free-to-use photo libraries, accepted whatever the file name (IMAGE_SEARCH_ALLOWED_HOSTS). */
export const DEFAULT_IMAGE_HOSTS = [
  "images.unsplash.com",
  "images.pexels.com",
  "cdn.pixabay.com",
  "upload.wikimedia.org",
] as const;

/** Spec section 8: the five stock images shipped with the app, answered when search is off or fails. */
export const STOCK_IMAGES = [
  "/images/stock/care-at-home.svg",
  "/images/stock/daily-medicine.svg",
  "/images/stock/community-circle.svg",
  "/images/stock/clinic-visit.svg",
  "/images/stock/learning-together.svg",
] as const;

export const imageSearchQuerySchema = z.object({
  q: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(IMAGE_QUERY_MAX_CHARS, {
    error: "too_long",
  }),
  count: z.coerce
    .number({ error: "invalid_number" })
    .int({ error: "invalid_number" })
    .min(1, { error: "too_small" })
    .max(IMAGE_SEARCH_MAX_COUNT, { error: "too_large" })
    .default(IMAGE_SEARCH_DEFAULT_COUNT),
});
export type ImageSearchQuery = z.input<typeof imageSearchQuerySchema>;

export const imageSearchResponseSchema = z.object({
  /** "stock" when the search is not configured, failed, or found nothing acceptable. */
  source: z.enum(["search", "stock"]),
  images: z.array(z.object({ url: z.string() })),
});
export type ImageSearchResponse = z.infer<typeof imageSearchResponseSchema>;
