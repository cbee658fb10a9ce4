import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { BookOpen, ChevronDown } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/utils";
import { ARTICLES, CATEGORIES, type Article, type Category } from "../articles";
import { ArticleImage } from "./article-image";

function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation("education");
  const key = `articles.${article.id}`;
  const paragraphs = t(`${key}.body`, { returnObjects: true }) as string[];
  return (
    <li className="flex flex-col rounded-2xl border bg-card shadow-sm">
      <ArticleImage article={article} />
      <article aria-labelledby={`article-${article.id}`} className="grid flex-1 content-start gap-3 p-5">
        <Badge variant="secondary" className="w-fit">
          {t(`categories.${article.category}`)}
        </Badge>
        <h2 id={`article-${article.id}`} className="text-xl font-semibold leading-snug">
          {t(`${key}.title`)}
        </h2>
        <p className="text-muted-foreground">{t(`${key}.summary`)}</p>
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
            <BookOpen className="size-4" aria-hidden="true" />
            <span className="group-open:hidden">{t("page.readMore")}</span>
            <span className="hidden group-open:inline">{t("page.readLess")}</span>
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="mt-2 grid gap-3 leading-relaxed">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="border-t pt-3 text-sm text-muted-foreground">
              <span className="font-semibold">{t("page.sources")}: </span>
              {t(`${key}.sources`)}
            </p>
          </div>
        </details>
      </article>
    </li>
  );
}

/** The education library: a topic filter and the articles, each with its illustration. */
export function EducationArticles() {
  const { t } = useTranslation("education");
  const [category, setCategory] = useState<Category | null>(null);
  const shown = category ? ARTICLES.filter((article) => article.category === category) : ARTICLES;
  const chip = (active: boolean) =>
    cn(
      "min-h-10 rounded-full border px-4 text-sm font-medium transition-colors",
      active ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
    );
  return (
    <div className="grid gap-6">
      <div role="group" aria-label={t("page.filter")} className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={category === null}
          className={chip(category === null)}
          onClick={() => setCategory(null)}
        >
          {t("page.all")}
        </button>
        {CATEGORIES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            className={chip(category === value)}
            onClick={() => setCategory(value)}
          >
            {t(`categories.${value}`)}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {t("page.shown", { count: shown.length })}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
    </div>
  );
}
