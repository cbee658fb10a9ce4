import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@shared/constants";
import { markSplashShown, splashAlreadyShown } from "./splash-session";

describe("splash session flag", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("is unset in a new session and set once the splash has run", () => {
    expect(splashAlreadyShown()).toBe(false);
    markSplashShown();
    expect(splashAlreadyShown()).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.splashShown)).toBe("1");
  });

  it("counts as shown when storage is blocked, so the splash never repeats on every load", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(splashAlreadyShown()).toBe(true);
  });
});
