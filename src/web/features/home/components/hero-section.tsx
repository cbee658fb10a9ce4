import { useTranslation } from "@web/lib/i18n";
import { ArrowRight, MapPin } from "lucide-react";
import { ButtonLink } from "@web/components/ui/button";

export function HeroSection() {
  const { t } = useTranslation("home");
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-[linear-gradient(180deg,var(--secondary)_0%,var(--background)_100%)]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 pt-10 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="grid gap-6">
          <p className="flex w-fit items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
            <MapPin className="size-4 text-primary" aria-hidden="true" />
            {t("hero.eyebrow")}
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            {t("hero.title")}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">{t("hero.subtitle")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink size="lg" to="/portal">
              {t("hero.getStarted")}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink size="lg" variant="outline" to="/services">
              {t("hero.exploreServices")}
            </ButtonLink>
          </div>
        </div>
        <img
          src="/images/hero-care.svg"
          alt=""
          width={560}
          height={440}
          fetchPriority="high"
          decoding="async"
          className="mx-auto h-auto w-full max-w-sm sm:max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
