/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and any other path answered with the app shell (the router shows its not-found page).
 * The shell carries the public configuration inline so the first paint needs no API call.
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { PublicConfig } from "@shared/api/system";

export const CONFIG_PLACEHOLDER = "<!--app-config-->";

export function injectConfig(html: string, config: PublicConfig): string {
  // "<" is escaped so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return html.replace(CONFIG_PLACEHOLDER, `<script id="app-config" type="application/json">${json}</script>`);
}

export function webAssets(root: string, config: PublicConfig) {
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath))
    throw new Error(`The web app is not built (${indexPath} is missing): run npm run build.`);
  const shell = injectConfig(readFileSync(indexPath, "utf8"), config);

  return new Hono()
    .use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    )
    .use(
      "*",
      serveStatic({
        root,
        // index.html goes through the shell below, with the configuration in it.
        rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__shell__" : path),
        onFound: (_path, c) => c.header("Cache-Control", "no-cache"),
      }),
    )
    .get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(shell);
    });
}
