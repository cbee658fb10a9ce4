/**
 * The event bus. Every event goes through PostgreSQL NOTIFY, so all server instances
 * behind one database hear it (with PGlite, the one process). Payloads name the
 * recipients and the kind of change only; clients refetch what changed. When this
 * instance's LISTEN connection was lost and is back (a database restart), every listener
 * hears a "resync": events may have been missed, so everything shown is refetched.
 */
import type { Database } from "../db/client";
import type { Logger } from "../logger";

export const EVENTS_CHANNEL = "app_events";

export type AppEventKind =
  | "notification"
  | "inbox"
  | "application"
  | "reminder"
  | "case"
  | "session_revoked"
  /** Local to this instance, never published: events were missed during a database outage. */
  | "resync";

export interface AppEvent {
  kind: AppEventKind;
  /** The users who should hear it. */
  userIds: string[];
  data?: Record<string, string | number | boolean | null>;
}

export type EventListener = (event: AppEvent) => void;

export interface EventBus {
  /** Publishes the events in one round trip to the database (a batch's, or one). */
  publish(...events: AppEvent[]): Promise<void>;
  subscribe(userId: string, listener: EventListener): () => void;
  listenerCount(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventBus(database: Database, logger: Logger): EventBus {
  const listeners = new Map<string, Set<EventListener>>();
  let unlisten: (() => Promise<void>) | undefined;
  let stopGapWatch: (() => void) | undefined;

  function dispatch(payload: string) {
    let event: AppEvent;
    try {
      event = JSON.parse(payload) as AppEvent;
    } catch {
      logger.warn("unreadable event payload ignored");
      return;
    }
    for (const userId of event.userIds) {
      for (const listener of listeners.get(userId) ?? []) listener(event);
    }
  }

  /** Tells every listener of this instance that it may have missed events. */
  function resyncAll() {
    for (const [userId, set] of listeners) {
      for (const listener of [...set]) listener({ kind: "resync", userIds: [userId] });
    }
  }

  return {
    async start() {
      stopGapWatch = database.onListenGap(resyncAll);
      unlisten = await database.listen(EVENTS_CHANNEL, dispatch);
    },
    async stop() {
      stopGapWatch?.();
      await unlisten?.();
      listeners.clear();
    },
    async publish(...events) {
      const heard = events.filter((event) => event.userIds.length > 0);
      if (heard.length === 0) return;
      await database.notify(
        EVENTS_CHANNEL,
        heard.map((event) => JSON.stringify(event)),
      );
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    listenerCount() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
  };
}
