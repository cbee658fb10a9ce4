import { useCallback, useId, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { navigate, useLocation, useSearchParams } from "@web/lib/router";
import { AlarmClock, Inbox } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useNow } from "@web/lib/use-now";
import { cn } from "@web/lib/utils";
import type { CaseListResponse } from "@shared/api/cases";
import { casesQuery } from "../api";
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  searchFromState,
  type CaseFilters,
  type CaseView,
} from "../case-filters";
import { CaseFiltersBar } from "./case-filters-bar";
import { CaseList } from "./case-list";
import { LoadFailed, Loading } from "./load-states";
import { SearchBox } from "./search-box";

function ViewSwitch({
  view,
  overdueCount,
  onChange,
}: {
  view: CaseView;
  overdueCount: number | undefined;
  onChange(view: CaseView): void;
}) {
  const { t } = useTranslation("cases");
  const tab = (value: CaseView, content: ReactNode, label?: string) => (
    <Button
      variant="ghost"
      aria-label={label}
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        "rounded-md border border-transparent",
        view === value && "border-input bg-background shadow-sm hover:bg-background",
      )}
    >
      {content}
    </Button>
  );
  return (
    <div
      role="group"
      aria-label={t("views.label")}
      className="inline-flex gap-1 justify-self-start rounded-lg bg-muted p-1"
    >
      {tab(
        "all",
        <>
          <Inbox aria-hidden="true" />
          {t("views.all")}
        </>,
      )}
      {tab(
        "overdue",
        <>
          <AlarmClock aria-hidden="true" />
          {t("views.overdue")}
          {overdueCount !== undefined ? (
            <span
              className={cn(
                "min-w-6 rounded-full px-1.5 text-xs font-semibold",
                overdueCount > 0
                  ? "bg-destructive text-destructive-foreground"
                  : "bg-background text-muted-foreground",
              )}
            >
              {overdueCount}
            </span>
          ) : null}
        </>,
        overdueCount !== undefined ? t("views.overdueCount", { count: overdueCount }) : undefined,
      )}
    </div>
  );
}

/** "Cases 51–100 of 1,234" when the list has more than one page. */
function usePageRange() {
  const { t, language } = useTranslation("cases");
  return (list: Pick<CaseListResponse, "page" | "page_size" | "total" | "cases">) => {
    if (list.total <= list.page_size) return null;
    const first = (list.page - 1) * list.page_size + 1;
    const number = new Intl.NumberFormat(language);
    return t("list.range", {
      first: number.format(first),
      last: number.format(first + list.cases.length - 1),
      total: number.format(list.total),
    });
  };
}

/** Previous and next page of the list; the page number is in the address, so Back returns to it. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation("cases");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("list.pages")} className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("list.previous")}
      </Button>
      <span className="text-sm text-muted-foreground">{t("list.page", { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("list.next")}
      </Button>
    </nav>
  );
}

/**
 * The team's workspace: search, the overdue view, filters, and the cases. The filters live
 * in the address and the search in the history entry (case-filters.ts), so Back and a
 * reload give the same list while no client's name or number enters the address.
 */
export function Workspace() {
  const { t } = useTranslation("cases");
  const headingId = useId();
  const [params] = useSearchParams();
  const location = useLocation();
  const filters = filtersFromParams(params, searchFromState(location.state));
  const place = { search: location.search, q: filters.q };
  const now = useNow();
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(casesQuery(filters));

  // Another filter or view starts again at the first page.
  const change = (next: CaseFilters, page = 1) => {
    const query = filtersToParams({ ...next, page }).toString();
    navigate(query ? `${location.pathname}?${query}` : location.pathname, { state: { q: next.q } });
  };
  // Typing replaces the history entry rather than adding one at every pause.
  const onSearch = useCallback(
    (q: string) => navigate(location.pathname + location.search, { replace: true, state: { q } }),
    [location.pathname, location.search],
  );
  const narrowed = filters.q !== "" || activeFilterCount(filters) > 0;
  const pageRange = usePageRange();

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <SearchBox value={filters.q} onSearch={onSearch} />
        <ViewSwitch
          view={filters.view}
          overdueCount={data?.overdue_count}
          onChange={(view) => change({ ...filters, view })}
        />
      </div>
      <CaseFiltersBar filters={filters} onChange={change} />
      <section aria-labelledby={headingId} className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {filters.view === "overdue" ? t("list.headingOverdue") : t("list.heading")}
          </h2>
          {data ? (
            <p role="status" className="text-sm text-muted-foreground">
              {pageRange(data) ?? t("list.count", { count: data.total })}
            </p>
          ) : null}
        </div>
        {isPending ? (
          <Loading text={t("list.loading")} />
        ) : isError && !data ? (
          <LoadFailed text={t("list.failed")} onRetry={() => void refetch()} />
        ) : data.cases.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <p>
              {narrowed
                ? t("list.emptyFiltered")
                : filters.view === "overdue"
                  ? t("list.emptyOverdue")
                  : t("list.empty")}
            </p>
            {narrowed ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => change({ ...DEFAULT_FILTERS, view: filters.view })}
              >
                {t("filters.clearAll")}
              </Button>
            ) : null}
          </div>
        ) : (
          // While other filters' cases load, the last list stays at full contrast (dimmed, it
          // fell below 4.5:1 in the dark theme) and a line says it is being updated.
          <div aria-busy={isPlaceholderData} className="grid gap-2">
            {isPlaceholderData ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t("list.updating")}
              </p>
            ) : null}
            <CaseList cases={data.cases} now={now} from={place} />
            <Pager
              page={data.page}
              pages={Math.ceil(data.total / data.page_size)}
              onPage={(page) => change(filters, page)}
            />
          </div>
        )}
      </section>
    </div>
  );
}
