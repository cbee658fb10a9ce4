/**
 * The signed-in bell's popover (spec section 2): Mark all as read, the list newest first,
 * the loading and empty states, an admin's new inbox items, and this device's push
 * settings. Loaded when the bell first opens.
 */
import { useEffect, useRef } from "react";
import { Link, navigate } from "@web/lib/router";
import type { NotificationItem } from "@shared/api/notifications";
import { useTranslation } from "@web/lib/i18n";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { CheckCheck, Inbox } from "lucide-react";
import { PopoverClose } from "@radix-ui/react-popover";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { badgeText } from "@shared/domain/badge";
import { unreadCountQuery } from "../api";
import { notificationsQuery } from "../list-api";
import { useNotificationActions } from "../hooks/use-notification-actions";
import { useNow } from "../../../lib/use-now";
import { NotificationRow } from "./notification-row";
import { PanelHeader, PanelMessage } from "./panel-parts";
import { PushToggle } from "./push-toggle";

/** A notification about a case of the team (the crisis ladder's alerts) opens that case. */
function casePathOf(item: NotificationItem): string | null {
  const caseId = item.data.case_id;
  return typeof caseId === "string" && /^[0-9a-f-]{36}$/i.test(caseId)
    ? `/admin-dashboard/cases/${caseId}`
    : null;
}

export default function NotificationPanel({ titleId, close }: { titleId: string; close: () => void }) {
  const { t } = useTranslation(["notifications", "common"]);
  const { role } = useAuth();
  const list = useInfiniteQuery(notificationsQuery);
  const counts = useQuery(unreadCountQuery);
  const { markRead, markAllRead } = useNotificationActions();
  const now = useNow();
  const open = (item: NotificationItem) => {
    void markRead(item);
    const path = role === "admin" ? casePathOf(item) : null;
    if (!path) return;
    close();
    navigate(path);
  };
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  // The button goes once the oldest are shown: focus moves to the first of those just loaded.
  const focusFrom = useRef<number | null>(null);
  const showOlder = () => {
    focusFrom.current = items.length;
    void list.fetchNextPage();
  };
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || items.length <= first) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLButtonElement>(":scope > li button")[first]?.focus();
  }, [items.length]);
  const unread = items.some((item) => !item.read) || (counts.data?.own_unread ?? 0) > 0;
  const newInboxItems = (counts.data?.new_applications ?? 0) + (counts.data?.new_messages ?? 0);

  return (
    <>
      <PanelHeader titleId={titleId}>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2"
          disabled={!unread}
          onClick={() => void markAllRead()}
        >
          <CheckCheck aria-hidden="true" />
          {t("common:notifications.markAllRead")}
        </Button>
      </PanelHeader>
      {role === "admin" && newInboxItems > 0 ? (
        <PopoverClose asChild>
          <Link
            to="/admin-dashboard"
            className="flex items-center gap-2 border-b bg-muted/60 px-4 py-2.5 text-sm font-medium text-primary hover:underline"
          >
            <Inbox className="size-4" aria-hidden="true" />
            {t("inbox.newItems", { count: newInboxItems, shown: badgeText(newInboxItems) })}
          </Link>
        </PopoverClose>
      ) : null}
      <div className="max-h-[min(60dvh,26rem)] overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <PanelMessage status>{t("common:notifications.loading")}</PanelMessage>
        ) : items.length === 0 ? (
          <PanelMessage>{t("common:notifications.empty")}</PanelMessage>
        ) : (
          <ul ref={listRef} className="divide-y" aria-labelledby={titleId}>
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} now={now} onOpen={open} />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={list.isFetchingNextPage}
              onClick={showOlder}
            >
              {list.isFetchingNextPage ? t("loadingOlder") : t("showOlder")}
            </Button>
          </div>
        ) : null}
      </div>
      <PushToggle />
    </>
  );
}
