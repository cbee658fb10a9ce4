/**
 * The JSON error shape of the HTTP contract, read on the client. Kept apart from the
 * typed client (api.ts) so that code on the first page load can use it without it.
 */
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

/** A GET of public JSON without the typed client, for what the first page load needs. */
export async function getJson<T>(path: string): Promise<T> {
  return readJson<T>(await fetch(path, { credentials: "same-origin" }));
}
