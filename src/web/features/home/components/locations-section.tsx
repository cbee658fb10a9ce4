import { useTranslation } from "@web/lib/i18n";
import { MapPin } from "lucide-react";
import { SectionHeading, sectionClass } from "./section-heading";

const LOCATIONS = [
  { key: "kampala", image: "/images/locations/kampala.svg" },
  { key: "masaka", image: "/images/locations/masaka.svg" },
  { key: "mbarara", image: "/images/locations/mbarara.svg" },
  { key: "fortPortal", image: "/images/locations/fort-portal.svg" },
] as const;

export function LocationsSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="locations-heading" className={sectionClass}>
      <SectionHeading id="locations-heading" heading={t("locations.heading")} intro={t("locations.intro")} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {LOCATIONS.map(({ key, image }) => (
          <li key={key} className="overflow-hidden rounded-2xl border bg-card shadow-sm">
            {/* Decorative scenes: the card's text names the place. Sized to avoid layout shift. */}
            <img
              src={image}
              alt=""
              width={400}
              height={240}
              loading="lazy"
              decoding="async"
              className="aspect-[5/3] h-auto w-full bg-secondary object-cover"
            />
            <div className="grid gap-1 p-5">
              <h3 className="text-lg font-semibold">{t(`locations.items.${key}.name`)}</h3>
              <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
                <MapPin className="size-4" aria-hidden="true" />
                {t(`locations.items.${key}.region`)}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{t(`locations.items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
