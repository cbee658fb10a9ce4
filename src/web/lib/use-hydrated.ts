/**
 * For what only the device knows (storage, the clock, the screen) on a page the server drew
 * (docs/decisions/076): the first render in the browser must draw what the server drew, so
 * such values are read with `useSyncExternalStore`, whose server snapshot is also what
 * hydration renders; the device's own value follows at once after.
 */
import { useSyncExternalStore } from "react";

/** For values that change only with a new render. */
export const noChanges = () => () => {};

/** False while the page is drawn ahead of time and while the browser takes it over; true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
