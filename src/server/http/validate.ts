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

/**
 * A NUL character or half of a UTF-16 surrogate pair cannot be stored (PostgreSQL refuses
 * the first, encryption and logs mangle the second): such text is a 400 naming its field,
 * never a 500 from deep inside.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Deeper than any body of ours (a saved conversation's sources are four levels down). A
 * body nested thousands deep is a 400 naming where it goes too deep: walking it whole
 * would cost every check after this one, and a recursive walk overflowed the stack (500).
 */
export const MAX_JSON_DEPTH = 32;

interface Unstorable {
  path: string;
  problem: "invalid_text" | "too_deep";
}

/** The first value in `value`, in document order, that cannot be stored; iterative, so any depth is safe. */
function firstUnstorable(value: unknown, maxDepth: number): Unstorable | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const named = (path: string[], problem: Unstorable["problem"]) => ({
    path: path.join(".") || "body",
    problem,
  });
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === "string") {
      if (UNSTORABLE_TEXT.test(next.value)) return named(next.path, "invalid_text");
      continue;
    }
    if (next.value === null || typeof next.value !== "object") continue;
    if (next.path.length >= maxDepth) return named(next.path, "too_deep");
    const entries = Object.entries(next.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!;
      pending.push({ value: child, path: [...next.path, key] });
    }
  }
  return null;
}

/** The path of the first string in `value` that cannot be stored, or null. */
export function unstorableTextPath(value: unknown): string | null {
  return firstUnstorable(value, Number.POSITIVE_INFINITY)?.path ?? null;
}

/**
 * A request body's text as JSON ("" is {}), refused as the API refuses it: not JSON is a
 * 400 `invalid_json`, text that cannot be stored or nesting too deep a 400 naming where.
 * For any handler that reads a body itself; parseJson adds the size limit and the schema.
 */
export function parseJsonText(text: string): unknown {
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.", { field: "body" });
  }
  const unstorable = firstUnstorable(body, MAX_JSON_DEPTH);
  if (unstorable !== null) throw unstorableError(unstorable);
  return body;
}

function unstorableError({ path, problem }: Unstorable): HttpError {
  return new HttpError(400, "validation", `Invalid ${path}: ${problem}`, { field: path });
}

/** `maxBytes`: a route whose bodies are larger by nature (a whole conversation) says so. */
export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > maxBytes) throw new HttpError(413, "too_large", "The request body is too large.");
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    // The app's body limit cuts a chunked body off with its own 413 while it is read.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.", { field: "body" });
  }
  if (text.length > maxBytes) throw new HttpError(413, "too_large", "The request body is too large.");
  const result = schema.safeParse(parseJsonText(text));
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Path parameters, a query, or a body already read, checked against `schema`: text that
 * cannot be stored is a 400 naming its field here too (a NUL in a path id reached the
 * database and answered 500).
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unstorable = firstUnstorable(value, MAX_JSON_DEPTH);
  if (unstorable !== null) throw unstorableError(unstorable);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
