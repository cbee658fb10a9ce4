import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Inbox } from "lucide-react";
import { LoadFailed, Loading } from "./load-states";
import { cn } from "@web/lib/utils";
import { inboxQuery, type ItemRef } from "../api";
import { activeFilterCount, NO_FILTERS, type InboxFilters } from "../inbox-filters";
import { InboxDetail } from "./inbox-detail";
import { InboxFiltersBar } from "./inbox-filters-bar";
import { InboxList, itemButtonId } from "./inbox-list";
import { PartialFailureNotice } from "./partial-failure-notice";

function ListState({
  filters,
  onOpen,
  selected,
}: {
  filters: InboxFilters;
  selected: ItemRef | null;
  onOpen(item: ItemRef): void;
}) {
  const { t } = useTranslation("inbox");
  const { data, isPending, isError, refetch } = useQuery(inboxQuery(filters));
  if (isPending) {
    return <Loading text={t("list.loading")} />;
  }
  if (isError) {
    return <LoadFailed text={t("list.failed")} onRetry={() => void refetch()} />;
  }
  return (
    <div className="grid gap-3">
      <PartialFailureNotice failed={data.failed} onRetry={() => void refetch()} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("list.count", { count: data.items.length })}
      </p>
      {data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {activeFilterCount(filters) > 0 ? t("list.emptyFiltered") : t("list.empty")}
        </p>
      ) : (
        <InboxList items={data.items} selected={selected} onOpen={onOpen} />
      )}
    </div>
  );
}

/**
 * The inbox: filters and the list, and the open item beside it on wide screens. On a
 * phone the list gives way to the item, and Back returns to the same place in the list.
 */
export function InboxView() {
  const { t } = useTranslation("inbox");
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<ItemRef | null>(null);

  const back = () => {
    const opened = selected;
    setSelected(null);
    if (opened) requestAnimationFrame(() => document.getElementById(itemButtonId(opened))?.focus());
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className={cn("grid gap-4", selected && "hidden lg:grid")}>
        <InboxFiltersBar filters={filters} onChange={setFilters} />
        <ListState filters={filters} selected={selected} onOpen={setSelected} />
      </div>
      <div
        className={cn(
          "rounded-lg border bg-card p-4 sm:p-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto",
          !selected && "hidden lg:block",
        )}
      >
        {selected ? (
          <InboxDetail key={`${selected.type}-${selected.id}`} itemRef={selected} onBack={back} />
        ) : (
          <div className="grid place-items-center gap-3 py-16 text-center text-muted-foreground">
            <Inbox className="size-10" aria-hidden="true" />
            <p>{t("detail.choose")}</p>
          </div>
        )}
      </div>
    </div>
  );
}
