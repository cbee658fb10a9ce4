/**
 * JSON logs that never carry what could identify a person or their health: known
 * personal fields are redacted by name, and e-mail addresses and phone numbers are
 * masked wherever they appear in a logged string.
 */
import pino, { type Logger } from "pino";
import { maskContactDetails } from "../shared/domain/contact-details";

export type { Logger };

const PERSONAL_FIELDS = [
  "email",
  "phone",
  "phoneNumber",
  "name",
  "full_name",
  "fullName",
  "message",
  "content",
  "subject",
  "text",
  "userInput",
  "context",
  "medical_history",
  "medicalHistory",
  "discreet_notes",
  "discreetNotes",
  "reply",
  "password",
  "token",
  "code",
  "otp",
  "secret",
  "body",
];

// A failed Drizzle query carries its parameters (people's data) in its message and stack:
// "Failed query: <sql>\nparams: <values>". The SQL stays, the values go.
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

// PostgreSQL's error details quote the row or the key a write was refused for:
// 'Failing row contains (id, Amina Nakato, …)', 'Key (email)=(…) already exists.'
const FAILING_ROW = /Failing row contains \([\s\S]*\)/g;
const KEY_VALUES = /(Key \([^)]*\))=\([\s\S]*?\)(?= already exists| is not present| conflicts|\.|$)/g;

function scrubDatabaseText(value: string): string {
  return value
    .replace(QUERY_PARAMS, "\nparams: [redacted]")
    .replace(FAILING_ROW, "Failing row contains [redacted]")
    .replace(KEY_VALUES, "$1=([redacted])");
}

/**
 * A logged string is cut at this length before it is scrubbed: enough for an error's
 * message, its SQL and its stack, and no string from a request can make a line, or the
 * scrubbing of it, as large as the request.
 */
export const MAX_LOGGED_STRING = 8192;

export function scrub(value: string): string {
  const kept =
    value.length > MAX_LOGGED_STRING
      ? `${value.slice(0, MAX_LOGGED_STRING)}…[${value.length - MAX_LOGGED_STRING} more characters]`
      : value;
  return maskContactDetails(scrubDatabaseText(kept));
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  if (value instanceof Error)
    return { type: value.name, message: scrub(value.message), stack: value.stack && scrub(value.stack) };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item, depth + 1)]));
}

export function createLogger(options: { level: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      redact: {
        paths: [
          ...PERSONAL_FIELDS,
          ...PERSONAL_FIELDS.map((field) => `*.${field}`),
          "req.headers.cookie",
          "req.headers.authorization",
        ],
        censor: "[redacted]",
      },
      formatters: { log: (object) => scrubDeep(object) as Record<string, unknown> },
      // pino serializes errors after the formatter runs, so errors are scrubbed here.
      serializers: { err: (error: unknown) => scrubDeep(pino.stdSerializers.err(error as Error)) },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? scrub(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.destination,
  );
}
