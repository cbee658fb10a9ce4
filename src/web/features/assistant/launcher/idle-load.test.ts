import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_LOAD_DELAY_MS, scheduleIdleLoad } from "./idle-load";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleIdleLoad", () => {
  it("loads a few seconds after the page, when the browser is idle", () => {
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", idle);
    const load = vi.fn();
    scheduleIdleLoad(load);
    vi.advanceTimersByTime(IDLE_LOAD_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never loads in the background when the browser asks to save data", () => {
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    const load = vi.fn();
    scheduleIdleLoad(load);
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();
  });

  it("can be cancelled", () => {
    const load = vi.fn();
    const cancel = scheduleIdleLoad(load);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();
  });
});
