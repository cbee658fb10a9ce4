/**
 * The typed API client (hc<AppType>) and the JSON error shape of the contract.
 * Same origin, cookies included, a 10 s timeout (spec section 9).
 */
import { hc } from "hono/client";
import type { AppType } from "../../server/app";
import { API_TIMEOUT_MS } from "@shared/constants";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? AbortSignal.timeout(API_TIMEOUT_MS);
  return fetch(input, { ...init, credentials: "same-origin", signal });
}

export const api = hc<AppType>(typeof window === "undefined" ? "http://localhost" : window.location.origin, {
  fetch: fetchWithTimeout,
}).api;

/** Reads a response as JSON, throwing ApiError with the server's code and field on failure. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let body: { error?: { code?: string; message?: string; field?: string; fields?: Record<string, string> } } =
    {};
  try {
    body = await response.json();
  } catch {
    // Not our JSON (a proxy page, a network error page).
  }
  throw new ApiError(
    response.status,
    body.error?.code ?? "http_error",
    body.error?.message ?? `Request failed (${response.status})`,
    body.error?.field,
    body.error?.fields,
  );
}
