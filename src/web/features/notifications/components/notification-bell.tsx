/**
 * The header's notification bell (spec section 2): the unread badge (99+ above 99; for an
 * admin it adds their new inbox items, spec section 6), and a popover titled
 * Notifications. Signed out, it invites to sign in; signed in, the list loads on demand.
 * The popover's code loads on the first open (LazyPopover).
 */
import { forwardRef, lazy, Suspense, useId, type ComponentProps } from "react";
import { Bell, BellOff } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { useQuery } from "@tanstack/react-query";
import { badgeText } from "@shared/domain/badge";
import { Button, ButtonLink } from "@web/components/ui/button";
import { LazyPopover } from "@web/components/ui/lazy-popover";
import { useAuth } from "@web/lib/auth";
import { unreadCountQuery } from "../api";
import { PanelHeader, PanelMessage } from "./panel-parts";

const NotificationPanel = lazy(() => import("./notification-panel"));

const BellButton = forwardRef<
  HTMLButtonElement,
  ComponentProps<"button"> & { badge: string | null; label: string }
>(function BellButton({ badge, label, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="icon" className="relative" aria-label={label} {...props}>
      <Bell className="size-5" aria-hidden="true" />
      {badge ? (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
        >
          {badge}
        </span>
      ) : null}
    </Button>
  );
});

function AnonymousPanel({ titleId, close }: { titleId: string; close: () => void }) {
  const { t } = useTranslation("common");
  return (
    <>
      <PanelHeader titleId={titleId} />
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t("notifications.signInTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("notifications.signInText")}</p>
        <ButtonLink size="sm" className="mt-2" to="/portal" onClick={close}>
          {t("nav.signIn")}
        </ButtonLink>
      </div>
    </>
  );
}

export function NotificationBell() {
  const { t } = useTranslation("common");
  const { isAuthenticated } = useAuth();
  const titleId = useId();
  const counts = useQuery({ ...unreadCountQuery, enabled: isAuthenticated });
  const count = isAuthenticated ? (counts.data?.count ?? 0) : 0;
  const badge = badgeText(count);
  const label = badge
    ? `${t("notifications.title")}, ${t("notifications.unread", { count })}`
    : t("notifications.title");

  return (
    <LazyPopover
      trigger={<BellButton badge={badge} label={label} />}
      labelledBy={titleId}
      contentClassName="w-[22rem]"
    >
      {(close) =>
        isAuthenticated ? (
          <Suspense
            fallback={
              <>
                <PanelHeader titleId={titleId} />
                <PanelMessage status>{t("notifications.loading")}</PanelMessage>
              </>
            }
          >
            <NotificationPanel titleId={titleId} close={close} />
          </Suspense>
        ) : (
          <AnonymousPanel titleId={titleId} close={close} />
        )
      }
    </LazyPopover>
  );
}
