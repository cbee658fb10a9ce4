import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";
import { getConfig } from "@web/lib/config";

export default function HomePage() {
  const { t } = useTranslation("home");
  usePageTitle(null);
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold sm:text-5xl">{t("hero.title", { product: getConfig().siteName })}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t("hero.subtitle")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/portal">{t("hero.getStarted")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/services">{t("hero.exploreServices")}</Link>
        </Button>
      </div>
    </section>
  );
}
