/**
 * Dates and times as people in Uganda read them: in the reader's language and in
 * Africa/Kampala time, whatever the phone's own time zone says. Every date or time the
 * web app shows goes through this file (dates.test.ts checks that nothing else formats
 * one), with one format per kind: time "14:05", date "12 Mar 2026", both "12 Mar 2026, 14:05".
 */
import { TIMEZONE } from "@shared/constants";
import {
  calendarParts,
  chatHistoryDate,
  pad2,
  toEpochMs,
  type CalendarParts,
  type Instant,
} from "@shared/domain/time";

export type { Instant };

const locale = (language: string) => (language === "sw" ? "sw-UG" : "en-UG");

/**
 * Luganda's month names (CLDR's, as Node's ICU has them). Browsers ship without Luganda's
 * date data (Chromium formats "lg-UG" as American English), so a Luganda date is the
 * Ugandan English pattern with these names put in: the same on the server that draws a
 * page and in every browser.
 */
const LUGANDA_MONTHS = {
  short: ["Jan", "Feb", "Mar", "Apu", "Maa", "Juu", "Jul", "Agu", "Seb", "Oki", "Nov", "Des"],
  long: [
    "Janwaliyo",
    "Febwaliyo",
    "Marisi",
    "Apuli",
    "Maayi",
    "Juuni",
    "Julaayi",
    "Agusito",
    "Sebuttemba",
    "Okitobba",
    "Novemba",
    "Desemba",
  ],
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, kind: "date" | "dateTime" | "time" | "month") {
  const key = `${language}:${kind}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === "time"
        ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
        : kind === "month"
          ? { month: "long" }
          : { dateStyle: "medium", ...(kind === "dateTime" ? { timeStyle: "short" } : {}) };
    found = new Intl.DateTimeFormat(locale(language), { ...options, timeZone: TIMEZONE });
    formatters.set(key, found);
  }
  return found;
}

function format(at: Instant, language: string, kind: Parameters<typeof formatter>[1]): string {
  const ms = toEpochMs(at);
  if (!Number.isFinite(ms)) return "";
  if (language !== "lg") return formatter(language, kind).format(ms);
  const names = kind === "month" ? LUGANDA_MONTHS.long : LUGANDA_MONTHS.short;
  const month = kampalaCalendar(ms).month;
  return formatter("en", kind)
    .formatToParts(ms)
    .map((part) => (part.type === "month" ? names[month - 1] : part.value))
    .join("");
}

/** "12 Mar 2026, 14:05"; an unreadable value gives "". */
export function formatDateTime(at: Instant, language: string): string {
  return format(at, language, "dateTime");
}

/** "12 Mar 2026". */
export function formatDate(at: Instant, language: string): string {
  return format(at, language, "date");
}

/** "14:05" in Kampala time; an unreadable value gives "". */
export function formatTime(at: Instant, language: string): string {
  return format(at, language, "time");
}

/** "March": the month it is in Kampala. */
export function formatMonth(at: Instant, language: string): string {
  return format(at, language, "month");
}

/** Year, month (1-12), day, hour and minute on a Kampala clock. */
export function kampalaCalendar(at: Instant): CalendarParts {
  return calendarParts(toEpochMs(at), TIMEZONE);
}

/** The Kampala calendar day of an instant, "2026-03-12". */
export function kampalaDay(at: Instant): string {
  const { year, month, day } = kampalaCalendar(at);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** A calendar day ("2026-03-12", already a Kampala day) in the date format. */
export function formatDay(day: string, language: string): string {
  // Noon UTC is 15:00 the same day in Kampala.
  return formatDate(`${day}T12:00:00.000Z`, language);
}

export type HistoryDate =
  | { kind: "today" | "yesterday"; time: string }
  | { kind: "days_ago"; days: number }
  | { kind: "date"; date: string };

/**
 * The chat history's date (spec section 2): today and yesterday are Kampala days, and the
 * time and date are in this file's formats, ready for "Today at {{time}}" and the like.
 */
export function historyDate(at: Instant, now: Instant, language: string): HistoryDate {
  const value = chatHistoryDate(at, now, TIMEZONE);
  switch (value.kind) {
    case "today":
    case "yesterday":
      return { kind: value.kind, time: formatTime(at, language) };
    case "days_ago":
      return value;
    case "date":
      return { kind: "date", date: formatDate(at, language) };
  }
}
