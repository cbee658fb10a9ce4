/**
 * Images for the education articles: the configured search when it answers with
 * acceptable results, otherwise the five stock images (spec section 8). Answers are kept
 * for an hour, so a page of articles costs the search service a handful of calls a day,
 * and a budget per minute keeps anyone from spending the operator's quota.
 */
import { STOCK_IMAGES, type ImageSearchResponse } from "@shared/api/images";
import { ImageSearchError, type ImageSearchAdapter } from "../../adapters/image-search";
import type { Logger } from "../../logger";
import { acceptImageUrl } from "./accept-image-url";

export const SEARCH_CACHE_MS = 60 * 60 * 1000;
/** After a failure the stock answer is kept briefly, so a down service is not asked on every page. */
export const FAILURE_CACHE_MS = 60 * 1000;
export const SEARCH_CALLS_PER_MINUTE = 30;
const MAX_CACHED_QUERIES = 500;

export const STOCK_ANSWER: ImageSearchResponse = {
  source: "stock",
  images: STOCK_IMAGES.map((url) => ({ url })),
};

interface SearcherOptions {
  adapter: ImageSearchAdapter | null;
  allowedHosts: readonly string[];
  logger: Logger;
  now: () => Date;
}

export type ImageSearcher = (query: string, count: number) => Promise<ImageSearchResponse>;

export function createImageSearcher({ adapter, allowedHosts, logger, now }: SearcherOptions): ImageSearcher {
  const cache = new Map<string, { answer: ImageSearchResponse; until: number }>();
  let budget = { windowStart: 0, calls: 0 };

  function remember(key: string, answer: ImageSearchResponse, forMs: number) {
    cache.delete(key);
    cache.set(key, { answer, until: now().getTime() + forMs });
    // A Map iterates in insertion order: the first key is the oldest.
    if (cache.size > MAX_CACHED_QUERIES) cache.delete(cache.keys().next().value as string);
  }

  function spendCall(): boolean {
    const time = now().getTime();
    if (time - budget.windowStart >= 60_000) budget = { windowStart: time, calls: 0 };
    if (budget.calls >= SEARCH_CALLS_PER_MINUTE) return false;
    budget.calls += 1;
    return true;
  }

  return async (query, count) => {
    if (!adapter) return STOCK_ANSWER;
    const key = `${count}:${query.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached && cached.until > now().getTime()) return cached.answer;
    if (!spendCall()) return STOCK_ANSWER;

    try {
      const links = await adapter.search(query, count);
      const accepted = links.filter((link) => acceptImageUrl(link, allowedHosts)).slice(0, count);
      const answer: ImageSearchResponse =
        accepted.length > 0 ? { source: "search", images: accepted.map((url) => ({ url })) } : STOCK_ANSWER;
      remember(key, answer, SEARCH_CACHE_MS);
      return answer;
    } catch (error) {
      // Neither the query nor the service's address is logged: the first is what someone
      // reads about, the second carries the key.
      const detail = error instanceof ImageSearchError ? { kind: error.kind, status: error.status } : {};
      logger.warn(detail, "image search failed; answering the stock images");
      remember(key, STOCK_ANSWER, FAILURE_CACHE_MS);
      return STOCK_ANSWER;
    }
  };
}
