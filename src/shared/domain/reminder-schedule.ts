/**
 * When a daily reminder is due. Times of day are wall-clock times in the reminder's
 * time zone (Africa/Kampala), turned into instants here so the server's clock and the
 * host's zone never matter.
 */
import { TIMEZONE } from "../constants";
import { calendarParts, pad2, type CalendarParts } from "./time";

const DAY_MS = 24 * 60 * 60 * 1000;
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** How far the zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = calendarParts(epochMs, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return asUtc - Math.floor(epochMs / 60_000) * 60_000;
}

/** The instant a wall-clock time on a calendar day has in the zone. */
function zonedInstant(
  day: Pick<CalendarParts, "year" | "month" | "day">,
  hour: number,
  minute: number,
  timeZone: string,
) {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  // Two passes settle the offset on either side of a daylight-saving change.
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** The first time `timeOfDay` ("HH:MM") comes round strictly after `after`. */
export function nextOccurrence(timeOfDay: string, after: Date, timeZone: string = TIMEZONE): Date {
  const match = TIME_OF_DAY.exec(timeOfDay);
  if (!match) throw new RangeError(`not a time of day: ${timeOfDay}`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const today = calendarParts(after.getTime(), timeZone);
  const candidate = zonedInstant(today, hour, minute, timeZone);
  if (candidate.getTime() > after.getTime()) return candidate;
  const tomorrow = calendarParts(candidate.getTime() + DAY_MS, timeZone);
  return zonedInstant(tomorrow, hour, minute, timeZone);
}

/** The day of the week (0 Sunday … 6 Saturday) of an instant in the zone. */
export function weekdayOf(instant: Date, timeZone: string = TIMEZONE): number {
  const parts = calendarParts(instant.getTime(), timeZone);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
}

/** The first `timeOfDay` on weekday `day` (0 Sunday … 6 Saturday) strictly after `after`. */
export function nextWeekly(day: number, timeOfDay: string, after: Date, timeZone: string = TIMEZONE): Date {
  let candidate = nextOccurrence(timeOfDay, after, timeZone);
  while (weekdayOf(candidate, timeZone) !== day) candidate = nextOccurrence(timeOfDay, candidate, timeZone);
  return candidate;
}

/** "YYYY-MM-DD" of an instant in the zone: the day a dose counts for. */
export function localDate(instant: Date, timeZone: string = TIMEZONE): string {
  const parts = calendarParts(instant.getTime(), timeZone);
  return `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`;
}

/** "HH:MM" of an instant in the zone. */
export function localTime(instant: Date, timeZone: string = TIMEZONE): string {
  const parts = calendarParts(instant.getTime(), timeZone);
  return `${pad2(parts.hour)}:${pad2(parts.minute)}`;
}

/** The `count` calendar days ending with the day of `end`, oldest first. */
export function lastDays(end: Date, count: number, timeZone: string = TIMEZONE): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back--)
    days.push(localDate(new Date(end.getTime() - back * DAY_MS), timeZone));
  return days;
}
