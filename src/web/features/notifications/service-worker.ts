/**
 * Registers the service worker (src/web/sw.ts, built to /sw.js) once the page has
 * loaded, off the critical path. A new version is only logged (spec section 4).
 */
export const SERVICE_WORKER_URL = "/sw.js";

export function registerServiceWorkerAfterLoad() {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
      registration.addEventListener("updatefound", () => {
        // Only a new version, not the first install, has a controller already.
        if (navigator.serviceWorker.controller) {
          // eslint-disable-next-line no-console -- spec section 4: a new version is only logged
          console.info("A new version of the app is available");
        }
      });
    } catch {
      // eslint-disable-next-line no-console -- the app works without it; nothing to show
      console.warn("service worker could not be registered");
    }
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
