import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { SHIFT_TAPS_WITHIN_MS, useShiftTaps } from "./use-shift-taps";

const key = (type: "keydown" | "keyup", name: string, init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent(type, { key: name, bubbles: true, ...init }));
const tap = (name: string) => {
  key("keydown", name);
  key("keyup", name);
};

let now = 1000;
afterEach(() => {
  vi.restoreAllMocks();
});
function mount() {
  now = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  const onTaps = vi.fn();
  const hook = renderHook(() => useShiftTaps(onTaps));
  return { onTaps, ...hook };
}

describe("useShiftTaps", () => {
  it("fires on three lone taps of Shift within the time, once", () => {
    const { onTaps } = mount();
    tap("Shift");
    now += 400;
    tap("Shift");
    expect(onTaps).not.toHaveBeenCalled();
    now += 400;
    tap("Shift");
    expect(onTaps).toHaveBeenCalledTimes(1);
    now += 10;
    tap("Shift");
    expect(onTaps).toHaveBeenCalledTimes(1);
  });

  it("never fires on Escape, however often it is pressed (closing dialogs)", () => {
    const { onTaps } = mount();
    for (let index = 0; index < 6; index += 1) {
      tap("Escape");
      now += 100;
    }
    expect(onTaps).not.toHaveBeenCalled();
  });

  it("ignores Shift used for typing capitals, a held-down Shift and taps too far apart", () => {
    const { onTaps } = mount();
    // "ABC": Shift held while letters are typed.
    for (const letter of ["A", "B", "C"]) {
      key("keydown", "Shift");
      tap(letter);
      key("keyup", "Shift");
    }
    key("keydown", "Shift");
    key("keydown", "Shift", { repeat: true });
    key("keyup", "Shift");
    tap("Shift");
    now += SHIFT_TAPS_WITHIN_MS + 1;
    tap("Shift");
    expect(onTaps).not.toHaveBeenCalled();
  });

  it("starts again after another key", () => {
    const { onTaps } = mount();
    tap("Shift");
    tap("Shift");
    tap("a");
    tap("Shift");
    expect(onTaps).not.toHaveBeenCalled();
  });

  it("stops listening when unmounted", () => {
    const { onTaps, unmount } = mount();
    unmount();
    tap("Shift");
    tap("Shift");
    tap("Shift");
    expect(onTaps).not.toHaveBeenCalled();
  });
});
