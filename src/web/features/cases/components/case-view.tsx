import { useId, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { useLocation } from "@web/lib/router";
import { ArrowLeft, SearchX } from "lucide-react";
import type { CaseDetail } from "@shared/api/cases";
import { ButtonLink } from "@web/components/ui/button";
import { caseQuery } from "../api";
import { WORKSPACE_PATH } from "../case-address";
import { listPlaceFromState, type ListPlace } from "../case-filters";
import { useCaseActions } from "../hooks/use-case-actions";
import { CaseHeader } from "./case-header";
import { CaseItems } from "./case-items";
import { CaseThread } from "./case-thread";
import { ClientPanel } from "./client-panel";
import { Composer } from "./composer";
import { HistoryPanel } from "./history-panel";
import { LoadFailed, Loading } from "./load-states";

/** The list the navigator came from (its search and filters), or the default list. */
function useBackAddress(): ListPlace {
  return listPlaceFromState(useLocation().state);
}

function CaseBody({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation("cases");
  const actions = useCaseActions(detail.case.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const conversationId = useId();
  const backTo = useBackAddress();
  const clientName = detail.case.client_name ?? t("case.noName");
  return (
    <div className="grid gap-6">
      <CaseHeader
        detail={detail}
        actions={actions}
        headingRef={headingRef}
        backTo={backTo}
        onFocusHeading={() => requestAnimationFrame(() => headingRef.current?.focus())}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby={conversationId} className="grid gap-4">
          <h2 id={conversationId} className="text-lg font-semibold">
            {t("thread.heading")}
          </h2>
          <CaseThread thread={detail.thread} clientName={clientName} team={detail.team} />
          <Composer detail={detail} actions={actions} />
        </section>
        <div className="grid gap-6">
          <ClientPanel client={detail.client} />
          <CaseItems items={detail.items} actions={actions} />
          <HistoryPanel history={detail.history} />
        </div>
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation("cases");
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("case.notFound")}</h1>
      <p className="text-muted-foreground">{t("case.notFoundText")}</p>
      <ButtonLink to={WORKSPACE_PATH}>
        <ArrowLeft aria-hidden="true" />
        {t("case.back")}
      </ButtonLink>
    </section>
  );
}

/** One case at its own address: header and actions, thread and composer, client, items, history. */
export function CaseView({ id }: { id: string }) {
  const { t } = useTranslation("cases");
  const { data, isPending, refetch } = useQuery(caseQuery(id));
  if (data === null) return <NotFound />;
  if (data) return <CaseBody key={data.case.id} detail={data} />;
  if (isPending) return <Loading text={t("case.loading")} />;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t("case.title")}</h1>
      <LoadFailed text={t("case.failed")} onRetry={() => void refetch()} />
    </div>
  );
}
