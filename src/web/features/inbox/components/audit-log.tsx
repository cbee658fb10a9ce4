import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AuditEntry } from "@shared/api/audit";
import { LoadFailed, Loading } from "./load-states";
import { formatDateTime } from "@web/lib/dates";
import { auditQuery } from "../api";
import { auditDetailTexts } from "../audit-details";

/** Ids are long; the first block is enough to tell rows apart on screen. */
const shortId = (id: string) => id.slice(0, 8);

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation("inbox");
  const details = auditDetailTexts(t, entry.details);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-4">
      <time dateTime={entry.created_at} className="text-muted-foreground">
        {formatDateTime(entry.created_at, i18n.language)}
      </time>
      <div className="grid gap-0.5">
        <p>
          <span className="font-semibold">{entry.actor_name ?? t("audit.system")}</span>{" "}
          {t(`audit.actions.${entry.action}`)}
        </p>
        <p className="text-muted-foreground">
          {t("audit.item", { type: t(`audit.entities.${entry.entity_type}`), id: shortId(entry.entity_id) })}
          {details.length > 0 ? ` · ${details.join(", ")}` : null}
        </p>
      </div>
    </li>
  );
}

/** Recent audit rows (GET /api/admin/audit): who viewed or changed what, and when. */
export function AuditLog() {
  const { t } = useTranslation("inbox");
  const headingId = useId();
  const { data, isPending, isError, refetch } = useQuery(auditQuery);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold">
            {t("audit.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("audit.intro")}</p>
        </div>
      </div>
      {isPending ? (
        <Loading text={t("audit.loading")} />
      ) : isError ? (
        <LoadFailed text={t("audit.failed")} onRetry={() => void refetch()} />
      ) : data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("audit.empty")}</p>
      ) : (
        <ol className="divide-y rounded-lg border bg-card">
          {data.entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
