/**
 * The live events of GET /api/events (Server-Sent Events). They name what changed with
 * ids and kinds only, never text: the browser refetches through the normal API. No zod
 * here: the browser reads these on every page, and the schema library stays off the
 * first page load.
 */

export const LIVE_EVENT_KINDS = ["notification", "inbox", "application", "reminder", "case"] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** Sent once the session behind the stream has ended; the browser then re-checks who it is. */
export const SESSION_ENDED_EVENT = "session_ended";

/**
 * Sent when the server may have missed events for a moment (its database connection was
 * lost and is back): the browser refetches everything it shows, as after a reconnection.
 */
export const RESYNC_EVENT = "resync";

export interface LiveEventData {
  id?: string;
  type?: string;
  change?: string;
}

const TOKEN = /^[\w-]{1,64}$/;

/** Keeps only the fields of LiveEventData, and only values that are opaque tokens. */
export function toLiveEventData(value: unknown): LiveEventData {
  const safe: LiveEventData = {};
  if (value === null || typeof value !== "object") return safe;
  for (const key of ["id", "type", "change"] as const) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === "string" && TOKEN.test(field)) safe[key] = field;
  }
  return safe;
}
