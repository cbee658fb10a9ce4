/**
 * What the process serves: the API, and the web app beside it when SERVE_WEB is on.
 * Everything compresses (mobile data is paid by the megabyte).
 */
import { resolve } from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createApp } from "./app";
import type { AppDeps } from "./deps";
import { webAssets } from "./http/web-assets";
import { webManifestRoutes } from "./http/manifest";
import { publicConfig } from "./features/system/public-config";

export async function createServerApp(deps: AppDeps) {
  const web = deps.env.SERVE_WEB
    ? await webAssets(resolve(deps.env.WEB_DIST), publicConfig(deps.env), deps.logger)
    : null;
  const app = new Hono()
    // Named before the answer is made, which then carries it: compress() would add it to the
    // finished answer, and any header added after the handler makes the HTTP adapter rebuild
    // the answer through its slow path (a quarter of the bell's rate, docs/benchmarks.md).
    .use("*", async (c, next) => {
      c.header("Vary", "Accept-Encoding");
      await next();
    })
    .use("*", compress())
    .route("/", createApp(deps, { inlineScripts: web?.inlineScripts ?? [] }));
  if (web) {
    // The manifest first: the web assets answer every other path with a page.
    app.route("/", webManifestRoutes(deps.env));
    app.route("/", web.routes);
  }
  return app;
}
