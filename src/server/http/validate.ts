/**
 * Request validation with the shared zod schemas: a bad body is a 400 naming the field,
 * an unreadable one a 400 too, an oversized one a 413.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { CHAT_HISTORY_LIMITS } from "@shared/api/chat-history";
import { HttpError, validationError } from "./errors";

export const MAX_JSON_BYTES = 64 * 1024;
/** The largest body any route takes (a whole conversation, chat history); the app cuts off at it. */
export const MAX_REQUEST_BYTES = CHAT_HISTORY_LIMITS.bodyMaxBytes;

/** `maxBytes`: a route whose bodies are larger by nature (a whole conversation) says so. */
/**
 * A NUL character or half of a UTF-16 surrogate pair cannot be stored (PostgreSQL refuses
 * the first, encryption and logs mangle the second): such text is a 400 naming its field,
 * never a 500 from deep inside.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in `value` that cannot be stored, or null. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return UNSTORABLE_TEXT.test(value) ? path.join(".") || "body" : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorableTextPath(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > maxBytes) throw new HttpError(413, "too_large", "The request body is too large.");
  let body: unknown;
  try {
    const text = await c.req.text();
    if (text.length > maxBytes) throw new HttpError(413, "too_large", "The request body is too large.");
    body = text === "" ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.", { field: "body" });
  }
  const unstorable = unstorableTextPath(body);
  if (unstorable !== null) {
    throw new HttpError(400, "validation", `Invalid ${unstorable}: invalid_text`, { field: unstorable });
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
