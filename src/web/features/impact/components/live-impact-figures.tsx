import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { ClipboardCheck, Star, Users, type LucideIcon } from "lucide-react";
import { MIN_RECORDS_TO_SHOW } from "@shared/api/impact";
import { getConfig } from "@web/lib/config";
import { formatDateTime } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import { impactQuery } from "../api";

function Figure({
  icon: Icon,
  value,
  label,
  note,
}: {
  icon: LucideIcon;
  /** null: too few records to show it. */
  value: string | null;
  label: string;
  note: string;
}) {
  const { t } = useTranslation("pages");
  return (
    <li className="grid content-start gap-2 rounded-xl border bg-card p-5 shadow-sm">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      <p className="grid">
        {value === null ? (
          <span className="text-xl font-bold text-muted-foreground">{t("impact.notYet")}</span>
        ) : (
          <span className="text-3xl font-extrabold tracking-tight">{value}</span>
        )}
        <span className="font-semibold">{label}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {value === null ? t("impact.notYetNote", { min: MIN_RECORDS_TO_SHOW }) : note}
      </p>
    </li>
  );
}

/**
 * Figures counted from the service's own records (GET /api/impact), in a section of their
 * own, apart from the programme's stated figures. The server sends no figure made of fewer
 * than MIN_RECORDS_TO_SHOW records; while no person is counted yet, this says so plainly.
 * Off with the analytics flag; a failure hides the section quietly.
 */
export function LiveImpactFigures({ className }: { className?: string }) {
  const { t, language } = useTranslation("pages");
  const enabled = getConfig().features.analytics;
  const { data, isPending, isError } = useQuery({ ...impactQuery, enabled });
  if (!enabled || isError) return null;

  const number = new Intl.NumberFormat(language);
  const rating = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const count = (value: number | null) => (value === null ? null : number.format(value));
  return (
    <section
      aria-labelledby="live-impact-heading"
      aria-busy={isPending}
      className={cn("grid gap-4", className)}
    >
      <div className="grid gap-1">
        <h2 id="live-impact-heading" className="text-2xl font-bold">
          {t("impact.heading")}
        </h2>
        <p className="text-muted-foreground">{t("impact.intro")}</p>
      </div>
      {!data ? (
        <div className="h-36 animate-pulse rounded-xl bg-muted" />
      ) : data.peopleServed === null ? (
        <p className="rounded-xl border border-dashed bg-card p-5" data-testid="impact-too-few">
          {t("impact.tooFew", { min: MIN_RECORDS_TO_SHOW })}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-3">
            <Figure
              icon={Users}
              value={count(data.peopleServed)}
              label={t("impact.peopleServed.label")}
              note={t("impact.peopleServed.note")}
            />
            <Figure
              icon={ClipboardCheck}
              value={count(data.applicationsCompleted)}
              label={t("impact.applicationsCompleted.label")}
              note={t("impact.applicationsCompleted.note")}
            />
            <Figure
              icon={Star}
              value={data.averageRating === null ? null : `${rating.format(data.averageRating)} / 5`}
              label={t("impact.averageRating.label")}
              note={t("impact.averageRating.note", { count: data.ratingsCount ?? 0 })}
            />
          </ul>
          <p className="text-xs text-muted-foreground">
            {t("impact.countedAt", { time: formatDateTime(data.countedAt, language) })}
          </p>
        </>
      )}
    </section>
  );
}
