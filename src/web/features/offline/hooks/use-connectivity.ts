/**
 * The app's view of the connection (spec section 4): online or not, and "back online",
 * true for 2 seconds after the connection returns from being offline.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { BACK_ONLINE_COUNTDOWN_MS } from "@shared/constants";
import { isOnline } from "@web/lib/network";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export interface BackOnline {
  /** Changes each time the connection returns, so the banner restarts its countdown. */
  since: number | null;
  hide(): void;
}

export function useBackOnline(): BackOnline {
  const [since, setSince] = useState<number | null>(null);

  useEffect(() => {
    // Going offline is recorded; the return is only news after that.
    let wasOffline = !isOnline();
    const onOffline = () => {
      wasOffline = true;
      setSince(null);
    };
    const onOnline = () => {
      if (!wasOffline) return;
      wasOffline = false;
      setSince(Date.now());
    };
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, []);

  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setSince(null), BACK_ONLINE_COUNTDOWN_MS);
    return () => clearTimeout(timer);
  }, [since]);

  return { since, hide: () => setSince(null) };
}
