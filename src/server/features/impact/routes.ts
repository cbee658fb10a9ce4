import { Hono } from "hono";
import { IMPACT_CACHE_SECONDS, type ImpactFigures } from "@shared/api/impact";
import type { AppDeps } from "../../deps";
import { HttpError } from "../../http/errors";
import { countImpactFigures } from "./count-impact-figures";

/**
 * Public, first-party and aggregate: the only "analytics" this product has (the
 * analytics flag of spec section 9 turns it off). Counted at most once per five minutes
 * per server, so the public page cannot be used to load the database.
 */
export function impactRoutes(deps: AppDeps) {
  let cached: { figures: ImpactFigures; until: number } | null = null;

  return new Hono().get("/impact", async (c) => {
    if (!deps.env.features.analytics) throw new HttpError(404, "not_found", "Not found.");
    const now = deps.now();
    if (!cached || cached.until <= now.getTime()) {
      cached = {
        figures: await countImpactFigures(deps.db, now),
        until: now.getTime() + IMPACT_CACHE_SECONDS * 1000,
      };
    }
    c.header("Cache-Control", `public, max-age=${IMPACT_CACHE_SECONDS}`);
    return c.json(cached.figures);
  });
}
