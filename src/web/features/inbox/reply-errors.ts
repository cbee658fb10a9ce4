/** What to say when a reply is refused: the shared schema's codes, or the server's answer. */
import { INBOX_REPLY_MAX_CHARS, inboxReplyBodySchema, type InboxReplyBody } from "@shared/api/inbox";
import { ApiError } from "@web/lib/http";

export interface ReplyError {
  /** A key in inbox.json's "errors". */
  key: "required" | "too_long" | "channel_unavailable" | "not_delivered" | "gone" | "failed";
  max?: number;
}

/** The browser's own check, with the schema the server uses; null when the reply can go. */
export function checkReply(body: InboxReplyBody): ReplyError | null {
  const result = inboxReplyBodySchema.safeParse(body);
  if (result.success) return null;
  const code = result.error.issues[0]?.message;
  return code === "too_long" ? { key: "too_long", max: INBOX_REPLY_MAX_CHARS } : { key: "required" };
}

export function replyErrorOf(error: unknown): ReplyError {
  if (!(error instanceof ApiError)) return { key: "failed" };
  if (error.code === "channel_unavailable") return { key: "channel_unavailable" };
  if (error.status === 502) return { key: "not_delivered" };
  if (error.status === 404) return { key: "gone" };
  const code = error.fields?.message;
  if (code === "too_long") return { key: "too_long", max: INBOX_REPLY_MAX_CHARS };
  if (code) return { key: "required" };
  return { key: "failed" };
}
