/**
 * Request validation with the shared zod schemas: a bad body is a 400 naming the field,
 * an unreadable one a 400 too, an oversized one a 413.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, validationError } from "./errors";

export const MAX_JSON_BYTES = 64 * 1024;

/** `maxBytes`: a route whose bodies are larger by nature (a whole conversation) says so. */
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
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
