/**
 * The browser's side of GET /api/events: an EventSource that reconnects with
 * exponential backoff and jitter, and the map from each event to the queries it makes
 * stale. Events carry ids and kinds only; the data comes from the normal API. After a
 * break (ours, or the server's "resync" after its database was away) everything shown is
 * refetched: events sent meanwhile were missed.
 */
import type { QueryKey } from "@tanstack/react-query";
import {
  LIVE_EVENT_KINDS,
  RESYNC_EVENT,
  SESSION_ENDED_EVENT,
  toLiveEventData,
  type LiveEventData,
  type LiveEventKind,
} from "@shared/api/live-events";

export const LIVE_EVENTS_PATH = "/api/events";
export const RECONNECT = { firstDelayMs: 1000, maxDelayMs: 30_000 } as const;

/** Doubling from 1 s to 30 s; each wait is between half and all of that, so phones spread out. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT.maxDelayMs, RECONNECT.firstDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export const LIVE_QUERY_KEYS = {
  notifications: ["notifications"],
  unreadCount: ["notifications", "unread-count"],
  adminInbox: ["admin", "inbox"],
  adminTeam: ["admin", "team"],
  applications: ["applications"],
  reminders: ["reminders"],
  adherence: ["adherence"],
  cases: ["cases"],
} as const satisfies Record<string, QueryKey>;

/** The cached answers an event makes stale. */
export function queriesToRefresh(kind: LiveEventKind, data: LiveEventData): QueryKey[] {
  switch (kind) {
    case "notification":
      return data.type === "application"
        ? [LIVE_QUERY_KEYS.notifications, LIVE_QUERY_KEYS.applications]
        : [LIVE_QUERY_KEYS.notifications];
    case "inbox":
      // A case of the team changed: the workspace, the badge (new items assigned to me or
      // in my team's queue, spec section 6) and the team page's open cases follow.
      return [LIVE_QUERY_KEYS.adminInbox, LIVE_QUERY_KEYS.unreadCount, LIVE_QUERY_KEYS.adminTeam];
    case "application":
      return [LIVE_QUERY_KEYS.applications];
    case "reminder":
      // A reminder rang: its waiting dose, and its ring in the bell (decision 094).
      return [LIVE_QUERY_KEYS.reminders, LIVE_QUERY_KEYS.adherence, LIVE_QUERY_KEYS.notifications];
    case "case":
      // The client's conversation with the team: a reply, or its state changed.
      return [LIVE_QUERY_KEYS.cases];
  }
}

export interface LiveEventHandlers {
  onEvent(kind: LiveEventKind, data: LiveEventData): void;
  /**
   * Connected again after a break, or the server says it missed events (resync): whatever
   * happened meanwhile was missed.
   */
  onReconnected(): void;
  /** The stream failed or the session ended: who is signed in may have changed. */
  onSessionInDoubt(): void;
}

function parseData(raw: unknown): LiveEventData {
  try {
    return toLiveEventData(JSON.parse(String(raw)));
  } catch {
    return {};
  }
}

export function connectLiveEvents(
  handlers: LiveEventHandlers,
  options: { EventSource?: typeof EventSource; random?: () => number; path?: string } = {},
): { close(): void } {
  const Source = options.EventSource ?? EventSource;
  const path = options.path ?? LIVE_EVENTS_PATH;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let everConnected = false;
  let closed = false;

  function stop() {
    source?.close();
    source = null;
    clearTimeout(retryTimer);
  }

  function open() {
    const current = new Source(path, { withCredentials: true });
    source = current;
    current.addEventListener("ready", () => {
      if (everConnected) handlers.onReconnected();
      everConnected = true;
      failures = 0;
    });
    // The stream stayed open but the server's own link to the events was down for a moment.
    current.addEventListener(RESYNC_EVENT, () => handlers.onReconnected());
    for (const kind of LIVE_EVENT_KINDS) {
      current.addEventListener(kind, (event) =>
        handlers.onEvent(kind, parseData((event as MessageEvent).data)),
      );
    }
    // The browser's own retry ignores our backoff and gives up on any answer but 200 (a 401,
    // a 503 while the database restarts): take over.
    const retry = () => {
      if (source !== current) return;
      stop();
      handlers.onSessionInDoubt();
      if (!closed) retryTimer = setTimeout(open, reconnectDelay(failures++, options.random));
    };
    current.addEventListener(SESSION_ENDED_EVENT, retry);
    current.onerror = retry;
  }

  open();
  return {
    close() {
      closed = true;
      stop();
    },
  };
}
