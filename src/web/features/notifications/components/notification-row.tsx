import { useTranslation } from "@web/lib/i18n";
import type { NotificationItem } from "@shared/api/notifications";
import { cn } from "@web/lib/utils";
import { relativeTimeText } from "../relative-time";
import { NotificationTypeIcon } from "./notification-type-icon";

/** One notification: icon by type, title, two lines of message, relative time. A click reads it. */
export function NotificationRow(props: {
  item: NotificationItem;
  now: number;
  onOpen(item: NotificationItem): void;
}) {
  const { item, now } = props;
  const { t } = useTranslation("notifications");
  return (
    <li>
      <button
        type="button"
        onClick={() => props.onOpen(item)}
        data-read={item.read}
        className={cn(
          "flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
          !item.read && "bg-primary/5",
        )}
      >
        <NotificationTypeIcon type={item.type} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-start gap-2">
            <span
              className={cn(
                "min-w-0 flex-1 text-sm leading-snug break-words",
                item.read ? "font-medium" : "font-semibold",
              )}
            >
              <span className="sr-only">{t(`types.${item.type}`)}: </span>
              {item.title}
            </span>
            {item.read ? null : (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
            )}
          </span>
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">{item.message}</span>
          <span className="text-xs text-muted-foreground">
            <time dateTime={item.created_at}>{relativeTimeText(t, item.created_at, now)}</time>
            {item.read ? null : <span className="sr-only">, {t("unread")}</span>}
          </span>
        </span>
      </button>
    </li>
  );
}
