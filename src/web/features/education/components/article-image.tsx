import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { stockImageFor, type Article } from "../articles";
import { articleImageQuery } from "../api";

/**
 * An article's illustration: decorative (the article says everything), so alt is empty.
 * Until the search answers, and if its image fails to load, the stock image shows.
 */
export function ArticleImage({ article }: { article: Article }) {
  const stock = stockImageFor(article);
  const { data } = useQuery(articleImageQuery(article));
  const [failed, setFailed] = useState<string | null>(null);
  const source = data && data !== failed ? data : stock;
  return (
    <img
      src={source}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(source)}
      className="aspect-video w-full rounded-t-2xl bg-secondary object-cover"
    />
  );
}
