import { queryOptions } from "@tanstack/react-query";
import { IMPACT_CACHE_SECONDS, type ImpactFigures } from "@shared/api/impact";
import { getJson } from "@web/lib/http";

/** GET /api/impact: aggregate figures, counted by the server at most every five minutes. */
export const impactQuery = queryOptions({
  queryKey: ["impact"],
  queryFn: () => getJson<ImpactFigures>("/api/impact"),
  staleTime: IMPACT_CACHE_SECONDS * 1000,
});
