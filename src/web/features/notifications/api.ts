/**
 * The bell's badge (spec sections 7 and 8), and what its list (list-api.ts) shares. The
 * bell is on every page, and asks only once someone is signed in: the answer's schema is
 * loaded then, not with the page. Failures behave as spec section 8 says: logged, then 0;
 * the user sees no error message.
 */
import { queryOptions } from "@tanstack/react-query";
import type { UnreadCount } from "@shared/api/notifications";
import { ApiError } from "@web/lib/http";
import { api, readAnswer } from "@web/lib/api";

export const notificationKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  unreadCount: ["notifications", "unread-count"] as const,
};

export const NO_UNREAD: UnreadCount = { count: 0, own_unread: 0, new_applications: 0, new_messages: 0 };

/** Logged without the response body or any personal data: a status, or "network". */
export function logFailure(what: string, error: unknown) {
  // eslint-disable-next-line no-console -- spec section 8: these failures are logged, never shown
  console.warn(`${what} (${error instanceof ApiError ? error.status : "network"})`);
}

export async function fetchUnreadCount(): Promise<UnreadCount> {
  try {
    const { unreadCountSchema } = await import("@shared/api/notifications");
    return await readAnswer(api.notifications["unread-count"].$get(), unreadCountSchema);
  } catch (error) {
    logFailure("unread count could not be loaded", error);
    return NO_UNREAD;
  }
}

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: fetchUnreadCount,
  staleTime: 30_000,
});
