import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { ESCAPE_TWICE_WITHIN_MS, useEscapeTwice } from "./use-escape-twice";

const press = (key: string, init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...init }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useEscapeTwice", () => {
  it("fires on two presses of Escape within the time, once", () => {
    let now = 1000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const onTwice = vi.fn();
    renderHook(() => useEscapeTwice(onTwice));
    press("Escape");
    now += ESCAPE_TWICE_WITHIN_MS - 1;
    press("Escape");
    expect(onTwice).toHaveBeenCalledTimes(1);
    now += 10;
    press("Escape");
    expect(onTwice).toHaveBeenCalledTimes(1);
  });

  it("ignores presses too far apart, other keys in between, and a held-down key", () => {
    let now = 1000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const onTwice = vi.fn();
    renderHook(() => useEscapeTwice(onTwice));
    press("Escape");
    now += ESCAPE_TWICE_WITHIN_MS + 1;
    press("Enter");
    press("Escape", { repeat: true });
    expect(onTwice).not.toHaveBeenCalled();
  });

  it("stops listening when unmounted", () => {
    const onTwice = vi.fn();
    const { unmount } = renderHook(() => useEscapeTwice(onTwice));
    unmount();
    press("Escape");
    press("Escape");
    expect(onTwice).not.toHaveBeenCalled();
  });
});
