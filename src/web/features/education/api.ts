import { queryOptions } from "@tanstack/react-query";
import type { ImageSearchResponse } from "@shared/api/images";
import { getJson } from "@web/lib/http";
import { stockImageFor, type Article } from "./articles";

const HOUR = 60 * 60 * 1000;

/**
 * One illustration for an article (GET /api/images/search). When the server answers its
 * stock images, the article's own stock image is used, so the list does not repeat one.
 */
export const articleImageQuery = (article: Article) =>
  queryOptions({
    queryKey: ["images", article.imageQuery],
    queryFn: async (): Promise<string> => {
      const answer = await getJson<ImageSearchResponse>(
        `/api/images/search?${new URLSearchParams({ q: article.imageQuery, count: "1" })}`,
      );
      const found = answer.source === "search" ? answer.images[0]?.url : undefined;
      return found ?? stockImageFor(article);
    },
    staleTime: HOUR,
    retry: 1,
  });
