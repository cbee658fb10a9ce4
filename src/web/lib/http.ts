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

/**
 * Reads a response's JSON, unchecked (its reader checks it: readAnswer, with the shared
 * schema), throwing ApiError with the server's code and field on failure.
 */
export async function readJson(response: Response): Promise<unknown> {
  if (response.ok) return response.json();
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
