import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { ASSISTANT, STORAGE_KEYS } from "@shared/constants";
import { nextHintAt, useHintBubble } from "./use-hint-bubble";

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("nextHintAt", () => {
  it("waits 2 minutes after the page loaded, and 2 hours after the last hint", () => {
    expect(nextHintAt(0, null)).toBe(ASSISTANT.hintDelayMs);
    expect(nextHintAt(0, 1000)).toBe(1000 + ASSISTANT.hintEveryMs);
    expect(nextHintAt(10 * ASSISTANT.hintEveryMs, 0)).toBe(
      10 * ASSISTANT.hintEveryMs + ASSISTANT.hintDelayMs,
    );
  });
});

describe("useHintBubble", () => {
  it("shows after 2 minutes for 10 seconds, and remembers when", () => {
    const start = Date.now();
    const { result } = renderHook(() => useHintBubble({ enabled: true, pageStartedAt: start }));
    act(() => vi.advanceTimersByTime(ASSISTANT.hintDelayMs - 1));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(true);
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastHint))).toBe(Date.now());
    act(() => vi.advanceTimersByTime(ASSISTANT.hintVisibleMs));
    expect(result.current.visible).toBe(false);
  });

  it("does not show again within 2 hours", () => {
    localStorage.setItem(STORAGE_KEYS.lastHint, String(Date.now() - 60_000));
    const start = Date.now();
    const { result } = renderHook(() => useHintBubble({ enabled: true, pageStartedAt: start }));
    act(() => vi.advanceTimersByTime(ASSISTANT.hintEveryMs - 60_001));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(true);
  });

  it("never shows while disabled, and hides when the chat opens", () => {
    const start = Date.now();
    const { result, rerender } = renderHook(
      (enabled: boolean) => useHintBubble({ enabled, pageStartedAt: start }),
      {
        initialProps: false,
      },
    );
    act(() => vi.advanceTimersByTime(ASSISTANT.hintDelayMs));
    expect(result.current.visible).toBe(false);
    rerender(true);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.visible).toBe(true);
    rerender(false);
    expect(result.current.visible).toBe(false);
  });
});
