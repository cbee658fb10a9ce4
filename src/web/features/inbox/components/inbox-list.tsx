import { useTranslation } from "react-i18next";
import { FileText, Mail } from "lucide-react";
import type { InboxItem } from "@shared/api/inbox";
import { formatDateTime } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import type { ItemRef } from "../api";
import { InboxStatusBadge, PriorityBadge } from "./priority-badge";

export const itemButtonId = (item: ItemRef) => `inbox-item-${item.type}-${item.id}`;

function InboxRow({ item, selected, onOpen }: { item: InboxItem; selected: boolean; onOpen(): void }) {
  const { t, i18n } = useTranslation("inbox");
  const TypeIcon = item.type === "application" ? FileText : Mail;
  return (
    <li>
      <button
        type="button"
        id={itemButtonId(item)}
        onClick={onOpen}
        aria-current={selected ? "true" : undefined}
        className={cn(
          "grid w-full gap-1.5 border-l-4 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
          selected ? "border-l-primary bg-secondary text-secondary-foreground" : "border-l-transparent",
          item.status === "new" && !selected && "bg-primary/5",
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={item.priority} />
          <InboxStatusBadge status={item.status} />
          <span className="ml-auto flex items-center gap-1 text-xs text-muted-foreground">
            <TypeIcon className="size-3.5" aria-hidden="true" />
            {t(`types.${item.type}`)}
          </span>
        </span>
        <span className={cn("break-words", item.status === "new" ? "font-semibold" : "font-medium")}>
          {item.title}
        </span>
        <span className="line-clamp-2 text-sm break-words text-muted-foreground">{item.summary}</span>
        <span className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
          <span>{t("list.from", { name: item.user_name })}</span>
          <time dateTime={item.created_at}>{formatDateTime(item.created_at, i18n.language)}</time>
        </span>
      </button>
    </li>
  );
}

/** The inbox in the server's order: priority rank first, then newest (spec section 9). */
export function InboxList(props: {
  items: InboxItem[];
  selected: ItemRef | null;
  onOpen(item: ItemRef): void;
}) {
  const { t } = useTranslation("inbox");
  const { items, selected } = props;
  return (
    <ul aria-label={t("list.label")} className="divide-y overflow-hidden rounded-lg border bg-card">
      {items.map((item) => (
        <InboxRow
          key={`${item.type}-${item.id}`}
          item={item}
          selected={selected?.type === item.type && selected.id === item.id}
          onOpen={() => props.onOpen({ type: item.type, id: item.id })}
        />
      ))}
    </ul>
  );
}
