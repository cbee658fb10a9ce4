/**
 * Outbound adapter for a custom image search service with the parameters of spec
 * section 7 (query, image type, size, safe-search level, result count), in the form of
 * the common custom-search JSON APIs: `key` and `cx` in the query string, results as
 * `items[].link`. It only asks and reads; which results to accept and what to do when
 * it fails is the images feature's business.
 */
import type { Env } from "../env";

export interface ImageSearchAdapter {
  /** The address of each result, in the service's order. */
  search(query: string, count: number): Promise<string[]>;
}

export type ImageSearchErrorKind = "timeout" | "network" | "http" | "invalid_response";

/** Carries neither the query nor the key, so it is safe to log. */
export class ImageSearchError extends Error {
  override readonly name = "ImageSearchError";
  constructor(
    readonly kind: ImageSearchErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ImageSearchOptions {
  url: string;
  key: string;
  cx: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Spec section 7: photos of a useful size, with the strictest safe-search level. */
export const IMAGE_SEARCH_PARAMS = { searchType: "image", imgSize: "medium", safe: "active" } as const;

const IMAGE_SEARCH_TIMEOUT_MS = 5000;

function readLinks(body: unknown): string[] {
  if (body === null || typeof body !== "object") {
    throw new ImageSearchError("invalid_response", "Image search answered something that is not an object");
  }
  const items = (body as { items?: unknown }).items;
  // A search with no results has no `items` at all.
  if (items === undefined) return [];
  if (!Array.isArray(items))
    throw new ImageSearchError("invalid_response", "Image search items is not a list");
  return items
    .map((item) => (item as { link?: unknown } | null)?.link)
    .filter((link): link is string => typeof link === "string");
}

export function createImageSearch(options: ImageSearchOptions): ImageSearchAdapter {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    async search(query, count) {
      const url = new URL(options.url);
      url.searchParams.set("key", options.key);
      url.searchParams.set("cx", options.cx);
      url.searchParams.set("q", query);
      for (const [name, value] of Object.entries(IMAGE_SEARCH_PARAMS)) url.searchParams.set(name, value);
      url.searchParams.set("num", String(count));

      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await doFetch(url, { headers: { accept: "application/json" }, signal });
      } catch {
        throw signal.aborted
          ? new ImageSearchError("timeout", "Image search timed out")
          : new ImageSearchError("network", "Image search could not be reached");
      }
      if (!response.ok) {
        throw new ImageSearchError(
          "http",
          `Image search returned status ${response.status}`,
          response.status,
        );
      }
      const body: unknown = await response.json().catch(() => {
        throw signal.aborted
          ? new ImageSearchError("timeout", "Image search timed out")
          : new ImageSearchError("invalid_response", "Image search answer is not JSON");
      });
      return readLinks(body);
    },
  };
}

/** The configured search, or null when any of its three settings is missing (spec section 8). */
export function imageSearchFromEnv(env: Env): ImageSearchAdapter | null {
  const { IMAGE_SEARCH_URL: url, IMAGE_SEARCH_KEY: key, IMAGE_SEARCH_CX: cx } = env;
  if (!url || !key || !cx) return null;
  return createImageSearch({
    url,
    key,
    cx,
    timeoutMs: Math.min(env.API_TIMEOUT_MS, IMAGE_SEARCH_TIMEOUT_MS),
  });
}
