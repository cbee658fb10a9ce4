/**
 * What the auth library is given to read is checked first, as every other route checks
 * its body: not JSON is a 400 `invalid_json`; a NUL or half a surrogate pair, or nesting
 * deeper than any form of ours, a 400 naming where; JSON that is not an object (`1`, `"x"`,
 * `null`, a list) a 400 naming the body. The library read all of these and, with our hooks,
 * answered 500 (npm run fuzz: 33 answers on its sign-in, reset, phone and account routes).
 */
import { createMiddleware } from "hono/factory";
import { HttpError } from "../http/errors";
import { parseJsonText } from "../http/validate";

// The only media type the library takes (better-call's own test, and its allowed list).
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

export const authBodyCheck = createMiddleware(async (c, next) => {
  if (c.req.method === "POST" && JSON_MEDIA_TYPE.test(c.req.header("content-type") ?? "")) {
    // A copy is read: the library reads the request's own body after us.
    const body = parseJsonText(await c.req.raw.clone().text());
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw new HttpError(400, "validation", "The request body must be a JSON object.", { field: "body" });
    }
  }
  await next();
});
