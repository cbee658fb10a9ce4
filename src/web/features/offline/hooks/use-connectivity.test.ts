import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { BACK_ONLINE_COUNTDOWN_MS } from "@shared/constants";
import { useBackOnline, useOnlineStatus } from "./use-connectivity";

let online = true;

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useOnlineStatus", () => {
  it("follows the browser's online and offline events", () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    goOnline(false);
    expect(result.current).toBe(false);
    goOnline(true);
    expect(result.current).toBe(true);
  });
});

describe("useBackOnline", () => {
  it("says nothing for an online event that did not follow an offline period", () => {
    const { result } = renderHook(() => useBackOnline());
    goOnline(true);
    expect(result.current.since).toBeNull();
  });

  it("is set for 2 seconds when the connection returns", () => {
    const { result } = renderHook(() => useBackOnline());
    goOnline(false);
    goOnline(true);
    expect(result.current.since).not.toBeNull();
    act(() => vi.advanceTimersByTime(BACK_ONLINE_COUNTDOWN_MS - 1));
    expect(result.current.since).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.since).toBeNull();
  });

  it("counts a page that started offline as having been offline", () => {
    online = false;
    const { result } = renderHook(() => useBackOnline());
    goOnline(true);
    expect(result.current.since).not.toBeNull();
  });

  it("goes at once when the connection drops again, or when hidden", () => {
    const { result } = renderHook(() => useBackOnline());
    goOnline(false);
    goOnline(true);
    goOnline(false);
    expect(result.current.since).toBeNull();
    goOnline(true);
    act(() => result.current.hide());
    expect(result.current.since).toBeNull();
  });
});
