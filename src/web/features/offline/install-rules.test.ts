import { afterEach, describe, expect, it } from "vitest";
import { INSTALL_BANNER, STORAGE_KEYS } from "@shared/constants";
import { iosPromptSeen, isIos, mayShowAfterDismissal, recordDismissal } from "./install-rules";

const NOW = Date.parse("2025-06-02T08:00:00Z");

afterEach(() => localStorage.clear());

describe("mayShowAfterDismissal", () => {
  it("allows the banner when it was never dismissed", () => {
    expect(mayShowAfterDismissal(NOW)).toBe(true);
  });

  it("keeps it away for 7 days after a dismissal, and allows it after", () => {
    recordDismissal("browser", NOW);
    expect(localStorage.getItem(STORAGE_KEYS.installDismissed)).toBe(String(NOW));
    expect(mayShowAfterDismissal(NOW + 60_000)).toBe(false);
    expect(mayShowAfterDismissal(NOW + INSTALL_BANNER.reshowAfterMs)).toBe(false);
    expect(mayShowAfterDismissal(NOW + INSTALL_BANNER.reshowAfterMs + 1)).toBe(true);
  });

  it("treats an unreadable stored value as never dismissed", () => {
    localStorage.setItem(STORAGE_KEYS.installDismissed, "yesterday");
    expect(mayShowAfterDismissal(NOW)).toBe(true);
  });
});

describe("recordDismissal", () => {
  it("marks the iOS steps seen only when they were the ones dismissed", () => {
    recordDismissal("browser", NOW);
    expect(iosPromptSeen()).toBe(false);
    recordDismissal("ios", NOW);
    expect(iosPromptSeen()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.iosPromptSeen)).toBe("true");
  });
});

describe("isIos", () => {
  const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints });

  it("recognises iPhone, iPad and iPadOS presenting itself as a Mac", () => {
    expect(isIos(nav("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"))).toBe(true);
    expect(isIos(nav("Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)"))).toBe(true);
    expect(isIos(nav("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 5))).toBe(true);
  });

  it("does not take Android or a desktop Mac for iOS", () => {
    expect(isIos(nav("Mozilla/5.0 (Linux; Android 14; Pixel 8)", 5))).toBe(false);
    expect(isIos(nav("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 0))).toBe(false);
  });
});
