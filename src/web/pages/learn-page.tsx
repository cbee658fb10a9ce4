import { useTranslation } from "@web/lib/i18n";
import { PageHeader } from "@web/components/page/page-header";
import { EducationArticles } from "@web/features/education/components/education-articles";
import { usePageTitle } from "@web/lib/use-page-title";

/** /learn: the education library the services page's #education section points to. */
export default function LearnPage() {
  const { t } = useTranslation("education");
  usePageTitle(t("page.title"));
  return (
    <>
      <PageHeader title={t("page.heading")} intro={t("page.intro")} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16">
        <EducationArticles />
        <p className="text-sm text-muted-foreground">{t("page.disclaimer")}</p>
      </div>
    </>
  );
}
