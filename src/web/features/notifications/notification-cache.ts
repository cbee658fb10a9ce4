/**
 * How the cached list and counts change when the user reads notifications, so the bell
 * answers at once; the server's answer replaces these guesses when it arrives.
 * Spec section 4: the unread count drops by one per item, to 0 for mark-all.
 */
import type { InfiniteData } from "@tanstack/react-query";
import type { NotificationItem, NotificationList, UnreadCount } from "@shared/api/notifications";

/** The bell's list as cached: the pages loaded so far, newest first. */
export type CachedNotificationPages = InfiniteData<NotificationList, string | null>;

/** A change to the items, made on every page loaded. */
export function onEveryPage(change: (items: NotificationItem[]) => NotificationItem[]) {
  return (cached: CachedNotificationPages | undefined): CachedNotificationPages | undefined =>
    cached && {
      ...cached,
      pages: cached.pages.map((page) => ({ ...page, notifications: change(page.notifications) })),
    };
}

export function withItemRead(items: NotificationItem[], id: string): NotificationItem[] {
  return items.map((item) => (item.id === id ? { ...item, read: true } : item));
}

export function withAllRead(items: NotificationItem[]): NotificationItem[] {
  return items.map((item) => (item.read ? item : { ...item, read: true }));
}

export function countAfterRead(counts: UnreadCount | undefined): UnreadCount | undefined {
  if (!counts || counts.own_unread === 0) return counts;
  return { ...counts, own_unread: counts.own_unread - 1, count: Math.max(0, counts.count - 1) };
}

/** An admin's new inbox items still count: they are read in the inbox, not here. */
export function countAfterReadAll(counts: UnreadCount | undefined): UnreadCount | undefined {
  if (!counts) return counts;
  return { ...counts, own_unread: 0, count: Math.max(0, counts.count - counts.own_unread) };
}
