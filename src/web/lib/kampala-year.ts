/**
 * The year on a Kampala clock, for the footer's copyright line. Apart from lib/dates.ts
 * on purpose: the footer is on every first load, and importing dates.ts there would
 * bring the whole calendar into the first download (the size budget, decision 006).
 *
 * By Kampala's offset, not an `Intl.DateTimeFormat` with its time zone: making the first
 * such formatter loads the browser's time-zone data, 26 ms of a first load measured here
 * (more than the whole footer's take-over), on every public page (docs/decisions/096).
 * East Africa Time has been UTC+3 all year, with no summer time, since 1948; the test holds
 * the year to the time-zone database's answer on both sides of Kampala's New Year.
 */
const KAMPALA_OFFSET_MS = 3 * 60 * 60 * 1000;

export function kampalaYear(at: number | Date = Date.now()): number {
  return new Date(Number(at) + KAMPALA_OFFSET_MS).getUTCFullYear();
}
