import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSplashProgress } from "./use-splash-progress";

describe("useSplashProgress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rises 2 % every 50 ms and completes 500 ms after reaching 100", () => {
    const onComplete = vi.fn();
    const { result } = renderHook(() => useSplashProgress(onComplete));
    expect(result.current.progress).toBe(0);

    act(() => vi.advanceTimersByTime(50));
    expect(result.current.progress).toBe(2);

    act(() => vi.advanceTimersByTime(950));
    expect(result.current.progress).toBe(40);

    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.progress).toBe(100);
    expect(onComplete).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(499));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(result.current.progress).toBe(100);
  });

  it("shows the next of the 15 tips every second, then starts again", () => {
    const { result } = renderHook(() => useSplashProgress(() => {}));
    expect(result.current.tipIndex).toBe(0);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.tipIndex).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.tipIndex).toBe(1);
    act(() => vi.advanceTimersByTime(14_000));
    expect(result.current.tipIndex).toBe(0);
  });
});
