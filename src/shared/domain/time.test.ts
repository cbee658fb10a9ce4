import { describe, it, expect, vi } from "vitest";
import {
  calendarParts,
  chatHistoryDate,
  formatChatHistoryDateEn,
  formatRelativeTimeEn,
  relativeTime,
} from "./time";

const NOW = Date.parse("2025-03-10T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms);
const MIN = 60_000;

describe("relativeTime", () => {
  it.each([
    [0, { unit: "now", value: 0 }, "Just now"],
    [59_999, { unit: "now", value: 0 }, "Just now"],
    [MIN, { unit: "m", value: 1 }, "1m ago"],
    [59 * MIN + 59_000, { unit: "m", value: 59 }, "59m ago"],
    [60 * MIN, { unit: "h", value: 1 }, "1h ago"],
    [1439 * MIN, { unit: "h", value: 23 }, "23h ago"],
    [1440 * MIN, { unit: "d", value: 1 }, "1d ago"],
    [10 * 1440 * MIN, { unit: "d", value: 10 }, "10d ago"],
  ])("%i ms ago is %o", (elapsed, expected, english) => {
    const value = relativeTime(ago(elapsed), NOW);
    expect(value).toEqual(expected);
    expect(formatRelativeTimeEn(value)).toBe(english);
  });

  it("accepts ISO strings and treats a future time (clock skew) as just now", () => {
    expect(relativeTime("2025-03-10T11:55:00Z", "2025-03-10T12:00:00Z")).toEqual({ unit: "m", value: 5 });
    expect(relativeTime(NOW + 5 * MIN, NOW)).toEqual({ unit: "now", value: 0 });
  });

  it("treats an unreadable time as just now instead of NaN", () => {
    expect(formatRelativeTimeEn(relativeTime("not a date", NOW))).toBe("Just now");
  });
});

describe("chatHistoryDate", () => {
  // 2025-03-10 12:00 UTC is 15:00 in Kampala (UTC+3).
  it("says Today at the Kampala time", () => {
    const value = chatHistoryDate("2025-03-10T06:05:00Z", NOW);
    expect(value).toEqual({ kind: "today", time: "09:05" });
    expect(formatChatHistoryDateEn(value)).toBe("Today at 09:05");
  });

  it("counts calendar days in Kampala, not in UTC", () => {
    // 22:30 UTC on the 9th is 01:30 on the 10th in Kampala: today, not yesterday.
    expect(chatHistoryDate("2025-03-09T22:30:00Z", NOW)).toEqual({ kind: "today", time: "01:30" });
    expect(chatHistoryDate("2025-03-09T20:30:00Z", NOW)).toEqual({ kind: "yesterday", time: "23:30" });
  });

  it("says Yesterday at, then N days ago for 2 to 6 days, then the date", () => {
    expect(formatChatHistoryDateEn(chatHistoryDate("2025-03-09T05:00:00Z", NOW))).toBe("Yesterday at 08:00");
    expect(formatChatHistoryDateEn(chatHistoryDate("2025-03-08T12:00:00Z", NOW))).toBe("2 days ago");
    expect(formatChatHistoryDateEn(chatHistoryDate("2025-03-04T12:00:00Z", NOW))).toBe("6 days ago");
    const weekOld = chatHistoryDate("2025-03-03T12:00:00Z", NOW);
    expect(weekOld).toEqual({ kind: "date", date: "2025-03-03" });
    expect(formatChatHistoryDateEn(weekOld)).toBe("3 Mar 2025");
  });

  it("uses another time zone when asked", () => {
    expect(chatHistoryDate("2025-03-09T22:30:00Z", NOW, "UTC")).toEqual({ kind: "yesterday", time: "22:30" });
  });
});

describe("calendarParts", () => {
  it("gives the calendar in the time zone, making its formatter once however many dates are asked", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(calendarParts(Date.UTC(2026, 10, 30, 21, 30), "Africa/Kampala")).toEqual({
        year: 2026,
        month: 12,
        day: 1,
        hour: 0,
        minute: 30,
      });
      for (let hour = 0; hour < 100; hour += 1) calendarParts(hour * 3_600_000, "Africa/Kampala");
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });
});
