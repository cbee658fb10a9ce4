import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import type { AdherenceDay } from "@shared/api/reminders";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { formatDay } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import { adherenceQuery } from "../api";

type DayTone = "none" | "taken" | "mixed" | "missed";

function toneOf(day: AdherenceDay): DayTone {
  if (day.taken === 0 && day.missed === 0) return "none";
  if (day.missed === 0) return "taken";
  return day.taken === 0 ? "missed" : "mixed";
}

const TONE_CLASSES: Record<DayTone, string> = {
  none: "bg-muted text-muted-foreground",
  taken: "bg-primary text-primary-foreground",
  mixed: "bg-accent text-accent-foreground",
  missed: "bg-destructive text-destructive-foreground",
};

/** The last 30 days: the share of doses taken as a bar, and a calendar of the days. */
export function AdherenceCard() {
  const { t, language } = useTranslation("reminders");
  const headingId = useId();
  const { data, isPending, isError } = useQuery(adherenceQuery);
  const percentage = data?.percentage ?? null;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <h2 id={headingId} className="text-xl font-semibold">
          {t("adherence.heading")}
        </h2>
        <CardDescription>{t("adherence.text", { days: data?.window_days ?? 30 })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? <p className="text-sm text-muted-foreground">{t("loading")}</p> : null}
        {isError ? <p className="text-sm text-destructive">{t("errors.loadFailed")}</p> : null}
        {data ? (
          <>
            <div className="grid gap-2">
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-bold tabular-nums" data-testid="adherence-percentage">
                  {percentage === null ? "—" : `${percentage}%`}
                </span>
                <span className="text-sm text-muted-foreground">
                  {percentage === null
                    ? t("adherence.none")
                    : t("adherence.counts", { taken: data.taken, missed: data.missed })}
                </span>
              </p>
              <div
                role="img"
                aria-label={percentage === null ? t("adherence.none") : t("adherence.bar", { percentage })}
                className="h-3 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary motion-safe:transition-[width]"
                  style={{ width: `${percentage ?? 0}%` }}
                />
              </div>
            </div>
            <ol className="grid grid-cols-7 gap-1.5 sm:grid-cols-10" aria-label={t("adherence.calendar")}>
              {data.days.map((day) => {
                const tone = toneOf(day);
                return (
                  <li
                    key={day.date}
                    className={cn(
                      "flex aspect-square items-center justify-center rounded-md text-xs font-semibold tabular-nums",
                      TONE_CLASSES[tone],
                    )}
                    aria-label={t(`adherence.day.${tone}`, {
                      date: formatDay(day.date, language),
                      taken: day.taken,
                      missed: day.missed,
                    })}
                  >
                    <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                  </li>
                );
              })}
            </ol>
            <ul
              className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
              aria-label={t("adherence.legend")}
            >
              {(["taken", "mixed", "missed", "none"] as const).map((tone) => (
                <li key={tone} className="flex items-center gap-1.5">
                  <span className={cn("size-3 rounded-sm", TONE_CLASSES[tone])} aria-hidden="true" />
                  {t(`adherence.legendItems.${tone}`)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
