import { useId } from "react";
import type { TFunction } from "@web/lib/i18n";
import { useTranslation } from "@web/lib/i18n";
import { FileText, Mail } from "lucide-react";
import type { CaseItem } from "@shared/api/cases";
import { formatDateTime } from "@web/lib/dates";
import type { CaseActions } from "../hooks/use-case-actions";
import { Panel } from "./detail-parts";
import { ItemActions } from "./item-actions";
import { ItemStatusBadge, PriorityBadge } from "./priority-badge";
import { ApplicationRequestSection, MessageSection } from "./request-sections";
import { StatusHistory } from "./status-history";
import { TriageSection } from "./triage-section";

export function itemTitle(t: TFunction, item: CaseItem): string {
  return item.type === "application"
    ? t("items.application", { service: t(`services.${item.application.service_type}`) })
    : item.message.subject
      ? t("items.message", { subject: item.message.subject })
      : t("items.messageFrom", { source: t(`sources.${item.message.source}`) });
}

function ItemCard({ item, actions }: { item: CaseItem; actions: CaseActions }) {
  const { t, language } = useTranslation("cases");
  const headingId = useId();
  const Icon = item.type === "application" ? FileText : Mail;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-4 rounded-md border p-3 sm:p-4">
        <header className="grid gap-2">
          <h3 id={headingId} className="flex items-start gap-2 font-semibold break-words">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {itemTitle(t, item)}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <ItemStatusBadge status={item.status} />
            <PriorityBadge priority={item.priority} />
            <span className="text-xs text-muted-foreground">
              {t("items.received", { date: formatDateTime(item.created_at, language) })}
            </span>
          </div>
        </header>
        <TriageSection item={item} />
        {item.type === "application" ? (
          <>
            <ApplicationRequestSection application={item.application} />
            <StatusHistory history={item.application.history} />
          </>
        ) : (
          <MessageSection message={item.message} />
        )}
        <ItemActions item={item} actions={actions} />
      </article>
    </li>
  );
}

/** The applications and messages gathered in the case, with what can be done on each. */
export function CaseItems({ items, actions }: { items: CaseItem[]; actions: CaseActions }) {
  const { t } = useTranslation("cases");
  return (
    <Panel title={t("items.heading")}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("items.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <ItemCard key={`${item.type}-${item.id}`} item={item} actions={actions} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
