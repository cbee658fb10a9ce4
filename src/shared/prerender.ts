/**
 * Where the build writes the prerenderer (vite.config.ts) and the server finds it
 * (src/server/http/web-assets.ts): beside the web app, never inside it, so it is not served.
 */
export function prerenderDir(webDir: string): string {
  return `${webDir.replace(/[\\/]+$/, "")}-prerender`;
}

export const PRERENDER_FILE = "render-page.mjs";

/**
 * On a drawn page's <html>: the app's code, its entry first, which the head's script loads
 * once the page has been painted (docs/decisions/078). The server writes it in place of the
 * shell's script and preload tags.
 */
export const APP_CODE_ATTRIBUTE = "data-app-code";

/**
 * Beside it, on a page drawn ahead: the code of the page itself (its module and the chunks
 * it imports), which the head's script asks for next, so the app finds it there when it
 * takes the page over (docs/decisions/097).
 */
export const PAGE_CODE_ATTRIBUTE = "data-page-code";

/** Beside the prerenderer: each lazily loaded module's code, as the build wrote it (scripts/lib/page-code.ts). */
export const PAGE_CODE_FILE = "page-code.json";
