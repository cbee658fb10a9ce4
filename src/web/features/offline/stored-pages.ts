/**
 * Which pages of the top navigation this device can open offline: those whose code the
 * service worker has stored (a page opened once is kept, runtime-cache.ts). Read from the
 * caches themselves, so the offline page offers only links that work; no list of visited
 * pages is kept anywhere.
 */
import { NAV_ITEMS } from "@web/components/page/nav-items";

/**
 * The module of each page offered. A lazy page's chunk is named after its file
 * (sw/build.ts: assets/[name]-[hash].js); stored-pages.test.ts checks the files exist.
 */
export const PAGE_MODULES: Record<(typeof NAV_ITEMS)[number]["to"], string> = {
  "/": "home-page",
  "/about": "about-contact-page",
  "/services": "services-page",
  "/impact": "impact-page",
};

export interface OfferedPage {
  to: string;
  labelKey: string;
}

/** The navigation's pages whose code is among `storedUrls`, in navigation order, except `currentPath`. */
export function pagesStored(storedUrls: readonly string[], currentPath: string): OfferedPage[] {
  const paths = new Set<string>();
  for (const url of storedUrls) {
    try {
      paths.add(new URL(url, "http://local").pathname);
    } catch {
      // Not a URL: nothing stored under it.
    }
  }
  const stored = (module: string) => {
    const chunk = new RegExp(`^/assets/${module}-[\\w-]+\\.js$`);
    for (const path of paths) if (chunk.test(path)) return true;
    return false;
  };
  return NAV_ITEMS.filter((item) => item.to !== currentPath && stored(PAGE_MODULES[item.to])).map(
    ({ to, labelKey }) => ({ to, labelKey }),
  );
}

/** Every address the service worker's caches hold (none where there is no Cache Storage). */
export async function storedUrls(storage: CacheStorage | undefined = globalThis.caches): Promise<string[]> {
  if (!storage) return [];
  const urls: string[] = [];
  for (const name of await storage.keys()) {
    for (const request of await (await storage.open(name)).keys()) urls.push(request.url);
  }
  return urls;
}
