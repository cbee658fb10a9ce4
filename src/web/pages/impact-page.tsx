import { useTranslation } from "@web/lib/i18n";
import { HeartPulse, Info, Pill, Smile, Truck, Users } from "lucide-react";
import { MIN_RECORDS_TO_SHOW } from "@shared/api/impact";
import { usePageTitle } from "@web/lib/use-page-title";
import { PageHeader } from "@web/components/page/page-header";
import { LiveImpactFigures } from "@web/features/impact/components/live-impact-figures";

/** The marketing figures of spec section 1: the programme's stated results, not counted here. */
const FIGURES = [
  { key: "usersServed", icon: Users },
  { key: "adherence", icon: Pill },
  { key: "delivery", icon: Truck },
  { key: "peerRetention", icon: HeartPulse },
  { key: "satisfaction", icon: Smile },
] as const;

export default function ImpactPage() {
  const { t } = useTranslation("about");
  usePageTitle(t("impact.title"));
  return (
    <>
      <PageHeader title={t("impact.heading")} intro={t("impact.intro")} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-16">
        {/* Stated and counted figures stay in sections of their own, each with its heading,
            so a claim is never read as a count (or the reverse). */}
        <section aria-labelledby="impact-stated" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="impact-stated" className="text-2xl font-bold">
              {t("impact.stated.heading")}
            </h2>
            <p className="text-muted-foreground">{t("impact.stated.note")}</p>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
            {FIGURES.map(({ key, icon: Icon }, index) => (
              <li
                key={key}
                className={`grid content-start gap-3 rounded-2xl border bg-card p-6 shadow-sm ${index === 0 ? "sm:col-span-2" : ""} ${index < 3 ? "lg:col-span-2" : "lg:col-span-3"}`}
              >
                <span className="grid size-11 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <p className="grid gap-1">
                  <span className="text-4xl font-extrabold tracking-tight text-primary">
                    {t(`impact.figures.${key}.value`)}
                  </span>
                  <span className="text-lg font-semibold">{t(`impact.figures.${key}.label`)}</span>
                </p>
                <p className="text-sm leading-relaxed text-muted-foreground">
                  {t(`impact.figures.${key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <LiveImpactFigures className="border-t pt-10" />
        <section aria-labelledby="impact-method" className="flex gap-4 rounded-2xl bg-muted p-6">
          <Info className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-2">
            <h2 id="impact-method" className="text-lg font-semibold">
              {t("impact.method.heading")}
            </h2>
            <p className="text-muted-foreground">{t("impact.method.text", { min: MIN_RECORDS_TO_SHOW })}</p>
          </div>
        </section>
      </div>
    </>
  );
}
