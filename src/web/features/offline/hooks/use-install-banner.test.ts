import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { INSTALL_BANNER, STORAGE_KEYS } from "@shared/constants";
import { useInstallBanner } from "./use-install-banner";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const NOW = Date.parse("2025-06-02T08:00:00Z");

function fireInstallPrompt() {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

function useUserAgent(userAgent: string) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
}

function standalone(on: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) => ({ matches: on && query.includes("standalone") }) as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  standalone(false);
});
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useInstallBanner in a browser with an install prompt", () => {
  it("shows 3 s after the prompt and keeps the browser from showing its own", () => {
    const { result } = renderHook(() => useInstallBanner());
    const { event } = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(INSTALL_BANNER.browserDelayMs - 1));
    expect(result.current.mode).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.mode).toBe("browser");
  });

  it("Install Now prompts, then forgets the prompt and hides", async () => {
    const { result } = renderHook(() => useInstallBanner());
    const { prompt } = fireInstallPrompt();
    act(() => vi.advanceTimersByTime(INSTALL_BANNER.browserDelayMs));
    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledOnce();
    expect(result.current.mode).toBeNull();
    // The used prompt is gone: another Install Now has nothing to show.
    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledOnce();
  });

  it("Dismiss hides it and stores the time; a prompt within 7 days shows nothing", () => {
    const { result, unmount } = renderHook(() => useInstallBanner());
    fireInstallPrompt();
    act(() => vi.advanceTimersByTime(INSTALL_BANNER.browserDelayMs));
    act(() => result.current.dismiss());
    expect(result.current.mode).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installDismissed)).toBe(String(Date.now()));
    unmount();

    vi.setSystemTime(NOW + INSTALL_BANNER.reshowAfterMs - 60_000);
    const again = renderHook(() => useInstallBanner());
    fireInstallPrompt();
    act(() => vi.advanceTimersByTime(10_000));
    expect(again.result.current.mode).toBeNull();
  });

  it("shows again once the dismissal is more than 7 days old", () => {
    localStorage.setItem(STORAGE_KEYS.installDismissed, String(NOW - INSTALL_BANNER.reshowAfterMs - 1));
    const { result } = renderHook(() => useInstallBanner());
    fireInstallPrompt();
    act(() => vi.advanceTimersByTime(INSTALL_BANNER.browserDelayMs));
    expect(result.current.mode).toBe("browser");
  });

  it("hides when the app gets installed", () => {
    const { result } = renderHook(() => useInstallBanner());
    fireInstallPrompt();
    act(() => vi.advanceTimersByTime(INSTALL_BANNER.browserDelayMs));
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(result.current.mode).toBeNull();
  });
});

describe("useInstallBanner on iOS", () => {
  beforeEach(() => useUserAgent(IPHONE));

  it("shows the steps after 5 s; Dismiss marks them seen for good", () => {
    const { result, unmount } = renderHook(() => useInstallBanner());
    act(() => vi.advanceTimersByTime(INSTALL_BANNER.iosDelayMs - 1));
    expect(result.current.mode).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.mode).toBe("ios");
    act(() => result.current.dismiss());
    expect(localStorage.getItem(STORAGE_KEYS.iosPromptSeen)).toBe("true");
    unmount();

    vi.setSystemTime(NOW + 30 * 24 * 60 * 60 * 1000);
    const later = renderHook(() => useInstallBanner());
    act(() => vi.advanceTimersByTime(10_000));
    expect(later.result.current.mode).toBeNull();
  });

  it("shows nothing when running from the home screen", () => {
    standalone(true);
    const { result } = renderHook(() => useInstallBanner());
    fireInstallPrompt();
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.mode).toBeNull();
  });
});
