import { useTranslation } from "@web/lib/i18n";
import { ButtonLink } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  usePageTitle(t("notFound.title"));
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.text")}</p>
      <ButtonLink to="/">{t("notFound.backHome")}</ButtonLink>
    </section>
  );
}
