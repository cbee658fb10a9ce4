/**
 * On the first visit the service worker starts after the page has loaded, so it did not
 * see the scripts, translations and images of this page go by. Once it runs, it is given
 * their addresses to store (files come from the browser's HTTP cache, not the network),
 * so this very page also works offline after the first visit.
 */
import { CACHED_PUBLIC_API } from "@web/sw/public-api";

/** Same-origin files (and public API answers) the page loaded that the worker's runtime cache keeps. */
export function loadedFileUrls(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType("resource"),
  origin: string = location.origin,
): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    // Went through a worker already: it has stored what it should.
    if ((entry as PerformanceResourceTiming).workerStart > 0) continue;
    try {
      const url = new URL(entry.name);
      if (url.origin !== origin) continue;
      if (/^\/(assets|images|icons)\//.test(url.pathname) || CACHED_PUBLIC_API.has(url.pathname))
        urls.add(url.href);
    } catch {
      // Not a URL (never for resource entries); nothing to keep.
    }
  }
  return [...urls];
}

function sendTo(worker: ServiceWorker | null | undefined) {
  const urlsToCache = loadedFileUrls();
  // Workbox's router understands this message (workbox-routing: CACHE_URLS).
  if (worker && urlsToCache.length > 0) worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
}

/**
 * Sent on every visit, but only what did not go through a worker: whether the worker took
 * charge before or after a file loaded is only known file by file.
 */
export function warmOfflineCache() {
  const container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  if (!container) return;
  void container.ready.then((registration) => sendTo(registration.active));
  // The worker takes charge on activation; what loaded in between is sent once more.
  container.addEventListener("controllerchange", () => sendTo(container.controller), { once: true });
}
