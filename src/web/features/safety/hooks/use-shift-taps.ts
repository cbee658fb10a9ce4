import { useEffect, useRef } from "react";

/** Three taps of Shift alone, all within this time, trigger the quick exit. */
export const SHIFT_TAPS = 3;
export const SHIFT_TAPS_WITHIN_MS = 1500;

/**
 * Calls `onTaps` when Shift is tapped on its own three times in quick succession,
 * anywhere on the page (docs/decisions/052). Ordinary use never does this: typing holds
 * Shift with another key, and no dialog or menu uses Shift alone, unlike Escape, which
 * closes dialogs. A tap is a Shift press released with no other key in between; any other
 * key, or a held-down Shift (auto-repeat), starts the count again.
 */
export function useShiftTaps(onTaps: () => void, withinMs = SHIFT_TAPS_WITHIN_MS) {
  const callback = useRef(onTaps);
  useEffect(() => {
    callback.current = onTaps;
  }, [onTaps]);

  useEffect(() => {
    let taps: number[] = [];
    let shiftAlone = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Shift" && !event.repeat && !event.isComposing) {
        shiftAlone = true;
        return;
      }
      shiftAlone = false;
      taps = [];
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== "Shift" || !shiftAlone) return;
      shiftAlone = false;
      const now = performance.now();
      taps = [...taps.filter((at) => now - at <= withinMs), now];
      if (taps.length >= SHIFT_TAPS) {
        taps = [];
        callback.current();
      }
    };
    // A Shift held while the window lost focus would otherwise count as alone.
    const onBlur = () => {
      shiftAlone = false;
      taps = [];
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    window.addEventListener("keyup", onKeyUp, { capture: true });
    window.addEventListener("blur", onBlur);
    return () => {
      window.removeEventListener("keydown", onKeyDown, { capture: true });
      window.removeEventListener("keyup", onKeyUp, { capture: true });
      window.removeEventListener("blur", onBlur);
    };
  }, [withinMs]);
}
