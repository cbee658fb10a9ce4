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

export function createServerApp(deps: AppDeps) {
  const app = new Hono().use("*", compress()).route("/", createApp(deps));
  if (deps.env.SERVE_WEB) {
    // The manifest first: the web assets answer every other path with the app shell.
    app.route("/", webManifestRoutes(deps.env));
    app.route("/", webAssets(resolve(deps.env.WEB_DIST), publicConfig(deps.env)));
  }
  return app;
}
