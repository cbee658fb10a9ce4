/**
 * The splash shows on the first load of a browser session only (docs/decisions/010):
 * a flag in session storage remembers that it has run.
 */
import { STORAGE_KEYS } from "@shared/constants";

export function splashAlreadyShown(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.splashShown) === "1";
  } catch {
    // Storage blocked: better no splash than one on every page load.
    return true;
  }
}

export function markSplashShown(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.splashShown, "1");
  } catch {
    // Nothing to remember it in; the splash simply may show again.
  }
}
