import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { NotificationItem, UnreadCount } from "@shared/api/notifications";
import { notificationKeys } from "../api";
import { markAllNotificationsRead, markNotificationRead } from "../list-api";
import {
  countAfterRead,
  countAfterReadAll,
  onEveryPage,
  withAllRead,
  withItemRead,
  type CachedNotificationPages,
} from "../notification-cache";

/** Mark one or all read: the bell changes at once, then refetches the truth. */
export function useNotificationActions() {
  const queryClient = useQueryClient();

  const update = useCallback(
    async (
      change: {
        items: (items: NotificationItem[]) => NotificationItem[];
        counts: (counts: UnreadCount | undefined) => UnreadCount | undefined;
      },
      send: () => Promise<boolean>,
    ) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueryData<CachedNotificationPages>(notificationKeys.list, onEveryPage(change.items));
      queryClient.setQueryData(notificationKeys.unreadCount, change.counts);
      const saved = await send();
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return saved;
    },
    [queryClient],
  );

  const markRead = useCallback(
    (item: NotificationItem) =>
      item.read
        ? Promise.resolve(true)
        : update({ items: (items) => withItemRead(items, item.id), counts: countAfterRead }, () =>
            markNotificationRead(item.id),
          ),
    [update],
  );

  const markAllRead = useCallback(
    () => update({ items: withAllRead, counts: countAfterReadAll }, markAllNotificationsRead),
    [update],
  );

  return { markRead, markAllRead };
}
