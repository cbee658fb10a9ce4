/**
 * When the install banner may show (spec sections 4 and 9): the browser's install
 * prompt shows it 3 s later unless it was dismissed in the last 7 days; on iOS outside
 * standalone mode it shows after 5 s unless the iOS prompt was seen; never when the
 * app already runs installed.
 */
import { INSTALL_BANNER, STORAGE_KEYS } from "@shared/constants";

export type InstallBannerMode = "browser" | "ios";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the banner may come back next visit, nothing worse.
  }
}

/** Never dismissed, or dismissed more than 7 days ago. */
export function mayShowAfterDismissal(now: number): boolean {
  const dismissedAt = Number(read(STORAGE_KEYS.installDismissed));
  return !dismissedAt || now - dismissedAt > INSTALL_BANNER.reshowAfterMs;
}

export function iosPromptSeen(): boolean {
  return read(STORAGE_KEYS.iosPromptSeen) === "true";
}

/** Dismiss: remember when (and on iOS that the steps were seen). */
export function recordDismissal(mode: InstallBannerMode, now: number) {
  write(STORAGE_KEYS.installDismissed, String(now));
  if (mode === "ios") write(STORAGE_KEYS.iosPromptSeen, "true");
}

/** iPhone, iPod, iPad, and iPadOS that presents itself as a Mac but has a touch screen. */
export function isIos(nav: Pick<Navigator, "userAgent" | "maxTouchPoints"> = navigator): boolean {
  return (
    /iPhone|iPad|iPod/i.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

/** Running as the installed app (any browser; iOS Safari reports it its own way). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone || (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches)
  );
}
