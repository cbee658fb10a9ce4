/**
 * The quick exit (docs/safety.md): the page goes blank at once, the session is signed
 * out, the device's traces are cleared, and the neutral page replaces this one in the
 * history, so the back button does not lead back.
 */
import { markSignOutPending } from "@web/lib/auth";
import { getConfig } from "@web/lib/config";
import { api, withBody } from "@web/lib/api";
import { clearDeviceTraces, clearStorageTraces } from "@web/lib/device-traces";
import type { SignOutRequest } from "@shared/api/account";

/** Set in session storage after an exit; its name says nothing. */
export const EXITED_MARKER = "w";
/** The longest the exit waits for clean-up before leaving; clean-up that is slower finishes on its own. */
export const CLEANUP_BUDGET_MS = 300;

// keepalive: these requests outlive this page. Nothing waits for their answers.
const OUTLIVING_THE_PAGE = { init: { keepalive: true } };

function signOutInBackground() {
  void api.account["sign-out"]
    .$post(withBody({}, { scope: "local" } satisfies SignOutRequest), OUTLIVING_THE_PAGE)
    .catch(() => undefined);
}

/**
 * A visitor's live chat with a navigator ends too (its cookie is HttpOnly: only the server
 * can drop it), so the navigator reads that they left and nobody can pick it up here.
 */
function endLiveChatInBackground() {
  void api["live-chat"].$delete(undefined, OUTLIVING_THE_PAGE).catch(() => undefined);
}

function markExited() {
  // The background sign-out may not get through (offline): the next start finishes it.
  markSignOutPending();
  try {
    sessionStorage.setItem(EXITED_MARKER, "1");
  } catch {
    // No session storage: the back button may show the previous page, as without this guard.
  }
}

export interface QuickExitOptions {
  navigate?: (url: string) => void;
}

let leaving = false;

export async function quickExit({ navigate = (url) => window.location.replace(url) }: QuickExitOptions = {}) {
  if (leaving) return;
  leaving = true;
  // Blank first: whoever is looking sees nothing more of this page from now on.
  document.documentElement.style.visibility = "hidden";
  signOutInBackground();
  endLiveChatInBackground();
  await Promise.race([clearDeviceTraces(), new Promise((resolve) => setTimeout(resolve, CLEANUP_BUDGET_MS))]);
  markExited();
  // Code that saves on the way out (a chat saved on close) runs before this listener,
  // which is added last: whatever it wrote is cleared again.
  window.addEventListener("pagehide", () => {
    clearStorageTraces();
    markExited();
  });
  navigate(getConfig().quickExitUrl);
  // The page is going; should it stay (a blocked navigation), another press may try again.
  leaving = false;
}

function cameBackThroughHistory(): boolean {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === "back_forward";
}

function exitedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(EXITED_MARKER) !== null;
  } catch {
    return false;
  }
}

/** The plain weather page the quick exit opens unless the operator chose another address. */
export const NEUTRAL_PAGE_PATH = "/weather";

/** This page is our neutral page: it renders alone, without the app around it. */
export function isNeutralPage(): boolean {
  return window.location.pathname === NEUTRAL_PAGE_PATH;
}

/** Whether `url`, an address of this site, is where the quick exit leads: our neutral page or the operator's. */
export function isExitAddress(url: URL, quickExitUrl: string): boolean {
  const target = new URL(quickExitUrl, url);
  return (
    url.pathname === NEUTRAL_PAGE_PATH || (target.origin === url.origin && target.pathname === url.pathname)
  );
}

function isExitPage(): boolean {
  return isExitAddress(new URL(window.location.href), getConfig().quickExitUrl);
}

/**
 * Runs before the app renders. After a quick exit in this tab, pressing back loads an
 * earlier page of ours again; it is sent straight on to the neutral page. Opening the
 * site afresh (a link, the address bar) ends the guard.
 * Returns true when the page is leaving and nothing should render.
 */
export function guardAfterQuickExit({
  navigate = (url: string) => window.location.replace(url),
} = {}): boolean {
  // A page restored whole from the back-forward cache runs no script but this.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && exitedInThisTab() && !isExitPage()) {
      document.documentElement.style.visibility = "hidden";
      navigate(getConfig().quickExitUrl);
    }
  });
  if (!exitedInThisTab() || isExitPage()) return false;
  if (cameBackThroughHistory()) {
    document.documentElement.style.visibility = "hidden";
    navigate(getConfig().quickExitUrl);
    return true;
  }
  try {
    sessionStorage.removeItem(EXITED_MARKER);
  } catch {
    // Nothing to end.
  }
  return false;
}
