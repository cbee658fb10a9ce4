import { useTranslation } from "@web/lib/i18n";
import { sectionClass } from "./section-heading";

const STATS = ["usersServed", "adherence", "delivery", "peerRetention", "satisfaction"] as const;

export function MissionSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="mission-heading" className={sectionClass}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div className="grid gap-4">
          <h2 id="mission-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("mission.heading")}
          </h2>
          <p className="text-lg leading-relaxed text-muted-foreground">{t("mission.text")}</p>
        </div>
        {/* The spec's marketing claims: labelled as what the service reports, as on /impact. */}
        <div className="grid gap-3">
          <div className="grid gap-0.5">
            <h3 className="text-sm font-semibold tracking-wide text-primary uppercase">
              {t("mission.statsHeading")}
            </h3>
            <p className="text-sm text-muted-foreground">{t("mission.statsNote")}</p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {STATS.map((stat, index) => (
              <div
                key={stat}
                className={`flex flex-col-reverse gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5 ${index === 0 ? "col-span-2 sm:col-span-1" : ""}`}
              >
                <dt className="text-sm text-muted-foreground">{t(`mission.stats.${stat}.label`)}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-primary">
                  {t(`mission.stats.${stat}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
