/** What to say when a reply or a note is refused: the shared schema's codes, or the server's answer. */
import { CASE_MESSAGE_MAX_CHARS, caseNoteBodySchema } from "@shared/api/cases";
import { ApiError } from "@web/lib/http";

export interface ComposerError {
  /** A key in cases.json's "composer.errors". */
  key:
    | "required"
    | "too_long"
    | "channel_unavailable"
    | "sms_stopped"
    | "sms_ceiling"
    | "not_delivered"
    | "gone"
    | "failed";
  max?: number;
}

/** The browser's own check, with the schema the server uses; null when the text can go. */
export function checkText(text: string): ComposerError | null {
  const result = caseNoteBodySchema.safeParse({ text });
  if (result.success) return null;
  const code = result.error.issues[0]?.message;
  return code === "too_long" ? { key: "too_long", max: CASE_MESSAGE_MAX_CHARS } : { key: "required" };
}

export function composerErrorOf(error: unknown): ComposerError {
  if (!(error instanceof ApiError)) return { key: "failed" };
  if (error.code === "channel_unavailable") return { key: "channel_unavailable" };
  // The person's own choice (they texted STOP), or the day's ceiling on texts (decision 081).
  if (error.code === "sms_stopped" || error.code === "sms_ceiling") return { key: error.code };
  if (error.code === "reply_not_delivered" || error.status === 502) return { key: "not_delivered" };
  if (error.status === 404) return { key: "gone" };
  const code = error.fields?.text ?? (error.field === "text" ? error.code : undefined);
  if (code === "too_long") return { key: "too_long", max: CASE_MESSAGE_MAX_CHARS };
  if (code) return { key: "required" };
  return { key: "failed" };
}
