import { useEffect } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { meQuery, useAuth } from "@web/lib/auth";
import { LIVE_QUERY_KEYS, connectLiveEvents, queriesToRefresh } from "../live-events";

/**
 * Keeps the signed-in user's cached data fresh from GET /api/events. Mounted once in the
 * app shell; the stream opens on sign-in and closes on sign-out or another account.
 */
export function useLiveEvents() {
  const { isAuthenticated, user } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isAuthenticated || !userId || typeof EventSource === "undefined") return;
    const refresh = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const connection = connectLiveEvents({
      onEvent: (kind, data) => refresh(queriesToRefresh(kind, data)),
      onReconnected: () => refresh(Object.values(LIVE_QUERY_KEYS)),
      onSessionInDoubt: () => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    });
    return () => connection.close();
  }, [isAuthenticated, userId, queryClient]);
}
