import { useTranslation } from "@web/lib/i18n";
import { ArrowRight } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import {
  MODAL_SERVICE_IDS,
  MODAL_SERVICE_LOOK,
  type ModalServiceId,
} from "@web/features/services/service-catalog";
import { preloadServiceModal } from "@web/features/services/components/lazy-service-modal";
import { SectionHeading, sectionClass } from "./section-heading";

/** The three service cards; Learn More opens the service modal the page owns. */
export function ServicesSection({ onLearnMore }: { onLearnMore: (id: ModalServiceId) => void }) {
  const { t } = useTranslation("home");
  return (
    <section id="services" aria-labelledby="services-heading" className={sectionClass}>
      <SectionHeading id="services-heading" heading={t("services.heading")} intro={t("services.intro")} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {MODAL_SERVICE_IDS.map((id) => {
          const { icon: Icon, tone } = MODAL_SERVICE_LOOK[id];
          const title = t(`services.items.${id}.title`);
          return (
            <li key={id} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
              <span className={cn("grid size-12 place-items-center rounded-xl", tone)}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-xl font-semibold">{title}</h3>
              <p className="flex-1 text-muted-foreground">{t(`services.items.${id}.text`)}</p>
              <Button
                variant="outline"
                className="w-full sm:w-fit"
                aria-label={t("services.learnMoreAbout", { service: title })}
                onPointerEnter={preloadServiceModal}
                onFocus={preloadServiceModal}
                onClick={() => onLearnMore(id)}
              >
                {t("services.learnMore")}
                <ArrowRight aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
