import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import type { MyApplication } from "@shared/api/applications";
import { formatDate, formatDateTime } from "@web/lib/dates";
import { serviceName } from "@web/lib/service-names";
import { Button } from "@web/components/ui/button";
import { applicationsQuery } from "../api";
import { ApplicationStatusBadge } from "./application-status-badge";

function StatusHistory({ application }: { application: MyApplication }) {
  const { t, language } = useTranslation("applications");
  const { history } = application;
  return (
    <details className="group rounded-md border bg-background">
      <summary className="min-h-11 cursor-pointer px-3 py-2.5 text-sm font-medium">
        {t("mine.historyCount", { count: history.length })}
      </summary>
      <ol className="grid gap-3 border-t px-3 py-3">
        {history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className="grid gap-1 border-l-2 border-primary/40 pl-3">
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <ApplicationStatusBadge status={entry.status} />
              <time dateTime={entry.created_at} className="text-muted-foreground">
                {formatDateTime(entry.created_at, language)}
              </time>
            </span>
            {entry.note ? (
              <p className="text-sm">
                <span className="font-medium">{t("mine.noteFrom")}: </span>
                {entry.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

function ApplicationCard({ application }: { application: MyApplication }) {
  const { t, language } = useTranslation(["applications", "services"]);
  const latestNote = application.history.findLast((entry) => entry.note)?.note;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          {/* Neutral words: a glance at the phone should not tell what the service is. */}
          <h3 className="font-semibold">{serviceName(t, application.service_type, { neutral: true })}</h3>
          <p className="text-sm text-muted-foreground">
            {t("mine.sentOn", { date: formatDate(application.created_at, language) })} ·{" "}
            {t("mine.where", {
              region: t(`regions.${application.region}`),
              delivery: t(`delivery.${application.delivery_preference}`),
            })}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      {latestNote ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          <span className="font-medium">{t("mine.noteFrom")}: </span>
          {latestNote}
        </p>
      ) : null}
      <StatusHistory application={application} />
    </li>
  );
}

/** The client's own requests, newest first as the server sends them, each with its progress. */
export function MyApplications({ headingId }: { headingId: string }) {
  const { t } = useTranslation("applications");
  const { data, isPending, isError, refetch } = useQuery(applicationsQuery);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t("mine.heading")}
      </h2>
      {isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("mine.loading")}
        </p>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {t("mine.failed")}
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t("actions.retry", { ns: "common" })}
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("mine.empty")}
        </p>
      ) : (
        <ul className="grid gap-3">
          {data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}
