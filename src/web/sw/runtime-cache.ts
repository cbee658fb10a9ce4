/**
 * What the worker keeps as it is used (docs/decisions/050-offline-caching.md):
 * - hashed scripts and styles (/assets/*), images and icons: cache first;
 * - the translations (/assets/locales/*): stale-while-revalidate;
 * - the two public API answers the pages need offline (configuration, approved
 *   testimonials): network first, the cached copy when the network fails;
 * - every other /api request: not touched, never cached (it may carry personal data).
 */
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import type { WorkboxPlugin } from "workbox-core/types";
import { CACHED_PUBLIC_API } from "./public-api";

export const RUNTIME_CACHES = {
  assets: "assets-v1",
  locales: "locales-v1",
  images: "images-v1",
  publicApi: "public-api-v1",
} as const;

const DAY_SECONDS = 24 * 60 * 60;
const API_TIMEOUT_SECONDS = 3;

/** Only a complete, public, non-HTML answer is kept. */
export function isCacheable(response: Response, { allowHtml = false } = {}): boolean {
  if (response.status !== 200 || response.type === "opaque") return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\b(no-store|private)\b/i.test(cacheControl)) return false;
  // The server answers an unknown path with the app shell; a missing script must not be stored as HTML.
  return allowHtml || !(response.headers.get("Content-Type") ?? "").includes("text/html");
}

const keepCacheable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheable(response) ? response : null),
};

/** Signed-in or not, only the public answers of CACHED_PUBLIC_API may be stored. */
export function isPublicApiRequest(url: URL, request: Request): boolean {
  return request.method === "GET" && CACHED_PUBLIC_API.has(url.pathname);
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;
export const isLocaleChunk = (url: URL) => sameOrigin(url) && url.pathname.startsWith("/assets/locales/");
export const isHashedAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith("/assets/");
export const isImage = (url: URL) => sameOrigin(url) && /^\/(images|icons)\//.test(url.pathname);

export function registerRuntimeCaching() {
  registerRoute(
    ({ url }) => isLocaleChunk(url),
    new StaleWhileRevalidate({
      cacheName: RUNTIME_CACHES.locales,
      plugins: [keepCacheable, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url }) => isHashedAsset(url),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.assets,
      plugins: [
        keepCacheable,
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
  registerRoute(
    ({ url }) => isImage(url),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.images,
      plugins: [
        keepCacheable,
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
  registerRoute(
    ({ url, request }) => sameOrigin(url) && isPublicApiRequest(url, request),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.publicApi,
      networkTimeoutSeconds: API_TIMEOUT_SECONDS,
      plugins: [keepCacheable, new ExpirationPlugin({ maxAgeSeconds: 7 * DAY_SECONDS })],
    }),
  );
}
