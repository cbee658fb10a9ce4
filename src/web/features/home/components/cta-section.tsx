import { Link } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { sectionClass } from "./section-heading";

/** White on the brand gradient in both themes; the shared Button variants assume the page background. */
const ctaLink =
  "inline-flex h-12 items-center justify-center rounded-md px-6 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function CtaSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="cta-heading" className={sectionClass}>
      <div className="grid gap-6 rounded-3xl bg-[linear-gradient(135deg,#0f766e_0%,#0b4f4a_100%)] px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("cta.heading")}
        </h2>
        <p className="mx-auto max-w-xl text-lg opacity-90">{t("cta.text")}</p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/portal" className={`${ctaLink} bg-white text-[#0b4f4a] hover:bg-white/90`}>
            {t("cta.startJourney")}
          </Link>
          <Link to="/contact" className={`${ctaLink} border border-white/70 text-white hover:bg-white/10`}>
            {t("cta.speakWithTeam")}
          </Link>
        </div>
      </div>
    </section>
  );
}
