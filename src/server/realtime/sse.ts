/**
 * A live stream of events (Server-Sent Events): a signed-in user's (GET /api/events), or
 * a visitor's live chat with the team (GET /api/live-chat/events). It forwards the bus
 * events meant for the subscriber with ids and kinds only: the browser refetches what
 * changed through the normal API. A heartbeat comment keeps proxies from closing an idle
 * stream; the subscriber's right to it (the session, the chat) is checked periodically
 * and on a session_revoked event, and the stream ends with it. After a database outage
 * the stream says "resync": events may have been missed, and the browser refetches.
 */
import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { eq } from "drizzle-orm";
import {
  LIVE_EVENT_KINDS,
  RESYNC_EVENT,
  SESSION_ENDED_EVENT,
  toLiveEventData,
  type LiveEventData,
  type LiveEventKind,
} from "@shared/api/live-events";
import type { Db } from "../db/client";
import { isConnectionLoss } from "../db/connection-loss";
import { session } from "../db/schema";
import type { Logger } from "../logger";
import type { Viewer } from "../auth/session";
import { HttpError } from "../http/errors";
import type { EventBus } from "./bus";

export interface StreamTiming {
  heartbeatMs: number;
  sessionCheckMs: number;
  /** The reconnection delay suggested to the browser. */
  retryMs: number;
}

export const DEFAULT_STREAM_TIMING: StreamTiming = {
  heartbeatMs: 25_000,
  sessionCheckMs: 30_000,
  retryMs: 3_000,
};
/** Tabs and devices of one account; more is a runaway client, not a person. */
export const MAX_STREAMS_PER_USER = 10;

const openStreams = new Map<string, number>();

/** Open event streams of this server instance (for the admin status page). */
export function eventStreamCount(): number {
  let total = 0;
  for (const count of openStreams.values()) total += count;
  return total;
}

function track(userId: string, delta: 1 | -1) {
  const next = (openStreams.get(userId) ?? 0) + delta;
  if (next > 0) openStreams.set(userId, next);
  else openStreams.delete(userId);
}

const LIVE_KINDS = new Set<string>(LIVE_EVENT_KINDS);

async function sessionIsActive(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: session.expiresAt })
    .from(session)
    .where(eq(session.id, sessionId));
  return Boolean(row && row.expiresAt > now);
}

export interface StreamDeps {
  db: Db;
  bus: EventBus;
  logger: Logger;
  now: () => Date;
}

/** Who listens, and whether they still may. */
export interface StreamSubscriber {
  /** The bus id: a user's id, or "chat:<id>" for a visitor's live chat. */
  id: string;
  stillAllowed(): Promise<boolean>;
}

/** A signed-in user, for as long as their session lasts. */
export function viewerSubscriber(deps: StreamDeps, viewer: Viewer): StreamSubscriber {
  return {
    id: viewer.user.id,
    stillAllowed: () => sessionIsActive(deps.db, viewer.sessionId, deps.now()),
  };
}

export function openEventStream(
  c: Context,
  deps: StreamDeps,
  subscriber: StreamSubscriber,
  timing: StreamTiming = DEFAULT_STREAM_TIMING,
): Response {
  const userId = subscriber.id;
  if ((openStreams.get(userId) ?? 0) >= MAX_STREAMS_PER_USER)
    throw new HttpError(429, "too_many_streams", "Too many open connections.", { retryAfterSeconds: 30 });
  track(userId, 1);
  const response = streamSSE(c, async (stream) => {
    try {
      await runStream(stream, deps, subscriber, timing);
    } finally {
      track(userId, -1);
    }
  });
  response.headers.set("Cache-Control", "no-cache, no-store, no-transform");
  // Proxies such as nginx would otherwise hold events back in a buffer.
  response.headers.set("X-Accel-Buffering", "no");
  return response;
}

async function runStream(
  stream: SSEStreamingApi,
  deps: StreamDeps,
  subscriber: StreamSubscriber,
  timing: StreamTiming,
) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  stream.onAbort(() => finish());

  const send = (event: LiveEventKind | typeof RESYNC_EVENT, data: LiveEventData) =>
    void stream.writeSSE({ event, data: JSON.stringify(data) });

  let ended = false;
  const checkSession = async () => {
    if (ended) return;
    let active: boolean;
    try {
      active = await subscriber.stillAllowed();
    } catch (error) {
      // The right cannot be confirmed: close; the browser reconnects and is checked afresh.
      // A lost database connection is logged once, by the database client, not per stream.
      if (!isConnectionLoss(error)) deps.logger.warn({ err: error }, "event stream session check failed");
      active = false;
    }
    if (active || ended) return;
    ended = true;
    await stream.writeSSE({ event: SESSION_ENDED_EVENT, data: "{}" });
    finish();
  };

  const unsubscribe = deps.bus.subscribe(subscriber.id, (event) => {
    if (event.kind === "session_revoked") void checkSession();
    else if (event.kind === "resync") send(RESYNC_EVENT, {});
    else if (LIVE_KINDS.has(event.kind)) send(event.kind as LiveEventKind, toLiveEventData(event.data));
  });
  const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), timing.heartbeatMs);
  const sessionCheck = setInterval(() => void checkSession(), timing.sessionCheckMs);
  try {
    await stream.writeSSE({ event: "ready", data: "{}", retry: timing.retryMs });
    await finished;
  } finally {
    unsubscribe();
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
  }
}
