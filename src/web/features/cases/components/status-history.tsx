import { useTranslation } from "@web/lib/i18n";
import type { CaseItem } from "@shared/api/cases";
import { formatDateTime } from "@web/lib/dates";
import { DetailSection } from "./detail-parts";

type History = Extract<CaseItem, { type: "application" }>["application"]["history"];

/** An application's statuses, oldest first, with who changed them and the note the client read. */
export function StatusHistory({ history }: { history: History }) {
  const { t, language } = useTranslation("cases");
  return (
    <DetailSection title={t("request.history")}>
      <ol className="grid gap-3">
        {history.map((entry, index) => (
          <li
            key={`${entry.created_at}-${index}`}
            className="grid gap-0.5 border-l-2 border-primary/40 pl-3 text-sm"
          >
            <span>
              <span className="font-semibold">{t(`applicationStatus.${entry.status}`)}</span>{" "}
              <span className="text-muted-foreground">
                {entry.changed_by_name
                  ? t("request.historyBy", { name: entry.changed_by_name })
                  : t("request.historyByClient")}{" "}
                · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
              </span>
            </span>
            {entry.note ? <span className="break-words">{entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
