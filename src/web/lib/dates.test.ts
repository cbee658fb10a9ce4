import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("dates", () => {
  it("shows Kampala time, whatever the device's zone", () => {
    // 21:30 UTC is 00:30 the next day in Kampala (UTC+3).
    expect(formatDateTime("2026-03-11T21:30:00.000Z", "en")).toMatch(/12 Mar 2026.*00:30/);
    expect(formatDate("2026-03-11T21:30:00.000Z", "en")).toBe("12 Mar 2026");
  });

  it("speaks Swahili for Swahili readers", () => {
    expect(formatDate("2026-03-12T09:00:00.000Z", "sw")).not.toBe(
      formatDate("2026-03-12T09:00:00.000Z", "en"),
    );
  });

  it("gives an empty text for an unreadable date", () => {
    expect(formatDateTime("not a date", "en")).toBe("");
  });
});
