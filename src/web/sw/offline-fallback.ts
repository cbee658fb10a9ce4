/**
 * Page loads (navigations): the network first, so an online visit always gets the
 * current page; after 3 seconds without an answer, or offline, the stored app shell,
 * which then shows any page whose code this device has; and when not even the shell is
 * stored, the offline page.
 */
import { matchPrecache } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { OFFLINE_URL, SHELL_URL } from "./precache";

export const NAVIGATION_TIMEOUT_MS = 3000;

/** The network's answer, or null when it fails or is slower than `timeoutMs`. */
export async function fetchWithin(
  request: Request,
  timeoutMs: number,
  fetcher = fetch,
): Promise<Response | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetcher(request, { signal: controller.signal });
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function answerNavigation(
  request: Request,
  { fetcher = fetch, fromPrecache = matchPrecache, timeoutMs = NAVIGATION_TIMEOUT_MS } = {},
): Promise<Response> {
  const network = await fetchWithin(request, timeoutMs, fetcher);
  // A server error page (a proxy's 502) is worse than the shell we have.
  if (network && network.status < 500) return network;
  const stored = (await fromPrecache(SHELL_URL)) ?? (await fromPrecache(OFFLINE_URL));
  return stored ?? network ?? Response.error();
}

export function registerNavigationFallback() {
  registerRoute(
    new NavigationRoute(({ request }) => answerNavigation(request), {
      // An API address opened as a page is the server's business alone.
      denylist: [/^\/api\//],
    }),
  );
}
