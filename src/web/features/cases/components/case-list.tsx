import { useTranslation } from "@web/lib/i18n";
import { Link } from "@web/lib/router";
import { MapPin, UserRound } from "lucide-react";
import type { CaseSummary } from "@shared/api/cases";
import { formatDateTime } from "@web/lib/dates";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/utils";
import { caseAddress } from "../case-address";
import type { ListPlace } from "../case-filters";
import { caseAgeText } from "../case-text";
import { ContactBadges, OverdueBadge, PriorityBadge, StateBadge } from "./priority-badge";

function CaseRow({ summary, now, from }: { summary: CaseSummary; now: number; from: ListPlace }) {
  const { t, language } = useTranslation("cases");
  const { user } = useAuth();
  const name = summary.client_name ?? t("case.noName");
  const since = summary.waiting_since ?? summary.last_activity_at;
  return (
    <li
      className={cn(
        "relative grid gap-2 border-l-4 px-4 py-3 transition-colors focus-within:bg-muted hover:bg-muted",
        summary.overdue
          ? "border-l-destructive"
          : summary.new_items > 0
            ? "border-l-primary"
            : "border-l-transparent",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 text-base">
          {/* The whole row is the link's target; its name stays short: number and client. */}
          <Link
            to={caseAddress(summary.id)}
            state={{ from }}
            className="rounded-sm break-words after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
          >
            <span className="font-mono text-muted-foreground">
              {t("case.number", { number: summary.number })}
            </span>{" "}
            <span className={cn("font-semibold", summary.client_name === null && "italic")}>{name}</span>
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm">
          {summary.overdue ? <OverdueBadge /> : null}
          <ContactBadges summary={summary} />
          <time
            dateTime={since}
            title={formatDateTime(since, language)}
            className={cn(summary.overdue ? "font-medium text-destructive" : "text-muted-foreground")}
          >
            {caseAgeText(t, summary, now)}
          </time>
        </p>
      </div>
      <p className="text-sm break-words">
        {summary.services.length > 0
          ? summary.services.map((service) => t(`services.${service}`)).join(" · ")
          : summary.sources.length > 0
            ? summary.sources.map((source) => t(`sources.${source}`)).join(" · ")
            : t("list.noServices")}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        <StateBadge state={summary.state} />
        <PriorityBadge priority={summary.priority} />
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <UserRound className="size-4" aria-hidden="true" />
          {summary.assignee
            ? summary.assignee.id === user?.id
              ? t("case.assignedToYou")
              : summary.assignee.name
            : t("case.unassigned")}
        </span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          {summary.region ? t(`regions.${summary.region}`) : t("case.noRegion")}
        </span>
        {summary.new_items > 0 ? (
          <span className="text-xs font-semibold text-primary">
            {t("list.newItems", { count: summary.new_items })}
          </span>
        ) : null}
        {summary.client_closed ? (
          <span className="text-xs text-muted-foreground">{t("list.closed")}</span>
        ) : null}
      </div>
    </li>
  );
}

/** The team's cases in the server's order; each row leads to the case's own address. */
export function CaseList({ cases, now, from }: { cases: CaseSummary[]; now: number; from: ListPlace }) {
  const { t } = useTranslation("cases");
  return (
    <ul aria-label={t("list.label")} className="divide-y overflow-hidden rounded-lg border bg-card">
      {cases.map((summary) => (
        <CaseRow key={summary.id} summary={summary} now={now} from={from} />
      ))}
    </ul>
  );
}
