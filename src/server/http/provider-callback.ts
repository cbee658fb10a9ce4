/**
 * What the SMS provider's callbacks share (decisions 081 and 082): Africa's Talking does not
 * sign them, so the operator gives it URLs carrying a secret (`?key=`, SMS_CALLBACK_KEY),
 * checked here in constant time; without the setting the callbacks do not exist (404). Their
 * bodies are short forms.
 */
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { z } from "zod";
import type { Env } from "../env";
import { HttpError } from "./errors";
import { parseWith } from "./validate";

/** A provider's form fields are short; anything past this is not a callback of theirs. */
const MAX_FORM_BYTES = 16 * 1024;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The callback's form, checked against `schema`, once its key is found right. */
export async function providerCallback<S extends z.ZodType>(
  c: Context,
  env: Pick<Env, "SMS_CALLBACK_KEY">,
  schema: S,
): Promise<z.infer<S>> {
  const expected = env.SMS_CALLBACK_KEY;
  if (!expected) throw new HttpError(404, "not_found", "Not found.");
  if (!sameSecret(c.req.query("key") ?? "", expected)) {
    throw new HttpError(401, "bad_key", "The callback's key is missing or wrong.", { field: "key" });
  }
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > MAX_FORM_BYTES) throw new HttpError(413, "too_large", "The request body is too large.");
  const text = await c.req.text();
  if (text.length > MAX_FORM_BYTES) throw new HttpError(413, "too_large", "The request body is too large.");
  return parseWith(schema, Object.fromEntries(new URLSearchParams(text)));
}
