/**
 * The head's script, run as the server sends it (its own source text), on a page drawn in
 * English (docs/decisions/076).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BEFORE_PAINT_SCRIPT } from "./render-page";

const root = document.documentElement;

function runAsSent() {
  // The script exactly as the page carries it.
  new Function(BEFORE_PAINT_SCRIPT)();
}

function systemTheme(dark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: dark && query.includes("dark") }));
}

function navigationType(type: NavigationTimingType) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

beforeEach(() => {
  root.lang = "en";
  root.className = "";
  root.removeAttribute("data-splash-shown");
  root.removeAttribute("data-redraw");
  root.style.visibility = "";
  root.removeAttribute("data-app-code");
  root.removeAttribute("data-page-code");
  document.head.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  systemTheme(false);
  navigationType("navigate");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("before the first paint", () => {
  it("leaves a page as sent on a device that chose nothing", () => {
    runAsSent();
    expect(root.className).toBe("");
    expect(root.hasAttribute("data-splash-shown")).toBe(false);
    expect(root.hasAttribute("data-redraw")).toBe(false);
    expect(root.style.visibility).toBe("");
  });

  it("is dark when chosen, or when the system is and nothing else was chosen", () => {
    localStorage.setItem("vite-ui-theme", "dark");
    runAsSent();
    expect(root.classList.contains("dark")).toBe(true);

    root.className = "";
    localStorage.setItem("vite-ui-theme", "system");
    systemTheme(true);
    runAsSent();
    expect(root.classList.contains("dark")).toBe(true);

    root.className = "";
    localStorage.setItem("vite-ui-theme", "light");
    runAsSent();
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("hides the splash where this tab has shown it", () => {
    sessionStorage.setItem("splash-shown", "1");
    runAsSent();
    expect(root.hasAttribute("data-splash-shown")).toBe(true);
  });

  it("hides the page until the app draws it again in discreet mode", () => {
    localStorage.setItem("discreet-mode", "on");
    runAsSent();
    expect(root.hasAttribute("data-redraw")).toBe(true);
  });

  it("hides the page until the app draws it again in the language chosen here, and only then", () => {
    localStorage.setItem("i18nextLng", "en-GB");
    runAsSent();
    expect(root.hasAttribute("data-redraw")).toBe(false);

    localStorage.setItem("i18nextLng", "fr");
    runAsSent();
    expect(root.hasAttribute("data-redraw")).toBe(false);

    localStorage.setItem("i18nextLng", "sw");
    runAsSent();
    expect(root.hasAttribute("data-redraw")).toBe(true);
  });

  it("shows nothing when the page is reached by the back button after a quick exit", () => {
    sessionStorage.setItem("w", "1");
    runAsSent();
    expect(root.style.visibility).toBe("");

    navigationType("back_forward");
    runAsSent();
    expect(root.style.visibility).toBe("hidden");
  });

  it("holds back a form sent before the app has taken the page over, and only then", () => {
    runAsSent();
    const form = document.createElement("form");
    document.body.append(form);
    const sent = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(sent()).toBe(false);
    root.setAttribute("data-app-ready", "");
    expect(sent()).toBe(true);
    form.remove();
    root.removeAttribute("data-app-ready");
  });

  it("paints the page as sent when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(runAsSent).not.toThrow();
    expect(root.hasAttribute("data-redraw")).toBe(false);
  });
});

describe("the app's code", () => {
  const APP_CODE = "/assets/index-a1.js /assets/react-b2.js /assets/i18n-c3.js";
  const loaded = () => ({
    entry: [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
      script.getAttribute("src"),
    ),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    ),
  });
  let frames: FrameRequestCallback[];
  // The script waits for the page to be parsed; each test's wait is its own.
  let waits: EventListener[];

  beforeEach(() => {
    frames = [];
    waits = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    const listen = document.addEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      if (type === "DOMContentLoaded") waits.push(listener as EventListener);
      listen(type, listener, options);
    });
  });
  afterEach(() => {
    waits.forEach((wait) => document.removeEventListener("DOMContentLoaded", wait));
    vi.useRealTimers();
  });

  const pageParsed = () => document.dispatchEvent(new Event("DOMContentLoaded"));
  const framePainted = () => {
    frames.splice(0).forEach((frame) => frame(0));
    vi.runAllTimers();
  };

  it("is loaded once the page has been parsed and painted, the entry with its imports", () => {
    root.setAttribute("data-app-code", APP_CODE);
    runAsSent();
    pageParsed();
    expect(loaded().entry).toEqual([]);
    framePainted();
    expect(loaded()).toEqual({
      entry: ["/assets/index-a1.js"],
      preloads: ["/assets/react-b2.js", "/assets/i18n-c3.js"],
    });
    expect(document.head.querySelector("script")?.crossOrigin).toBe("");
  });

  it("is followed, in a task of its own, by the page's own code", () => {
    root.setAttribute("data-app-code", APP_CODE);
    root.setAttribute("data-page-code", "/assets/home-page-d4.js /assets/locales/en-home-e5.js");
    runAsSent();
    pageParsed();
    vi.advanceTimersToNextTimer(); // the frame
    vi.advanceTimersToNextTimer(); // the task after it
    expect(loaded()).toEqual({
      entry: ["/assets/index-a1.js"],
      preloads: ["/assets/react-b2.js", "/assets/i18n-c3.js"],
    });
    vi.advanceTimersToNextTimer();
    expect(loaded().preloads).toEqual([
      "/assets/react-b2.js",
      "/assets/i18n-c3.js",
      "/assets/home-page-d4.js",
      "/assets/locales/en-home-e5.js",
    ]);
  });

  it("is loaded at once where nothing of the page shows: a page the app draws again", () => {
    root.setAttribute("data-app-code", APP_CODE);
    localStorage.setItem("discreet-mode", "on");
    runAsSent();
    pageParsed();
    expect(loaded().entry).toEqual(["/assets/index-a1.js"]);
  });

  it("is left to the shell's own tags where the server wrote no list", () => {
    runAsSent();
    pageParsed();
    framePainted();
    expect(loaded()).toEqual({ entry: [], preloads: [] });
  });
});
