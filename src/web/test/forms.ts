/** Helpers for the forms' tests: the server's refusal of a form's fields, and what a form sent. */
import type { FakeServer } from "./render-app";

/**
 * The server's 400 for a body its schema refuses (src/server/http/errors.ts): each field's
 * code, the first also as `field`. The forms read these, so the fake keeps the real shape.
 */
export function fieldErrors(fields: Record<string, string>) {
  const [field = "body"] = Object.keys(fields);
  return {
    status: 400,
    json: { error: { code: "validation", message: `Invalid ${field}: ${fields[field]}`, field, fields } },
  };
}

/** The body of the first "METHOD path" request the page sent; undefined until it has. */
export function sentBody(server: FakeServer, method: string, path: string): unknown {
  return server.calls.find((call) => call.method === method && call.path === path)?.body;
}
