import { useTranslation } from "@web/lib/i18n";
import { BellRing, Bot, CalendarClock, Languages, MessageSquareLock, WifiOff } from "lucide-react";
import { getConfig } from "@web/lib/config";
import { SectionHeading, sectionClass } from "./section-heading";
import { IconCardGrid } from "./icon-card-grid";

const FEATURES = [
  { key: "reminders", icon: BellRing },
  { key: "refills", icon: CalendarClock },
  { key: "messages", icon: MessageSquareLock },
  { key: "assistant", icon: Bot },
  { key: "offline", icon: WifiOff },
  { key: "language", icon: Languages },
] as const;

export function CareFeaturesSection() {
  const { t } = useTranslation("home");
  const product = getConfig().siteName;
  return (
    <div className="bg-muted">
      <section aria-labelledby="features-heading" className={sectionClass}>
        <SectionHeading id="features-heading" heading={t("features.heading")} intro={t("features.intro")} />
        <div className="mt-10">
          <IconCardGrid
            variant="plain"
            items={FEATURES.map(({ key, icon }) => ({
              key,
              icon,
              title: t(`features.items.${key}.title`),
              text: t(`features.items.${key}.text`, { product }),
            }))}
          />
        </div>
      </section>
    </div>
  );
}
