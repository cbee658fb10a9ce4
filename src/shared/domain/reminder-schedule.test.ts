import { describe, expect, it } from "vitest";
import { lastDays, localDate, localTime, nextOccurrence, nextWeekly, weekdayOf } from "./reminder-schedule";

describe("nextOccurrence in Africa/Kampala (UTC+3)", () => {
  it("answers later today when the time has not come yet", () => {
    expect(nextOccurrence("09:00", new Date("2026-05-01T05:00:00Z")).toISOString()).toBe(
      "2026-05-01T06:00:00.000Z",
    );
  });

  it("answers tomorrow when the time has come or passed", () => {
    expect(nextOccurrence("08:00", new Date("2026-05-01T05:00:00Z")).toISOString()).toBe(
      "2026-05-02T05:00:00.000Z",
    );
    expect(nextOccurrence("07:59", new Date("2026-05-01T05:00:00Z")).toISOString()).toBe(
      "2026-05-02T04:59:00.000Z",
    );
  });

  it("crosses a month and a year by the Kampala calendar, not UTC's", () => {
    // 22:30 UTC on 31 December is already 01:30 on 1 January in Kampala.
    expect(nextOccurrence("00:15", new Date("2026-12-31T22:30:00Z")).toISOString()).toBe(
      "2027-01-01T21:15:00.000Z",
    );
    expect(nextOccurrence("23:45", new Date("2026-01-31T20:00:00Z")).toISOString()).toBe(
      "2026-01-31T20:45:00.000Z",
    );
  });

  it("follows a zone with daylight saving to the same wall-clock time", () => {
    // London moves from UTC+0 to UTC+1 on 29 March 2026.
    const before = nextOccurrence("08:00", new Date("2026-03-28T09:00:00Z"), "Europe/London");
    expect(before.toISOString()).toBe("2026-03-29T07:00:00.000Z");
  });

  it("refuses a time that is not HH:MM", () => {
    expect(() => nextOccurrence("8:00", new Date())).toThrow(RangeError);
  });
});

describe("Kampala calendar helpers", () => {
  it("names the local day and time of an instant", () => {
    const instant = new Date("2026-06-30T22:05:00Z");
    expect(localDate(instant)).toBe("2026-07-01");
    expect(localTime(instant)).toBe("01:05");
  });

  it("lists the last N days, oldest first, ending today", () => {
    const days = lastDays(new Date("2026-03-02T10:00:00Z"), 3);
    expect(days).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("nextWeekly in Africa/Kampala", () => {
  // Saturday 28 November 2026, 23:30 in Kampala (20:30 UTC).
  const saturdayNight = new Date("2026-11-28T20:30:00Z");

  it("reads the weekday in Kampala, not in UTC", () => {
    expect(weekdayOf(saturdayNight)).toBe(6);
    // 22:00 UTC on Saturday is already Sunday 01:00 in Kampala.
    expect(weekdayOf(new Date("2026-11-28T22:00:00Z"))).toBe(0);
  });

  it("finds the chosen day and time, a week on when it has just passed", () => {
    expect(nextWeekly(1, "08:00", saturdayNight).toISOString()).toBe("2026-11-30T05:00:00.000Z");
    expect(nextWeekly(6, "23:45", saturdayNight).toISOString()).toBe("2026-11-28T20:45:00.000Z");
    expect(nextWeekly(6, "20:00", saturdayNight).toISOString()).toBe("2026-12-05T17:00:00.000Z");
    const monday = new Date("2026-11-30T05:00:00Z");
    expect(nextWeekly(1, "08:00", monday).toISOString()).toBe("2026-12-07T05:00:00.000Z");
  });
});
