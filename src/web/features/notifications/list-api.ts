/**
 * The bell's list and what is done to it: loaded with a signed-in person's popover, not on
 * the first load (the badge's count, in api.ts, is), so it takes the typed client and the
 * shared schema. Failures as spec section 8 says: logged, then an empty list or false.
 */
import { infiniteQueryOptions } from "@tanstack/react-query";
import { notificationListSchema, type NotificationList } from "@shared/api/notifications";
import { api, readAnswer, readOutcome } from "@web/lib/api";
import { logFailure, notificationKeys } from "./api";

/** A page of the bell: the newest, or those older than `before` (the oldest id shown). */
export async function fetchNotifications(before: string | null): Promise<NotificationList> {
  try {
    return await readAnswer(
      api.notifications.$get({ query: before ? { before } : {} }),
      notificationListSchema,
    );
  } catch (error) {
    logFailure("notifications could not be loaded", error);
    return { notifications: [], has_older: false };
  }
}

export async function markNotificationRead(id: string): Promise<boolean> {
  try {
    await readOutcome(api.notifications[":id"].read.$post({ param: { id } }));
    return true;
  } catch (error) {
    logFailure("notification could not be marked read", error);
    return false;
  }
}

export async function markAllNotificationsRead(): Promise<boolean> {
  try {
    await readOutcome(api.notifications["read-all"].$post());
    return true;
  } catch (error) {
    logFailure("notifications could not be marked read", error);
    return false;
  }
}

export const notificationsQuery = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam }) => fetchNotifications(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last: NotificationList) =>
    last.has_older ? (last.notifications.at(-1)?.id ?? null) : null,
  staleTime: 30_000,
});
