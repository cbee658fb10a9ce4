/**
 * The live stream of a signed-in user's events (GET /api/events, Server-Sent Events).
 * It forwards the bus events meant for the user (notification, inbox, application) with
 * ids and kinds only: the browser refetches what changed through the normal API. A
 * heartbeat comment keeps proxies from closing an idle stream; the session is checked
 * periodically and on a session_revoked event, and the stream ends with the session.
 */
import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { eq } from "drizzle-orm";
import {
  LIVE_EVENT_KINDS,
  SESSION_ENDED_EVENT,
  toLiveEventData,
  type LiveEventData,
  type LiveEventKind,
} from "@shared/api/live-events";
import type { Db } from "../db/client";
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

export function openEventStream(
  c: Context,
  deps: StreamDeps,
  viewer: Viewer,
  timing: StreamTiming = DEFAULT_STREAM_TIMING,
): Response {
  const userId = viewer.user.id;
  if ((openStreams.get(userId) ?? 0) >= MAX_STREAMS_PER_USER)
    throw new HttpError(429, "too_many_streams", "Too many open connections.", { retryAfterSeconds: 30 });
  track(userId, 1);
  const response = streamSSE(c, async (stream) => {
    try {
      await runStream(stream, deps, viewer, timing);
    } finally {
      track(userId, -1);
    }
  });
  response.headers.set("Cache-Control", "no-cache, no-store, no-transform");
  // Proxies such as nginx would otherwise hold events back in a buffer.
  response.headers.set("X-Accel-Buffering", "no");
  return response;
}

async function runStream(stream: SSEStreamingApi, deps: StreamDeps, viewer: Viewer, timing: StreamTiming) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  stream.onAbort(() => finish());

  const send = (event: LiveEventKind, data: LiveEventData) =>
    void stream.writeSSE({ event, data: JSON.stringify(data) });

  let ended = false;
  const checkSession = async () => {
    if (ended) return;
    let active: boolean;
    try {
      active = await sessionIsActive(deps.db, viewer.sessionId, deps.now());
    } catch (error) {
      // The session cannot be confirmed: close; the browser reconnects and is checked afresh.
      deps.logger.warn({ err: error }, "event stream session check failed");
      active = false;
    }
    if (active || ended) return;
    ended = true;
    await stream.writeSSE({ event: SESSION_ENDED_EVENT, data: "{}" });
    finish();
  };

  const unsubscribe = deps.bus.subscribe(viewer.user.id, (event) => {
    if (event.kind === "session_revoked") void checkSession();
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
