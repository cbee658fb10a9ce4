/**
 * The typed API client (hc<AppType>): same origin, cookies included, a 10 s timeout
 * (spec section 9). Errors are read with readJson from ./http.
 */
import { hc } from "hono/client";
import type { AppType } from "../../server/app";
import { API_TIMEOUT_MS } from "@shared/constants";

export { ApiError, readJson } from "./http";

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? AbortSignal.timeout(API_TIMEOUT_MS);
  return fetch(input, { ...init, credentials: "same-origin", signal });
}

export const api = hc<AppType>(typeof window === "undefined" ? "http://localhost" : window.location.origin, {
  fetch: fetchWithTimeout,
}).api;
