/**
 * The typed API client (hc<AppType>): same origin, cookies included (unless a call's `init`
 * says otherwise), a 10 s timeout (spec section 9). Its answers are read with readAnswer,
 * against the shared schema: the client knows the paths' types, and the schema checks that
 * the answer really has them.
 */
import { hc } from "hono/client";
import type { z } from "zod";
import type { AppType } from "../../server/app";
import { API_TIMEOUT_MS } from "@shared/constants";
import { ApiError, readJson } from "./http";

export { ApiError };

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? AbortSignal.timeout(API_TIMEOUT_MS);
  return fetch(input, { credentials: "same-origin", ...init, signal });
}

/** The typed client over `fetchFn`: the app's (`api`), or a test's fake server. */
export function createApi(fetchFn: typeof fetch = fetchWithTimeout) {
  return hc<AppType>(typeof window === "undefined" ? "http://localhost" : window.location.origin, {
    fetch: fetchFn,
  }).api;
}

export type Api = ReturnType<typeof createApi>;

export const api = createApi();

/**
 * Most routes parse their bodies themselves (parseJson with the shared schema), so the
 * typed client knows their paths but not their bodies: the body is added with this.
 */
export function withBody<Args extends object>(args: Args, json: unknown): Args {
  return Object.assign({}, args, { json });
}

/**
 * Reads a successful answer and parses it with its shared schema; an error answer throws
 * ApiError with the server's code and field (readJson). An answer of another shape throws
 * too ("unexpected_answer"), where a cast would have let it through to the page.
 */
export async function readAnswer<Schema extends z.ZodType>(
  response: Response | Promise<Response>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const answered = await response;
  const parsed = schema.safeParse(await readJson(answered));
  if (parsed.success) return parsed.data;
  throw new ApiError(
    answered.status,
    "unexpected_answer",
    `Unexpected answer from ${new URL(answered.url, "http://localhost").pathname}`,
  );
}

/** Reads an answer whose body the caller does not use: only an error answer matters. */
export async function readOutcome(response: Response | Promise<Response>): Promise<void> {
  const answered = await response;
  // A success may have no body at all (204).
  if (!answered.ok) await readJson(answered);
}

/** Reads the answer to a removal: what is already gone (404) is as good as removed. */
export async function readRemoval(response: Response | Promise<Response>): Promise<void> {
  const answered = await response;
  if (answered.status !== 404) await readOutcome(answered);
}
