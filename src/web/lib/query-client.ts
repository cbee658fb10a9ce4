import { QueryClient } from "@tanstack/react-query";
import { QUERY_CACHE } from "@shared/constants";
import { ApiError } from "./http";

/**
 * A request the person made, tried at once whatever the browser believes of the connection.
 * TanStack Query would otherwise hold a mutation back while `navigator.onLine` is false, its
 * button pending and nothing said; tried, a failure says so, or the offline queue keeps it.
 */
export const TRIED_AT_ONCE = { networkMode: "always" } as const;

/** One client for the app's lifetime; outside React so sign-out and the offline queue can reach it. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE.gcTimeMs,
        // Client errors will not fix themselves by retrying.
        retry: (failures, error) =>
          failures < QUERY_CACHE.retries &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_CACHE.maxRetryDelayMs),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
