/**
 * Dates and times as people in Uganda read them: in the reader's language and in
 * Africa/Kampala time, whatever the phone's own time zone says.
 */
import { TIMEZONE } from "@shared/constants";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language === "sw" ? "sw-UG" : "en-UG", {
      dateStyle: "medium",
      ...(withTime ? { timeStyle: "short" } : {}),
      timeZone: TIMEZONE,
    });
    formatters.set(key, found);
  }
  return found;
}

/** "12 Mar 2026, 14:05"; an unreadable value gives "". */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter(language, true).format(date);
}

/** "12 Mar 2026". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter(language, false).format(date);
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "14:05" in Kampala time; an unreadable value gives "". */
export function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let found = timeFormatters.get(language);
  if (!found) {
    found = new Intl.DateTimeFormat(language === "sw" ? "sw-UG" : "en-UG", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: TIMEZONE,
    });
    timeFormatters.set(language, found);
  }
  return found.format(date);
}
