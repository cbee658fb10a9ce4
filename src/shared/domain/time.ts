/**
 * Relative times of the product (spec section 9 for notifications and the inbox,
 * section 2 for the chat history). Each function returns a structured value that the
 * UI translates; the English formatters give the spec's exact texts.
 */
import { TIMEZONE } from "../constants";

export type Instant = Date | string | number;

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

export interface RelativeTime {
  unit: "now" | "m" | "h" | "d";
  /** Whole units elapsed; 0 for "now". */
  value: number;
}

export function toEpochMs(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === "number") return instant;
  return Date.parse(instant);
}

/**
 * Under 1 minute: now; under 60 minutes: minutes; under 1440 minutes: hours; otherwise days.
 * A time slightly in the future (another device's clock) counts as now.
 */
export function relativeTime(at: Instant, now: Instant): RelativeTime {
  const elapsedMs = toEpochMs(now) - toEpochMs(at);
  const minutes = Number.isFinite(elapsedMs) ? Math.max(0, Math.floor(elapsedMs / MINUTE_MS)) : 0;
  if (minutes < 1) return { unit: "now", value: 0 };
  if (minutes < MINUTES_PER_HOUR) return { unit: "m", value: minutes };
  if (minutes < MINUTES_PER_DAY) return { unit: "h", value: Math.floor(minutes / MINUTES_PER_HOUR) };
  return { unit: "d", value: Math.floor(minutes / MINUTES_PER_DAY) };
}

/** "Just now", "5m ago", "3h ago", "2d ago". */
export function formatRelativeTimeEn(relative: RelativeTime): string {
  return relative.unit === "now" ? "Just now" : `${relative.value}${relative.unit} ago`;
}

export type ChatHistoryDate =
  | { kind: "today"; time: string }
  | { kind: "yesterday"; time: string }
  | { kind: "days_ago"; days: number }
  | { kind: "date"; date: string };

export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * One formatter per time zone, made once: making one costs a hundred times more than using
 * it, and a minute of national reminders asks for some 2,000 dates (235 ms of a scheduler's
 * minute before they were kept; docs/benchmarks.md).
 */
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    calendarFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The instants read lately, by zone and instant: a minute of reminders asks for the same few
 * again and again (its moment, and the instants of the few times of day it rings), and
 * reading one through the formatter is most of the scheduler's own work (docs/benchmarks.md).
 */
const recentParts = new Map<string, Readonly<CalendarParts>>();
const RECENT_PARTS_KEPT = 4096;

export function calendarParts(epochMs: number, timeZone: string): Readonly<CalendarParts> {
  const key = `${timeZone} ${epochMs}`;
  const known = recentParts.get(key);
  if (known) return known;
  const parts = calendarFormat(timeZone).formatToParts(new Date(epochMs));
  const pick = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const read = Object.freeze({
    year: pick("year"),
    month: pick("month"),
    day: pick("day"),
    hour: pick("hour"),
    minute: pick("minute"),
  });
  if (recentParts.size >= RECENT_PARTS_KEPT) recentParts.clear();
  recentParts.set(key, read);
  return read;
}

function dayNumber(parts: CalendarParts): number {
  return Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / (MINUTES_PER_DAY * MINUTE_MS));
}

export const pad2 = (value: number): string => String(value).padStart(2, "0");

/**
 * The saved chat session's date: Today at HH:MM, Yesterday at HH:MM, N days ago (2 to 6),
 * otherwise the date (YYYY-MM-DD, for the UI to format in its language). Calendar days are
 * counted in `timeZone` (default Africa/Kampala) so the answer does not depend on the host.
 */
export function chatHistoryDate(at: Instant, now: Instant, timeZone: string = TIMEZONE): ChatHistoryDate {
  const atParts = calendarParts(toEpochMs(at), timeZone);
  const daysBetween = dayNumber(calendarParts(toEpochMs(now), timeZone)) - dayNumber(atParts);
  const time = `${pad2(atParts.hour)}:${pad2(atParts.minute)}`;
  if (daysBetween === 0) return { kind: "today", time };
  if (daysBetween === 1) return { kind: "yesterday", time };
  if (daysBetween >= 2 && daysBetween <= 6) return { kind: "days_ago", days: daysBetween };
  return { kind: "date", date: `${atParts.year}-${pad2(atParts.month)}-${pad2(atParts.day)}` };
}

const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Today at 14:05", "Yesterday at 09:30", "3 days ago", "1 May 2024". */
export function formatChatHistoryDateEn(value: ChatHistoryDate): string {
  switch (value.kind) {
    case "today":
      return `Today at ${value.time}`;
    case "yesterday":
      return `Yesterday at ${value.time}`;
    case "days_ago":
      return `${value.days} days ago`;
    case "date": {
      const [year, month, day] = value.date.split("-").map(Number);
      return `${day} ${ENGLISH_MONTHS[(month ?? 1) - 1]} ${year}`;
    }
  }
}
