import { Link } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { ArrowRight, Building2, Cpu, Truck } from "lucide-react";
import { SectionHeading, sectionClass } from "./section-heading";

const PARTNERS = [
  { key: "ngos", icon: Building2 },
  { key: "logistics", icon: Truck },
  { key: "technology", icon: Cpu },
] as const;

export function PartnershipsSection() {
  const { t } = useTranslation("home");
  return (
    <div className="bg-muted">
      <section aria-labelledby="partners-heading" className={sectionClass}>
        <SectionHeading
          id="partners-heading"
          heading={t("partnerships.heading")}
          intro={t("partnerships.intro")}
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {PARTNERS.map(({ key, icon: Icon }) => (
            <li key={key} className="grid content-start gap-3 rounded-2xl bg-background p-6 shadow-sm">
              <Icon className="size-7 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-semibold">{t(`partnerships.items.${key}.heading`)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">
                {t(`partnerships.items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to="/contact"
            className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("partnerships.cta")}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </section>
    </div>
  );
}
