/**
 * What runs in a page's <head> before anything is painted (docs/decisions/076). The server
 * sends public pages already drawn; this script makes that first paint right for this device:
 * - the dark theme, if chosen or the system's, so a dark page never flashes white;
 * - no splash where this tab has shown it already (the page is sent with the splash in it);
 * - a page the app must draw again (discreet mode, or another language chosen here than the
 *   one the page was sent in) stays hidden until it has been, so neither the product's name
 *   nor the wrong language shows for a moment;
 * - back on a page after a quick exit, nothing shows (main.tsx then leaves for the neutral page);
 * - a form sent before the app has taken the page over is held back: the browser would send
 *   it itself, with what was written in the page's address;
 * - the app's code is loaded once the page has been painted (docs/decisions/078), at once
 *   where nothing of the page shows; then the page's own code, which the app asks for as it
 *   starts (docs/decisions/097).
 *
 * It is sent as its own source text (`toString`), so it uses nothing from outside itself.
 * Storage can be blocked: then the page is painted as sent.
 */
import { APP_CODE_ATTRIBUTE, PAGE_CODE_ATTRIBUTE } from "@shared/prerender";

/**
 * What this script and the app mark on <html>: the app has taken the page over
 * (app/page-taken-over.tsx); this tab has shown the splash; the app must draw the page again.
 * The rules they switch are inline in index.html.
 */
export const PAINT_MARKS = {
  appReady: "data-app-ready",
  splashShown: "data-splash-shown",
  redraw: "data-redraw",
  /** Written by the server: the app's code to load, and the page's own (shared/prerender.ts). */
  appCode: APP_CODE_ATTRIBUTE,
  pageCode: PAGE_CODE_ATTRIBUTE,
} as const;

export interface BeforePaintKeys {
  theme: string;
  language: string;
  languages: readonly string[];
  splashShown: string;
  discreetMode: string;
  exited: string;
  marks: typeof PAINT_MARKS;
}

export function beforePaint(keys: BeforePaintKeys): void {
  const root = document.documentElement;
  document.addEventListener(
    "submit",
    (event) => {
      if (!root.hasAttribute(keys.marks.appReady)) event.preventDefault();
    },
    true,
  );
  try {
    const theme = localStorage.getItem(keys.theme);
    const systemDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    if (theme === "dark" || (theme !== "light" && systemDark)) root.classList.add("dark");
    if (sessionStorage.getItem(keys.splashShown) === "1") root.setAttribute(keys.marks.splashShown, "");
    const chosen = (localStorage.getItem(keys.language) ?? "").toLowerCase().split("-")[0] ?? "";
    const otherLanguage = keys.languages.includes(chosen) && chosen !== root.lang;
    if (localStorage.getItem(keys.discreetMode) === "on" || otherLanguage)
      root.setAttribute(keys.marks.redraw, "");
    const navigation = performance.getEntriesByType("navigation")[0] as
      PerformanceNavigationTiming | undefined;
    if (sessionStorage.getItem(keys.exited) !== null && navigation?.type === "back_forward")
      root.style.visibility = "hidden";
  } catch {
    // Storage blocked: nothing was chosen on this device that the page could differ from.
  }
  const list = (mark: string) => (root.getAttribute(mark) ?? "").split(" ").filter(Boolean);
  const [entry, ...imports] = list(keys.marks.appCode);
  if (!entry) return; // The shell: its own tags load the app.
  const preload = (addresses: string[]) => {
    for (const href of addresses) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  };
  const load = () => {
    preload(imports);
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
    // In a task of its own: each link costs the main thread a little. The app finds the
    // page's code asked for already (Vite's preloads skip an address a link has).
    setTimeout(() => preload(list(keys.marks.pageCode)), 0);
  };
  const shows =
    !root.hasAttribute(keys.marks.redraw) &&
    root.style.visibility !== "hidden" &&
    document.visibilityState === "visible";
  document.addEventListener("DOMContentLoaded", () => {
    // A frame's callbacks run just before it is painted; a task queued from one, after. A
    // tab in the background paints no frame; a hidden page has nothing to wait for.
    if (shows) requestAnimationFrame(() => setTimeout(load, 0));
    else load();
  });
}
