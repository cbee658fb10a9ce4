import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@shared/constants";
import { DISCREET_MODE_KEY } from "@web/lib/discreet-mode";
import { EXITED_MARKER, guardAfterQuickExit, quickExit } from "./quick-exit";

const fetchMock = vi.fn(() => Promise.resolve(new Response("{}")));

function navigationType(type: NavigationTimingType) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.style.visibility = "";
});
afterEach(() => {
  vi.restoreAllMocks();
  fetchMock.mockClear();
});

describe("quickExit", () => {
  it("clears the product's storage, keeps only what says nothing personal, and replaces the page", async () => {
    localStorage.setItem(STORAGE_KEYS.chatKept, "v1.sealed.conversation");
    localStorage.setItem(STORAGE_KEYS.chatKeep, "1");
    localStorage.setItem(STORAGE_KEYS.aiUsage, "{}");
    localStorage.setItem("drafts", "a draft");
    localStorage.setItem(STORAGE_KEYS.theme, "dark");
    localStorage.setItem(STORAGE_KEYS.language, "sw");
    localStorage.setItem(DISCREET_MODE_KEY, "on");
    localStorage.setItem(STORAGE_KEYS.installDismissed, "1");
    sessionStorage.setItem(STORAGE_KEYS.chatVisit, JSON.stringify({ sessions: { chat_1: "private" } }));
    sessionStorage.setItem(STORAGE_KEYS.splashShown, "1");
    const navigate = vi.fn();

    await quickExit({ navigate });

    expect(Object.keys(localStorage).sort()).toEqual(
      [
        DISCREET_MODE_KEY,
        STORAGE_KEYS.installDismissed,
        STORAGE_KEYS.language,
        STORAGE_KEYS.signOutPending,
        STORAGE_KEYS.theme,
      ].sort(),
    );
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("dark");
    expect(Object.keys(sessionStorage)).toEqual([EXITED_MARKER]);
    expect(navigate).toHaveBeenCalledWith("/weather");
    expect(document.documentElement.style.visibility).toBe("hidden");
  });

  it("signs out in the background with a request that outlives the page", async () => {
    await quickExit({ navigate: vi.fn() });
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/account\/sign-out$/),
      expect.objectContaining({
        method: "POST",
        keepalive: true,
        credentials: "same-origin",
        body: JSON.stringify({ scope: "local" }),
      }),
    );
  });

  it("ends a visitor's live chat with the team in the background too", async () => {
    await quickExit({ navigate: vi.fn() });
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/live-chat$/),
      expect.objectContaining({ method: "DELETE", keepalive: true, credentials: "same-origin" }),
    );
  });

  it("clears again what code saving on the way out wrote", async () => {
    await quickExit({ navigate: vi.fn() });
    // A chat that saves itself when the page hides.
    sessionStorage.setItem(STORAGE_KEYS.chatVisit, "saved on close");
    localStorage.setItem(STORAGE_KEYS.chatKept, "saved on close");
    window.dispatchEvent(new Event("pagehide"));
    expect(sessionStorage.getItem(STORAGE_KEYS.chatVisit)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.chatKept)).toBeNull();
    expect(sessionStorage.getItem(EXITED_MARKER)).toBe("1");
  });
});

describe("guardAfterQuickExit", () => {
  it("sends a page reached with the back button after an exit straight on to the neutral page", () => {
    sessionStorage.setItem(EXITED_MARKER, "1");
    navigationType("back_forward");
    const navigate = vi.fn();
    expect(guardAfterQuickExit({ navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/weather");
  });

  it("lets the site open normally when it is opened afresh, and ends the guard", () => {
    sessionStorage.setItem(EXITED_MARKER, "1");
    navigationType("navigate");
    const navigate = vi.fn();
    expect(guardAfterQuickExit({ navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(EXITED_MARKER)).toBeNull();
  });

  it("does nothing in a tab where no exit happened", () => {
    navigationType("back_forward");
    const navigate = vi.fn();
    expect(guardAfterQuickExit({ navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves a page restored whole from the back-forward cache", () => {
    navigationType("navigate");
    const navigate = vi.fn();
    guardAfterQuickExit({ navigate });
    sessionStorage.setItem(EXITED_MARKER, "1");
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(navigate).toHaveBeenCalledWith("/weather");
  });
});
