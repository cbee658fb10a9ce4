import { useEffect } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { meQuery, useAuth } from "@web/lib/auth";

/**
 * Keeps the signed-in user's cached data fresh from GET /api/events. Mounted once in the
 * app shell; the stream opens on sign-in and closes on sign-out or another account. Its
 * code loads only then: a visitor who never signs in never downloads it. If it cannot load
 * (offline), it is tried again when the connection returns.
 */
export function useLiveEvents() {
  const { isAuthenticated, user } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isAuthenticated || !userId || typeof EventSource === "undefined") return;
    let connection: { close(): void } | undefined;
    let stopped = false;
    const refresh = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const open = async () => {
      try {
        const { LIVE_QUERY_KEYS, connectLiveEvents, queriesToRefresh } =
          await import("../../../lib/live-events");
        if (stopped) return;
        connection = connectLiveEvents({
          onEvent: (kind, data) => refresh(queriesToRefresh(kind, data)),
          onReconnected: () => refresh(Object.values(LIVE_QUERY_KEYS)),
          onSessionInDoubt: () => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        });
      } catch {
        if (!stopped) window.addEventListener("online", () => void open(), { once: true });
      }
    };
    void open();
    return () => {
      stopped = true;
      connection?.close();
    };
  }, [isAuthenticated, userId, queryClient]);
}
