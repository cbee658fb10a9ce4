import { queryOptions } from "@tanstack/react-query";
import { IMPACT_CACHE_SECONDS, impactFiguresSchema } from "@shared/api/impact";
import { api, readAnswer } from "@web/lib/api";

/** GET /api/impact: aggregate figures, counted by the server at most every five minutes. */
export const impactQuery = queryOptions({
  queryKey: ["impact"],
  queryFn: () => readAnswer(api.impact.$get(), impactFiguresSchema),
  staleTime: IMPACT_CACHE_SECONDS * 1000,
});
