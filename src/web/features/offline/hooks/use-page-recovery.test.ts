import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { retryDelay, RETRY_DELAYS_MS, usePageRecovery } from "./use-page-recovery";

let online = false;

beforeEach(() => {
  vi.useFakeTimers();
  online = false;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const failing = () =>
  vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));

function goOnline() {
  online = true;
  window.dispatchEvent(new Event("online"));
}

describe("retryDelay", () => {
  it("waits longer after each failure, up to the last delay", () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([1000, 2000, 5000, 10_000, 30_000, 30_000]);
    expect(retryDelay(0)).toBe(RETRY_DELAYS_MS[0]);
  });
});

describe("usePageRecovery", () => {
  it("offline, tries nothing until the connection returns, then at once", async () => {
    const reload = failing();
    renderHook(() => usePageRecovery(reload));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(reload).not.toHaveBeenCalled();

    await act(async () => goOnline());
    expect(reload).toHaveBeenCalledOnce();
  });

  it("keeps trying, more and more slowly, while online and failing", async () => {
    const reload = failing();
    renderHook(() => usePageRecovery(reload));
    await act(async () => goOnline());
    expect(reload).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reload).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(reload).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("shown while the browser says online (the server out of reach), tries again a second later", async () => {
    online = true;
    const reload = failing();
    renderHook(() => usePageRecovery(reload));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("stops the timed attempts when the connection drops again", async () => {
    const reload = failing();
    renderHook(() => usePageRecovery(reload));
    await act(async () => goOnline());
    online = false;
    await act(async () => window.dispatchEvent(new Event("offline")));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("a tap that fails says still offline; a tap while one runs starts nothing", async () => {
    let settle: (ok: boolean) => void = () => undefined;
    const reload = vi.fn(
      () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error())))),
    );
    const { result } = renderHook(() => usePageRecovery(reload));
    act(() => result.current.tryAgain());
    expect(result.current.trying).toBe(true);
    act(() => result.current.tryAgain());
    expect(reload).toHaveBeenCalledOnce();

    await act(async () => settle(false));
    expect(result.current).toMatchObject({ trying: false, stillOffline: true });
  });

  it("no longer listens once gone", async () => {
    const reload = failing();
    const { unmount } = renderHook(() => usePageRecovery(reload));
    unmount();
    await act(async () => goOnline());
    expect(reload).not.toHaveBeenCalled();
  });
});
