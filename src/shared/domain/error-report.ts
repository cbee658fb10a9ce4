/**
 * What an error report may carry (spec sections 8 and 9; docs/safety.md): the same
 * scrubbing in the browser and on the server, before anything leaves. No user, no
 * request body, no cookies, no query strings, no e-mail addresses or phone numbers.
 * Written for the error-reporting SDK's event shape, without depending on it.
 */
import { maskContactDetails } from "./contact-details";
import { SILENCED_ERRORS } from "./silenced-errors";

const BLOCKED_TRANSACTION =
  /ERR_BLOCKED_BY_CLIENT|blocked by (?:the )?client|transaction[^.]*\bblocked\b|\bblocked\b[^.]*transaction/i;
/**
 * Spec section 8's reporting settings. Kept here, not with the other constants, so the
 * browser's reporting code (loaded only when reporting is on) needs nothing else shared.
 */
export const ERROR_REPORTING = {
  tracesSampleRate: 0.1,
  environment: "production",
  flushBytes: 800_000,
  flushMs: 5000,
  maxBreadcrumbs: 100,
} as const;

// A word of a URL-bearing text: split at spaces, quotes and angle brackets.
const WORD = /[^\s"'<>]+/g;
const DROPPED_KEYS = new Set([
  "cookies",
  "cookie",
  "authorization",
  "body",
  "password",
  "email",
  "phone",
  "phone_number",
  "ip_address",
]);
const MAX_DEPTH = 10;

/**
 * An absolute or rooted URL loses its query string and fragment: in each word, whatever
 * follows the first "?" or "#" after a "/". Done word by word, not by one pattern, which
 * rescanned the rest of the text from every "/" (seconds on a long run of them).
 */
function withoutUrlTails(text: string): string {
  return text.replace(WORD, (word) => {
    const path = word.indexOf("/");
    if (path < 0) return word;
    const tail = word.slice(path).search(/[?#]/);
    return tail < 0 ? word : word.slice(0, path + tail);
  });
}

export function scrubText(text: string): string {
  return maskContactDetails(withoutUrlTails(text));
}

function scrubDeep(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!DROPPED_KEYS.has(key.toLowerCase())) out[key] = scrubDeep(item, depth + 1);
  }
  return out;
}

type Report = Record<string, unknown>;

/** A scrubbed copy of an error event, transaction or breadcrumb. */
export function scrubErrorReport<T extends object>(report: T): T {
  const copy = scrubDeep(report, 0) as Report;
  delete copy.user;
  const request = copy.request as Report | undefined;
  if (request && typeof request === "object") {
    const headers = (request.headers ?? {}) as Record<string, unknown>;
    const userAgent = headers["User-Agent"] ?? headers["user-agent"];
    for (const key of ["data", "query_string", "env", "cookies"]) delete request[key];
    request.headers = typeof userAgent === "string" ? { "User-Agent": userAgent } : {};
  }
  return copy as T;
}

function reportText(report: Report): string {
  const exception = report.exception as { values?: { value?: unknown; type?: unknown }[] } | undefined;
  const values = exception?.values?.flatMap((item) => [item.type, item.value]) ?? [];
  return [report.transaction, report.message, ...values].filter((part) => typeof part === "string").join(" ");
}

/** Spec section 8: error events for a blocked transaction are dropped. */
export function isBlockedTransactionError(report: object): boolean {
  const candidate = report as Report;
  return candidate.exception !== undefined && BLOCKED_TRANSACTION.test(reportText(candidate));
}

/** beforeSend for both SDKs: drop what the spec silences, scrub the rest. */
export function prepareErrorReport<T extends object>(report: T): T | null {
  if (isBlockedTransactionError(report)) return null;
  if (SILENCED_ERRORS.some((pattern) => pattern.test(reportText(report as Report)))) return null;
  return scrubErrorReport(report);
}

/** The options of spec section 9 that both SDKs share. */
export function errorReportingOptions(dsn: string, release: string) {
  return {
    dsn,
    release,
    environment: ERROR_REPORTING.environment,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
    sendDefaultPii: false,
    ignoreErrors: SILENCED_ERRORS,
    beforeSend: prepareErrorReport,
    beforeSendTransaction: scrubErrorReport,
    beforeBreadcrumb: scrubErrorReport,
  };
}
