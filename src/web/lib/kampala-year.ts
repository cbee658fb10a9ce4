/**
 * The year on a Kampala clock, for the footer's copyright line. Apart from lib/dates.ts
 * on purpose: the footer is on every first load, and importing dates.ts there would
 * bring the whole calendar into the first download (the size budget, decision 006).
 */
import { TIMEZONE } from "@shared/constants";

const yearFormat = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: TIMEZONE });

export function kampalaYear(at: number | Date = Date.now()): number {
  return Number(yearFormat.format(at));
}
