import { useTranslation } from "@web/lib/i18n";
import { Clock, HeartHandshake, Lock, Package, Smartphone, Users } from "lucide-react";
import { getConfig } from "@web/lib/config";
import { SectionHeading, sectionClass } from "./section-heading";
import { IconCardGrid } from "./icon-card-grid";

const CARDS = [
  { key: "discreet", icon: Package },
  { key: "peers", icon: Users },
  { key: "privacy", icon: Lock },
  { key: "respect", icon: HeartHandshake },
  { key: "support", icon: Clock },
  { key: "mobile", icon: Smartphone },
] as const;

export function WhyChooseSection() {
  const { t } = useTranslation("home");
  const product = getConfig().siteName;
  return (
    <section aria-labelledby="why-heading" className={sectionClass}>
      <SectionHeading
        id="why-heading"
        heading={t("whyChoose.heading", { product })}
        intro={t("whyChoose.intro")}
      />
      <div className="mt-10">
        <IconCardGrid
          items={CARDS.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`whyChoose.cards.${key}.title`),
            text: t(`whyChoose.cards.${key}.text`),
          }))}
        />
      </div>
    </section>
  );
}
