import { useEffect } from "react";
import { useTranslation } from "@web/lib/i18n";
import { CloudRain, CloudSun, Sun, Thermometer } from "lucide-react";
import { MONTHLY_NORMALS, TOWNS, seasonOf } from "@web/features/safety/weather-normals";
import { formatMonth, kampalaCalendar } from "@web/lib/dates";

const SEASON_ICON = { longRains: CloudRain, shortRains: CloudRain, dry: Sun } as const;

/**
 * The neutral page the quick exit opens (docs/safety.md): a plain seasonal weather guide
 * with no name, mark or link of ours, outside the site's layout, titled plainly.
 */
export default function WeatherPage() {
  const { t, language } = useTranslation("pages");
  // The month it is in Kampala, not on the phone's clock (0 = January).
  const month = kampalaCalendar(new Date()).month - 1;
  const season = seasonOf(month);
  const SeasonIcon = SEASON_ICON[season];
  const monthName = formatMonth(new Date(), language);

  useEffect(() => {
    document.title = t("weather.title");
  }, [t]);

  return (
    <div className="min-h-dvh bg-sky-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-sky-100 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-14 max-w-4xl items-center gap-2 px-4 font-semibold">
          <CloudSun className="size-6 text-sky-600 dark:text-sky-300" aria-hidden="true" />
          {t("weather.siteName")}
        </div>
      </header>
      <main className="mx-auto grid max-w-4xl gap-8 px-4 py-8">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("weather.heading")}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t("weather.intro", { month: monthName })}</p>
        </div>

        <section
          aria-labelledby="weather-season"
          className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sky-100 dark:bg-slate-900 dark:ring-slate-800"
        >
          <SeasonIcon className="size-10 shrink-0 text-sky-600 dark:text-sky-300" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id="weather-season" className="text-lg font-semibold">
              {t(`weather.seasons.${season}.title`)}
            </h2>
            <p className="text-slate-600 dark:text-slate-300">{t(`weather.seasons.${season}.text`)}</p>
          </div>
        </section>

        <section aria-labelledby="weather-towns" className="grid gap-3">
          <h2 id="weather-towns" className="text-xl font-semibold">
            {t("weather.towns.heading", { month: monthName })}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {TOWNS.map((town) => {
              const normal = MONTHLY_NORMALS[town][month]!;
              return (
                <li
                  key={town}
                  className="grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-sky-100 dark:bg-slate-900 dark:ring-slate-800"
                >
                  <p className="font-semibold">{t(`weather.towns.${town}`)}</p>
                  <p className="flex items-center gap-2 text-2xl font-bold">
                    <Thermometer className="size-5 text-orange-600 dark:text-orange-300" aria-hidden="true" />
                    {t("weather.temperature", { high: normal.high, low: normal.low })}
                  </p>
                  <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                    <CloudRain className="size-4" aria-hidden="true" />
                    {t("weather.rain", { rain: normal.rain })}
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("weather.note")}</p>
        </section>

        <section aria-labelledby="weather-tips" className="grid gap-3">
          <h2 id="weather-tips" className="text-xl font-semibold">
            {t("weather.tips.heading")}
          </h2>
          <ul className="grid list-disc gap-2 pl-5 text-slate-700 dark:text-slate-300">
            {(t("weather.tips.items", { returnObjects: true }) as string[]).map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
