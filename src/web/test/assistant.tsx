/**
 * Component-test helpers for the assistant (the chat): its English strings, the fake server behind fetch,
 * and the app's providers (query cache, auth, router).
 */
import { fakeServer as appFakeServer, useEnglishStrings, type FakeServer } from "@web/test/render-app";
import { stubResizeObserver } from "@web/test/browser-apis";

/** The app's English strings (all of them: a part may read another namespace's). */
export const useEnglish = useEnglishStrings;

/** jsdom lacks what dialogs and media queries read; replies show whole unless asked otherwise. */
export function stubBrowserApis({ reducedMotion = true } = {}) {
  stubResizeObserver();
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= () => {};
}

export type { FakeServer };

/** The app's fake server (render-app's), where nobody is signed in until a test answers /api/me. */
export function fakeServer(): FakeServer {
  const server = appFakeServer();
  server.on("GET", "/api/me", () => ({ status: 401, json: { error: { code: "unauthorized" } } }));
  return server;
}

export { renderWithApp, SIGNED_IN_ME } from "@web/test/render-app";
