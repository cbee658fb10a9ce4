import { Hono } from "hono";
import { imageSearchQuerySchema, type ImageSearchResponse } from "@shared/api/images";
import type { AppDeps } from "../../deps";
import { parseWith } from "../../http/validate";
import { imageSearchFromEnv } from "../../adapters/image-search";
import { createImageSearcher } from "./search-images";

/** Public: article illustrations. The search key stays on the server. */
export function imageRoutes(deps: AppDeps) {
  const search = createImageSearcher({
    adapter: imageSearchFromEnv(deps.env),
    allowedHosts: deps.env.IMAGE_SEARCH_ALLOWED_HOSTS,
    logger: deps.logger,
    now: deps.now,
  });
  return new Hono().get("/images/search", async (c) => {
    const { q, count } = parseWith(imageSearchQuerySchema, c.req.query());
    const answer = await search(q, count);
    // The answer depends only on the query, never on who asks; a stock answer may be a
    // passing failure, so it is kept for less time.
    c.header("Cache-Control", `public, max-age=${answer.source === "search" ? 3600 : 300}`);
    return c.json(answer satisfies ImageSearchResponse);
  });
}
