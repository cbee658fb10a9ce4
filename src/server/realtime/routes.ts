/** GET /api/events: the signed-in user's live stream (401 at connect without a session). */
import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { requireUser, type Viewer, type ViewerVariables } from "../auth/session";
import { DEFAULT_STREAM_TIMING, openEventStream, viewerSubscriber, type StreamTiming } from "./sse";

export function eventRoutes(deps: AppDeps, timing: StreamTiming = DEFAULT_STREAM_TIMING) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>().get("/events", requireUser, (c) =>
    openEventStream(c, deps, viewerSubscriber(deps, c.get("user")), timing),
  );
}
