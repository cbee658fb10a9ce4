/**
 * The bell's badge (spec sections 7 and 8), and what its list (list-api.ts) shares. Plain
 * fetch, not the typed client: the badge is on every page, so this stays small. Failures
 * behave as spec section 8 says: logged, then 0; the user sees no error message.
 */
import { queryOptions } from "@tanstack/react-query";
import type { UnreadCount } from "@shared/api/notifications";
import { API_TIMEOUT_MS } from "@shared/constants";
import { ApiError, readJson } from "@web/lib/http";

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
    const response = await fetch("/api/notifications/unread-count", {
      credentials: "same-origin",
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    // Held to the shared schema in the tests (src/web/test/fake-answers.ts), not here: zod
    // would weigh on every page.
    return await readJson<UnreadCount>(response);
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
