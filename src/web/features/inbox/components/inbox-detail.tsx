import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/dates";
import { ApiError } from "@web/lib/http";
import { inboxItemQuery, type ItemRef } from "../api";
import { useInboxActions } from "../hooks/use-inbox-actions";
import type { InboxItemDetail as Detail } from "@shared/api/inbox";
import { ItemActions } from "./item-actions";
import { LoadFailed, Loading } from "./load-states";
import { InboxStatusBadge, PriorityBadge } from "./priority-badge";
import { ApplicationRequestSection, MessageSection } from "./request-sections";
import { ReplyThread } from "./reply-thread";
import { SenderSection } from "./sender-section";
import { StatusHistory } from "./status-history";
import { TriageSection } from "./triage-section";

/** Tailwind's lg breakpoint, from which list and detail sit side by side. */
export const TWO_PANES_QUERY = "(min-width: 64rem)";

function DetailBody({ detail, itemRef }: { detail: Detail; itemRef: ItemRef }) {
  const { t, i18n } = useTranslation("inbox");
  const actions = useInboxActions(itemRef);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { item } = detail;
  // On a phone the list has just gone away: the focus moves to what replaced it.
  useEffect(() => {
    if (!window.matchMedia?.(TWO_PANES_QUERY).matches) headingRef.current?.focus();
  }, [item.id]);
  return (
    <article className="grid gap-5">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={item.priority} />
          <InboxStatusBadge status={item.status} />
        </div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold break-words outline-none">
          {item.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t("detail.received", { date: formatDateTime(item.created_at, i18n.language) })}
        </p>
      </header>
      <SenderSection detail={detail} />
      {item.type === "application" && detail.application ? (
        <ApplicationRequestSection item={item} facts={detail.application} />
      ) : null}
      {item.type === "message" ? <MessageSection item={item} detail={detail} /> : null}
      <TriageSection item={item} />
      <ItemActions detail={detail} actions={actions} />
      <ReplyThread detail={detail} actions={actions} />
      {detail.application ? <StatusHistory history={detail.application.history} /> : null}
    </article>
  );
}

/** One item in full: who, what, triage, actions, replies, history. */
export function InboxDetail({ itemRef, onBack }: { itemRef: ItemRef; onBack(): void }) {
  const { t } = useTranslation("inbox");
  const { data, isPending, error, refetch } = useQuery(inboxItemQuery(itemRef));
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t("detail.back")}
      </Button>
      {isPending ? (
        <Loading text={t("detail.loading")} />
      ) : error ? (
        <LoadFailed
          text={error instanceof ApiError && error.status === 404 ? t("detail.gone") : t("detail.failed")}
          onRetry={() => void refetch()}
        />
      ) : (
        <DetailBody detail={data} itemRef={itemRef} />
      )}
    </div>
  );
}
