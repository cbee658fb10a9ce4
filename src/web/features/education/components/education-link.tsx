import { useTranslation } from "@web/lib/i18n";
import { ArrowRight, BookOpen } from "lucide-react";
import { ButtonLink } from "@web/components/ui/button";

/** A pointer from the services page to the education library at /learn. */
export function EducationLink() {
  const { t } = useTranslation("education");
  return (
    <section
      aria-labelledby="education-link"
      className="mt-6 flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-100">
        <BookOpen className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 id="education-link" className="text-lg font-semibold">
          {t("teaser.heading")}
        </h2>
        <p className="text-muted-foreground">{t("teaser.text")}</p>
      </div>
      <ButtonLink variant="outline" to="/learn">
        {t("teaser.link")}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}
