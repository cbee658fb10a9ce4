import { queryOptions } from "@tanstack/react-query";
import { imageSearchResponseSchema } from "@shared/api/images";
import { api, readAnswer } from "@web/lib/api";
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
      const answer = await readAnswer(
        api.images.search.$get({ query: { q: article.imageQuery, count: "1" } }),
        imageSearchResponseSchema,
      );
      const found = answer.source === "search" ? answer.images[0]?.url : undefined;
      return found ?? stockImageFor(article);
    },
    staleTime: HOUR,
    retry: 1,
  });
