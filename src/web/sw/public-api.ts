/**
 * The API answers the service worker may store: public, the same for every visitor, and
 * needed by public pages offline. Nothing else under /api is ever cached (it may carry
 * personal data). Shared by the worker and the page's cache warm-up; no imports.
 */
export const CACHED_PUBLIC_API: ReadonlySet<string> = new Set(["/api/config", "/api/testimonials"]);
