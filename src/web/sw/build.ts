/**
 * Build-time helpers for the service worker, used by vite.config.ts (Node, no browser).
 * - `shellOnly`: of the files Workbox finds, precache only the app shell: index.html, the
 *   scripts and styles it names (entry script, its static imports, the stylesheet), and
 *   the offline page, and what the app needs to speak offline (the toast code, the
 *   offline strings and the in-app offline page, each with the chunks it imports).
 *   Everything else, icons included, is cached as it is used: pages' code is not
 *   precached (docs/decisions/048).
 * - `chunkFileName`: translations get their own folder, /assets/locales/, so the worker
 *   can treat them apart (stale-while-revalidate) from the other scripts.
 */

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

export const ALWAYS_PRECACHED = ["index.html", "offline.html"];

/**
 * Lazy chunks the app needs when the connection is gone or has just come back: sonner, which
 * shows the toasts (`lib/sonner.ts`), the offline strings (and each language's list of its
 * string files), the install banner (it may show the moment the connection returns, before
 * the network answers the worker again), and the offline page that stands in for a page
 * whose code this device does not have.
 */
const OFFLINE_KIT = [
  /^assets\/sonner-[\w-]+\.js$/,
  /^assets\/install-banner-[\w-]+\.js$/,
  /^assets\/offline-page-[\w-]+\.js$/,
  /^assets\/locales\/[a-z]{2}-offline-[\w-]+\.js$/,
  // Where a language other than English finds its string files, the offline ones among them.
  /^assets\/locales\/[a-z]{2}-index-[\w-]+\.js$/,
];

/** The same-origin scripts and styles an HTML page loads by path (script src, link href). */
export function referencedCode(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="\/([^"?#]+\.(?:js|css))"/g))
    if (match[1]) found.add(match[1]);
  return found;
}

/**
 * The chunks a built script imports as it runs (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from`), as paths from the build's root; not those it imports later, `import()`.
 */
export function staticImports(path: string, code: string): string[] {
  const imports = code.matchAll(
    /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  );
  return [...imports].map((match) => new URL(match[1]!, `file:///${path}`).pathname.slice(1));
}

/**
 * The kit's chunks with every chunk they import that the shell lacks (the shell's own are
 * there, with theirs): a script whose import is missing does not run offline.
 */
function withImports(kit: string[], shell: Set<string>, readBuilt: (path: string) => string): Set<string> {
  const found = new Set(kit);
  for (const path of found) {
    for (const imported of staticImports(path, readBuilt(path)))
      if (!shell.has(imported)) found.add(imported);
  }
  return found;
}

/** `readBuilt` reads a file of the build by its path from the build's root ("index.html"). */
export function shellOnly(readBuilt: (path: string) => string) {
  return async (entries: ManifestEntry[]) => {
    const paths = entries.map((entry) => entry.url.replace(/^\//, ""));
    const kit = paths.filter((path) => OFFLINE_KIT.some((pattern) => pattern.test(path)));
    const shell = new Set([...referencedCode(readBuilt("index.html")), ...ALWAYS_PRECACHED]);
    const keep = new Set([...shell, ...withImports(kit, shell, readBuilt)]);
    const manifest = entries.filter((entry) => keep.has(entry.url.replace(/^\//, "")));
    const missing = ALWAYS_PRECACHED.filter((url) => !manifest.some((entry) => entry.url.endsWith(url)));
    return { manifest, warnings: missing.map((url) => `The offline shell lacks ${url}`) };
  };
}

/** A language's string file, or the list of them (locales/<language>/index.ts). */
const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2})[\\/]([^\\/]+)\.(?:json|ts)$/;

export function chunkFileName(chunk: { facadeModuleId?: string | null }): string {
  const [, locale, file] = chunk.facadeModuleId?.match(LOCALE_FILE) ?? [];
  // An index.ts chunk is named after its folder by default: "index" says what it is.
  if (locale) return `assets/locales/${locale}-${file === "index" ? "index" : "[name]"}-[hash].js`;
  return "assets/[name]-[hash].js";
}
