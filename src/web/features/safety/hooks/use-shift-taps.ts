import { useEffect, useRef } from "react";

/** Two presses of Escape within this time trigger the quick exit. */
export const ESCAPE_TWICE_WITHIN_MS = 1000;

/**
 * Calls `onTwice` when Escape is pressed twice in quick succession, anywhere on the page.
 * Listens in the capture phase, so a dialog that handles Escape does not hide it; a
 * held-down key (auto-repeat) does not count as a second press.
 */
export function useEscapeTwice(onTwice: () => void, withinMs = ESCAPE_TWICE_WITHIN_MS) {
  const callback = useRef(onTwice);
  useEffect(() => {
    callback.current = onTwice;
  }, [onTwice]);

  useEffect(() => {
    let lastPress = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.repeat || event.isComposing) return;
      const now = performance.now();
      if (now - lastPress <= withinMs) {
        lastPress = Number.NEGATIVE_INFINITY;
        callback.current();
      } else {
        lastPress = now;
      }
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [withinMs]);
}
