import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { Link } from "@web/lib/router";
import type { AuditEntry } from "@shared/api/audit";
import { LoadFailed, Loading } from "./load-states";
import { formatDateTime } from "@web/lib/dates";
import { auditQuery } from "../api";
import { auditDetailTexts } from "../audit-details";
import { caseAddress } from "../case-address";

/** Ids are long; the first block is enough to tell rows apart on screen. */
const shortId = (id: string) => id.slice(0, 8);

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, language } = useTranslation("cases");
  const details = auditDetailTexts(t, entry.details);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-4">
      <time dateTime={entry.created_at} className="text-muted-foreground">
        {formatDateTime(entry.created_at, language)}
      </time>
      <div className="grid gap-0.5">
        <p>
          <span className="font-semibold">{entry.actor_name ?? t("audit.system")}</span>{" "}
          {t(`audit.actions.${entry.action}`)}
        </p>
        <p className="text-muted-foreground">
          {entry.entity_type === "case" ? (
            <Link to={caseAddress(entry.entity_id)} className="text-primary underline underline-offset-4">
              {t("audit.item", { type: t("audit.entities.case"), id: shortId(entry.entity_id) })}
            </Link>
          ) : (
            t("audit.item", { type: t(`audit.entities.${entry.entity_type}`), id: shortId(entry.entity_id) })
          )}
          {details.length > 0 ? ` · ${details.join(", ")}` : null}
        </p>
      </div>
    </li>
  );
}

/** Recent audit rows (GET /api/admin/audit): who viewed or changed what, and when; the page gives the heading. */
export function AuditLog() {
  const { t } = useTranslation("cases");
  const { data, isPending, isError, refetch } = useQuery(auditQuery);
  return (
    <div className="grid gap-4">
      {isPending ? (
        <Loading text={t("audit.loading")} />
      ) : isError ? (
        <LoadFailed text={t("audit.failed")} onRetry={() => void refetch()} />
      ) : data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("audit.empty")}</p>
      ) : (
        <ol aria-label={t("audit.label")} className="divide-y rounded-lg border bg-card">
          {data.entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
