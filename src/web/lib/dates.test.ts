import { readdirSync, readFileSync } from "node:fs";
import { kampalaYear } from "./kampala-year";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatTime,
  historyDate,
  kampalaCalendar,
  kampalaDay,
} from "./dates";

// 21:30 UTC on 11 March is 00:30 on 12 March in Kampala (UTC+3, no daylight saving).
const NEAR_MIDNIGHT = "2026-03-11T21:30:00.000Z";

describe("dates", () => {
  it("shows Kampala time, whatever the device's zone", () => {
    expect(formatDateTime(NEAR_MIDNIGHT, "en")).toMatch(/12 Mar 2026.*00:30/);
    expect(formatDate(NEAR_MIDNIGHT, "en")).toBe("12 Mar 2026");
  });

  it("speaks Swahili for Swahili readers", () => {
    expect(formatDate("2026-03-12T09:00:00.000Z", "sw")).not.toBe(
      formatDate("2026-03-12T09:00:00.000Z", "en"),
    );
  });

  it("speaks Luganda in the Ugandan pattern, with Luganda's month names, in Kampala's month", () => {
    expect(formatDate("2026-08-12T09:00:00.000Z", "lg")).toBe("12 Agu 2026");
    expect(formatDateTime(NEAR_MIDNIGHT, "lg")).toMatch(/^12 Mar 2026.*00:30$/);
    // 22:00 UTC on 30 April is 1 May in Kampala.
    expect(formatMonth("2026-04-30T22:00:00.000Z", "lg")).toBe("Maayi");
    expect(formatDay("2026-09-01", "lg")).toBe("1 Seb 2026");
  });

  it("gives an empty text for an unreadable date", () => {
    expect(formatDateTime("not a date", "en")).toBe("");
    expect(formatTime("not a date", "en")).toBe("");
  });
});

// The device's zone is the process's: Node applies a changed TZ at once, to Date and Intl.
describe.each(["America/Los_Angeles", "UTC", "Asia/Tokyo"])("on a device set to %s", (zone) => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it("still shows the Kampala time and date, one format per kind", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    for (const at of [NEAR_MIDNIGHT, Date.parse(NEAR_MIDNIGHT), new Date(NEAR_MIDNIGHT)]) {
      expect(formatTime(at, "en")).toBe("00:30");
      expect(formatDate(at, "en")).toBe("12 Mar 2026");
      expect(formatDateTime(at, "en")).toBe("12 Mar 2026, 00:30");
    }
    expect(formatTime(NEAR_MIDNIGHT, "sw")).toBe("00:30");
    expect(formatDate(NEAR_MIDNIGHT, "sw")).toBe("12 Mac 2026");
    expect(formatDateTime(NEAR_MIDNIGHT, "sw")).toBe("12 Mac 2026, 00:30");
  });

  it("counts the calendar in Kampala: day, month and year", () => {
    expect(kampalaDay(NEAR_MIDNIGHT)).toBe("2026-03-12");
    expect(formatDay("2026-03-12", "en")).toBe("12 Mar 2026");
    // 31 December 22:00 UTC is already New Year's Day, in a new month, in Kampala.
    expect(kampalaCalendar("2026-12-31T22:00:00.000Z")).toMatchObject({ year: 2027, month: 1, day: 1 });
    expect(kampalaYear(Date.parse("2026-12-31T22:00:00.000Z"))).toBe(2027);
    expect(kampalaYear(Date.parse("2026-12-31T20:59:00.000Z"))).toBe(2026);
    // The footer's year, by Kampala's fixed offset, is the time-zone database's, around each New Year.
    for (let year = 2024; year <= 2040; year += 1) {
      for (const instant of [
        Date.UTC(year, 0, 1) - 3 * 3_600_000 - 1,
        Date.UTC(year, 0, 1) - 3 * 3_600_000,
      ]) {
        expect(kampalaYear(instant)).toBe(kampalaCalendar(new Date(instant).toISOString()).year);
      }
    }
    expect(formatMonth("2026-03-31T21:30:00.000Z", "en")).toBe("April");
    expect(formatMonth("2026-03-31T21:30:00.000Z", "sw")).toBe("Aprili");
  });

  describe("the chat history's Today and Yesterday, in Kampala days", () => {
    // How the history heads an instant, read at 00:30 on 12 March in Kampala.
    const heading = (at: string, language: string) => historyDate(at, NEAR_MIDNIGHT, language);

    it("is today from Kampala's midnight on", () => {
      expect(heading("2026-03-11T21:00:00.000Z", "en")).toEqual({ kind: "today", time: "00:00" });
    });

    it("is yesterday a minute before Kampala's midnight, though the device's date may still agree", () => {
      expect(heading("2026-03-11T20:59:00.000Z", "en")).toEqual({ kind: "yesterday", time: "23:59" });
      expect(heading("2026-03-10T21:00:00.000Z", "sw")).toEqual({ kind: "yesterday", time: "00:00" });
    });

    it("counts days ago, then gives the date in the date format", () => {
      expect(heading("2026-03-10T20:59:00.000Z", "en")).toEqual({ kind: "days_ago", days: 2 });
      expect(heading("2026-03-05T21:00:00.000Z", "en")).toEqual({ kind: "days_ago", days: 6 });
      expect(heading("2026-03-05T20:59:00.000Z", "en")).toEqual({ kind: "date", date: "5 Mar 2026" });
      expect(heading("2026-02-28T21:30:00.000Z", "sw")).toEqual({ kind: "date", date: "1 Mac 2026" });
    });
  });
});

/** Every source file of the web app but the tests and this helper. */
function webSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return webSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one clock", () => {
  it("no screen formats a date or time, or reads the device's calendar, but through this file", () => {
    const web = join(import.meta.dirname, "..");
    // A formatter without timeZone, or Date's getters, follow the device's zone, not Kampala.
    const deviceClock =
      /Intl\.DateTimeFormat|toLocale(Date|Time)?String|\.get(Hours|Minutes|Date|Day|Month|FullYear)\(\)/;
    const offenders = webSources(web)
      .filter(
        (path) =>
          ![join("lib", "dates.ts"), join("lib", "kampala-year.ts")].some((own) => path.endsWith(own)),
      )
      .filter((path) => deviceClock.test(readFileSync(path, "utf8")))
      .map((path) => relative(web, path));
    expect(offenders).toEqual([]);
  });
});
