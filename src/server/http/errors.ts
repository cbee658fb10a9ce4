/**
 * The error shape of the HTTP contract: { error: { code, message, field? } } with the
 * right status, never a stack trace.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { isConnectionLoss } from "../db/connection-loss";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/** A restart or failover of PostgreSQL takes seconds: the client may try again after this. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * 503 with Retry-After when the error is a lost or refused database connection (a restart,
 * a failover): the request may succeed in a moment. Undefined for any other error.
 */
export function databaseUnavailable(error: unknown): HttpError | undefined {
  if (!isConnectionLoss(error)) return undefined;
  return new HttpError(
    503,
    "unavailable",
    "The service is briefly unavailable. Please try again in a moment.",
    {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    },
  );
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string; fields?: Record<string, string> };
}

export function validationError(error: ZodError): HttpError & { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "body";
    fields[path] ??= issue.message;
  }
  const [first] = Object.keys(fields);
  const httpError = new HttpError(
    400,
    "validation",
    `Invalid ${first ?? "request"}: ${fields[first ?? ""] ?? ""}`.trim(),
    {
      field: first ?? "body",
    },
  ) as HttpError & { fields: Record<string, string> };
  httpError.fields = fields;
  return httpError;
}

export function errorResponse(c: Context, error: HttpError) {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details.field) body.error.field = error.details.field;
  const fields = (error as HttpError & { fields?: Record<string, string> }).fields;
  if (fields) body.error.fields = fields;
  if (error.details.retryAfterSeconds !== undefined)
    c.header("Retry-After", String(error.details.retryAfterSeconds));
  return c.json(body, error.status);
}
