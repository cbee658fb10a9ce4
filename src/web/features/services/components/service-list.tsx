import { useTranslation } from "@web/lib/i18n";
import { ArrowRight } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { IconList } from "@web/components/ui/icon-list";
import { cn } from "@web/lib/utils";
import { PAGE_SERVICES, type ModalServiceId } from "../service-catalog";
import { preloadServiceModal } from "./lazy-service-modal";

/** The six services of the services page, each under the anchor the footer links to. */
export function ServiceList({ onLearnMore }: { onLearnMore: (id: ModalServiceId) => void }) {
  const { t } = useTranslation("services");
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PAGE_SERVICES.map(({ anchor, key, modal, look }) => {
        const Icon = look.icon;
        const title = t(`page.items.${key}.title`);
        const points = t(`page.items.${key}.points`, { returnObjects: true }) as string[];
        return (
          <section
            key={anchor}
            id={anchor}
            aria-labelledby={`${anchor}-heading`}
            className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm target:ring-2 target:ring-primary"
          >
            <div className="flex items-center gap-4">
              <span className={cn("grid size-12 shrink-0 place-items-center rounded-xl", look.tone)}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h2 id={`${anchor}-heading`} className="text-xl font-semibold">
                {title}
              </h2>
            </div>
            <p className="text-muted-foreground">{t(`page.items.${key}.text`)}</p>
            <IconList items={points} small className="grid flex-1 content-start gap-2" itemGap="gap-2.5" />
            {modal ? (
              <Button
                variant="outline"
                className="w-full sm:w-fit"
                aria-label={t("page.learnMoreAbout", { service: title })}
                onPointerEnter={preloadServiceModal}
                onFocus={preloadServiceModal}
                onClick={() => onLearnMore(modal)}
              >
                {t("page.learnMore")}
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
