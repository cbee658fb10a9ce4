import { useTranslation } from "@web/lib/i18n";
import { ButtonLink } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";
import { PageHeader } from "@web/components/page/page-header";
import { ServiceList } from "@web/features/services/components/service-list";
import { LazyServiceModal } from "@web/features/services/components/lazy-service-modal";
import { useServiceModal } from "@web/features/services/hooks/use-service-modal";
import { useScrollToHash } from "@web/features/services/hooks/use-scroll-to-hash";
import { EducationLink } from "@web/features/education/components/education-link";

export default function ServicesPage() {
  const { t } = useTranslation("services");
  usePageTitle(t("page.title"));
  useScrollToHash();
  const modal = useServiceModal();
  return (
    <>
      <PageHeader title={t("page.title")} intro={t("page.intro")} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ServiceList onLearnMore={modal.open} />
        <EducationLink />
        <section
          aria-labelledby="services-cta"
          className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-secondary p-6 text-secondary-foreground sm:flex-row sm:items-center sm:p-8"
        >
          <div className="flex-1">
            <h2 id="services-cta" className="text-xl font-semibold">
              {t("page.cta.heading")}
            </h2>
            <p className="mt-1">{t("page.cta.text")}</p>
          </div>
          <ButtonLink size="lg" to="/contact">
            {t("page.cta.button")}
          </ButtonLink>
        </section>
      </div>
      <LazyServiceModal serviceId={modal.serviceId} closing={modal.closing} onClose={modal.close} />
    </>
  );
}
