/**
 * Where the build writes the prerenderer (vite.config.ts) and the server finds it
 * (src/server/http/web-assets.ts): beside the web app, never inside it, so it is not served.
 */
export function prerenderDir(webDir: string): string {
  return `${webDir.replace(/[\\/]+$/, "")}-prerender`;
}

export const PRERENDER_FILE = "render-page.mjs";
