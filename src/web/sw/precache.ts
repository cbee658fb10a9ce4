/**
 * The app shell, stored when the worker installs: index.html, the entry scripts and the
 * stylesheet (vite.config.ts picks them from the built index.html), the offline page and
 * the app icon. Everything else is cached as it is used (runtime-cache.ts), so a first
 * visit on paid data downloads nothing it did not need.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

export const SHELL_URL = "/index.html";
export const OFFLINE_URL = "/offline.html";

export function registerPrecache() {
  // "/" is not answered from here: navigations ask the network first (offline-fallback.ts),
  // so an online visit always gets the current page and configuration.
  precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
  cleanupOutdatedCaches();
}

/**
 * Takes charge of the open pages when this worker activates, so what the first visit
 * loads next is cached. Activation itself still waits until no page uses an older
 * version (spec section 4: a new version is only logged), so no page changes hands mid-use.
 */
export function claimPagesOnActivate() {
  self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
}
