/**
 * Every "too many requests" from the accounts routes speaks the API's contract: status
 * 429, a standard Retry-After header and the { error: { code, message } } body. Better
 * Auth's own limiter answers with X-Retry-After and a bare message; this rewrites it.
 */
import { APIError } from "better-auth/api";

const DEFAULT_MESSAGE = "Too many attempts. Please wait a moment and try again.";

/** Our own limits' refusal: the wait in Retry-After and in the words. */
export function tooManyAttempts(retryAfterSeconds: number): APIError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "RATE_LIMITED",
      message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

export function withContractRateLimit(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const response = await handler(request);
    if (response.status !== 429) return response;
    const retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after") ?? "60";
    let message = DEFAULT_MESSAGE;
    try {
      const body = (await response.clone().json()) as { message?: unknown; code?: unknown };
      if (body.code === "RATE_LIMITED" && typeof body.message === "string") message = body.message;
    } catch {
      // Not JSON: the default message stands.
    }
    const headers = new Headers(response.headers);
    headers.set("Retry-After", retryAfter);
    headers.delete("x-retry-after");
    headers.delete("content-length");
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ error: { code: "rate_limited", message }, message }), {
      status: 429,
      headers,
    });
  };
}
