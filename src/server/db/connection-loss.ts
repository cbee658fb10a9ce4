/**
 * Tells a lost or refused database connection (a restart, a failover, the server down)
 * from every other database error. Such a request may simply be tried again in a moment:
 * the HTTP layer answers it with 503 and Retry-After rather than 500.
 */

/** PostgreSQL's admin shutdown, crash shutdown and "cannot connect now"; class 08 is tested apart. */
const LOST_SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
/** Node's socket errors on a connection that was refused, reset or never answered. */
const LOST_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres and pg-pool say it in words only. */
const LOST_MESSAGES = [
  /^Connection terminated/, // "unexpectedly", "due to connection timeout", or ended under a query
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // a client that already lost its connection
];

/** The database connection was lost or could not be made; the error's cause chain is searched. */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (depth > 8 || error === null || typeof error !== "object") return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string") {
    if (LOST_SQLSTATES.has(code) || LOST_ERRNOS.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true; // connection exception
  }
  if (typeof message === "string" && LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.some((item) => isConnectionLoss(item, depth + 1))) return true;
  // Drizzle and Better Auth wrap the driver's error.
  return cause !== error && isConnectionLoss(cause, depth + 1);
}

/** A short, non-personal name for a connection error, for the log: a SQLSTATE or errno. */
export function connectionErrorCode(error: unknown): string {
  for (let current = error, depth = 0; depth < 8; depth++) {
    if (current === null || typeof current !== "object") break;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[A-Z0-9_]{1,32}$/.test(code)) return code;
    current = cause;
  }
  return "closed";
}
