import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ClipboardCheck, Star, Users, type LucideIcon } from "lucide-react";
import { getConfig } from "@web/lib/config";
import { cn } from "@web/lib/utils";
import { impactQuery } from "../api";

function Figure({
  icon: Icon,
  value,
  label,
  note,
}: {
  icon: LucideIcon;
  value: string;
  label: string;
  note: string;
}) {
  return (
    <li className="grid content-start gap-2 rounded-xl border bg-card p-5 shadow-sm">
      <Icon className="size-5 text-primary" aria-hidden="true" />
      <p className="grid">
        <span className="text-3xl font-extrabold tracking-tight">{value}</span>
        <span className="font-semibold">{label}</span>
      </p>
      <p className="text-sm text-muted-foreground">{note}</p>
    </li>
  );
}

/**
 * Figures counted from the service's own records (GET /api/impact), shown beside the
 * marketing claims. Off with the analytics flag; a failure hides the section quietly.
 */
export function LiveImpactFigures({ className }: { className?: string }) {
  const { t, i18n } = useTranslation("pages");
  const enabled = getConfig().features.analytics;
  const { data, isPending, isError } = useQuery({ ...impactQuery, enabled });
  if (!enabled || isError) return null;

  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const rating = new Intl.NumberFormat(i18n.resolvedLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
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
      {data ? (
        <ul className="grid gap-4 sm:grid-cols-3">
          <Figure
            icon={Users}
            value={number.format(data.peopleServed)}
            label={t("impact.peopleServed.label")}
            note={t("impact.peopleServed.note")}
          />
          <Figure
            icon={ClipboardCheck}
            value={number.format(data.applicationsCompleted)}
            label={t("impact.applicationsCompleted.label")}
            note={t("impact.applicationsCompleted.note")}
          />
          <Figure
            icon={Star}
            value={data.averageRating === null ? "–" : `${rating.format(data.averageRating)} / 5`}
            label={t("impact.averageRating.label")}
            note={
              data.averageRating === null
                ? t("impact.averageRating.none")
                : t("impact.averageRating.note", { count: data.ratingsCount })
            }
          />
        </ul>
      ) : (
        <div className="h-36 animate-pulse rounded-xl bg-muted" />
      )}
      {data ? (
        <p className="text-xs text-muted-foreground">
          {t("impact.countedAt", {
            time: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
              dateStyle: "medium",
              timeStyle: "short",
            }).format(new Date(data.countedAt)),
          })}
        </p>
      ) : null}
    </section>
  );
}
