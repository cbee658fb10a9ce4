import { describe, it, expect } from "vitest";
import {
  currentUsage,
  formatUsageBannerEn,
  isBlocked,
  parseUsageCounter,
  recordMessage,
  remainingMessages,
  usageBanner,
  windowResetsAt,
  type UsageCounter,
} from "./usage";

const T0 = 1_700_000_000_000;
const MIN = 60_000;
const HOUR = 60 * MIN;

function send(times: number[]): UsageCounter | null {
  return times.reduce<UsageCounter | null>((usage, at) => recordMessage(usage, at), null);
}

describe("anonymous usage counter", () => {
  it("starts a window at the first message and counts up to the limit", () => {
    const usage = send([T0, T0 + MIN, T0 + 2 * MIN]);
    expect(usage).toEqual({ count: 3, timestamp: T0 });
    expect(remainingMessages(usage, T0 + 3 * MIN)).toBe(2);
    expect(isBlocked(usage, T0 + 3 * MIN)).toBe(false);
  });

  it("blocks at 5 messages within the hour", () => {
    const usage = send([T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4]);
    expect(isBlocked(usage, T0 + 10 * MIN)).toBe(true);
    expect(remainingMessages(usage, T0 + 10 * MIN)).toBe(0);
    expect(isBlocked({ count: 9, timestamp: T0 }, T0)).toBe(true);
  });

  it("resets one hour after the window's timestamp", () => {
    const usage = send([T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4]);
    expect(isBlocked(usage, T0 + HOUR - 1)).toBe(true);
    expect(isBlocked(usage, T0 + HOUR)).toBe(false);
    expect(currentUsage(usage, T0 + HOUR)).toEqual({ count: 0, timestamp: T0 + HOUR });
    expect(recordMessage(usage, T0 + HOUR + 5)).toEqual({ count: 1, timestamp: T0 + HOUR + 5 });
    expect(windowResetsAt(usage, T0 + 5 * MIN)).toBe(T0 + HOUR);
  });

  it("starts afresh when the stored window is in the future (clock changed)", () => {
    expect(currentUsage({ count: 5, timestamp: T0 + HOUR }, T0)).toEqual({ count: 0, timestamp: T0 });
  });

  it("shows the banner only when 2 or fewer remain", () => {
    expect(usageBanner(null, T0)).toEqual({ kind: "none" });
    expect(usageBanner({ count: 2, timestamp: T0 }, T0)).toEqual({ kind: "none" });
    expect(usageBanner({ count: 3, timestamp: T0 }, T0)).toEqual({ kind: "remaining", remaining: 2 });
    expect(usageBanner({ count: 4, timestamp: T0 }, T0)).toEqual({ kind: "remaining", remaining: 1 });
    expect(usageBanner({ count: 5, timestamp: T0 }, T0)).toEqual({ kind: "limit_reached" });
    expect(usageBanner({ count: 5, timestamp: T0 }, T0 + HOUR)).toEqual({ kind: "none" });
  });

  it("formats the banner in English", () => {
    expect(formatUsageBannerEn({ kind: "remaining", remaining: 2 })).toBe("2 free messages remaining");
    expect(formatUsageBannerEn({ kind: "remaining", remaining: 1 })).toBe("1 free message remaining");
    expect(formatUsageBannerEn({ kind: "limit_reached" })).toBe("Free limit reached");
    expect(formatUsageBannerEn({ kind: "none" })).toBeNull();
  });

  it("reads stored counters defensively", () => {
    expect(parseUsageCounter('{"count":2,"timestamp":1700000000000}')).toEqual({ count: 2, timestamp: T0 });
    expect(parseUsageCounter({ count: 1, timestamp: T0 })).toEqual({ count: 1, timestamp: T0 });
    expect(parseUsageCounter("{broken")).toBeNull();
    expect(parseUsageCounter({ count: -1, timestamp: T0 })).toBeNull();
    expect(parseUsageCounter({ count: 1.5, timestamp: T0 })).toBeNull();
    expect(parseUsageCounter({ count: 1 })).toBeNull();
    expect(parseUsageCounter(null)).toBeNull();
  });
});
