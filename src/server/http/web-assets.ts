/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated.
 * A page with a fixed address is sent already drawn, in the visitor's language, by the
 * prerenderer the build wrote beside the app (docs/decisions/076); any other path gets the
 * app shell (the browser draws it; the router shows its not-found page). Both carry the
 * public configuration inline, so the first paint needs no API call, and the script that
 * makes the first paint right for the device (theme, splash, discreet mode). A drawn page
 * carries the CSS it uses in its head (critical-css.ts).
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Hono, type Context } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { languageDetector } from "hono/language";
import type { PublicConfig } from "@shared/api/system";
import { LANGUAGE_COOKIE } from "@shared/constants";
import { SITE_LOCALES, type SiteLocale } from "@shared/domain/locale";
import {
  APP_CODE_ATTRIBUTE,
  PAGE_CODE_ATTRIBUTE,
  PAGE_CODE_FILE,
  PRERENDER_FILE,
  prerenderDir,
} from "@shared/prerender";
import type { Logger } from "../logger";
import { criticalCss } from "./critical-css";

export const CONFIG_PLACEHOLDER = "<!--app-config-->";
export const BEFORE_PAINT_PLACEHOLDER = "<!--before-paint-->";
const ROOT_ELEMENT = '<div id="root"></div>';
/** The shell's own address: the service worker stores it for pages it has no copy of. */
const SHELL_PATH = "/index.html";

export function injectConfig(html: string, config: PublicConfig): string {
  // "<" is escaped so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return html.replace(CONFIG_PLACEHOLDER, `<script id="app-config" type="application/json">${json}</script>`);
}

/** Vite's tags for the app's code in the shell's head: the entry, and what it imports. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The shell for a drawn page: the app's code is not fetched by the page but by the head's
 * script once the page has been painted (docs/decisions/078); the tags become a list on
 * <html>, the entry first. With the list's addresses.
 */
function appCodeAfterFirstPaint(shell: string): { pageShell: string; appCode: string[] } {
  const entry = ENTRY_TAG.exec(shell)?.[1];
  if (!entry) return { pageShell: shell, appCode: [] };
  const appCode = [entry, ...[...shell.matchAll(PRELOAD_TAG)].map((tag) => tag[1]!)];
  const pageShell = shell
    .replace(ENTRY_TAG, "")
    .replace(PRELOAD_TAG, "")
    .replace(/<html\b([^>]*)>/, `<html$1 ${APP_CODE_ATTRIBUTE}="${appCode.join(" ")}">`);
  return { pageShell, appCode };
}

/** What the build's prerenderer module gives (src/web/prerender/render-page.tsx). */
export interface Prerenderer {
  NOT_FOUND_PATH: string;
  BEFORE_PAINT_SCRIPT: string;
  pathToDraw(path: string, config: PublicConfig): string | null;
  renderPage(
    path: string,
    language: SiteLocale,
    config: PublicConfig,
  ): Promise<{ head: string; body: string; namespaces: string[]; modules: string[] }>;
}

export async function loadPrerenderer(webRoot: string): Promise<Prerenderer | null> {
  const file = join(prerenderDir(webRoot), PRERENDER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Prerenderer;
}

/**
 * The addresses of the code of the lazily loaded modules (by their path from the project's
 * root), as the build wrote them beside the prerenderer (scripts/lib/page-code.ts).
 */
function pageCodeOf(webRoot: string, logger: Logger): (modules: string[]) => string[] {
  const file = join(prerenderDir(webRoot), PAGE_CODE_FILE);
  const code = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>) : {};
  return (modules) => {
    const unknown = modules.filter((module) => !code[module]);
    if (unknown.length > 0) logger.warn({ unknown }, "the build names no code for these modules");
    return [...new Set(modules.flatMap((module) => code[module] ?? []))];
  };
}

export interface WebApp {
  routes: Hono;
  /** Scripts the pages carry inline, for the content security policy to allow by hash. */
  inlineScripts: string[];
}

export async function webAssets(root: string, config: PublicConfig, logger: Logger): Promise<WebApp> {
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath))
    throw new Error(`The web app is not built (${indexPath} is missing): run npm run build.`);
  const prerenderer = await loadPrerenderer(root);
  if (!prerenderer) logger.warn("the web app has no prerenderer: pages are drawn in the browser alone");
  const beforePaint = prerenderer?.BEFORE_PAINT_SCRIPT;
  const shell = injectConfig(readFileSync(indexPath, "utf8"), config).replace(
    BEFORE_PAINT_PLACEHOLDER,
    beforePaint ? `<script>${beforePaint}</script>` : "",
  );
  const pages = prerenderer ? drawnPages(prerenderer, shell, config, root, logger) : null;

  const routes = new Hono()
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
        rewriteRequestPath: (path) => (path === "/" || path === SHELL_PATH ? "/__shell__" : path),
        onFound: (_path, c) => c.header("Cache-Control", "no-cache"),
      }),
    )
    .get(
      "*",
      languageDetector({
        order: ["cookie", "header"],
        lookupCookie: LANGUAGE_COOKIE,
        supportedLanguages: [...SITE_LOCALES],
        fallbackLanguage: "en",
        convertDetectedLanguage: (tag) => tag.split("-")[0] ?? tag,
        caches: false,
      }),
      async (c) => {
        c.header("Cache-Control", "no-cache");
        const page = pages ? await pages.answer(c) : null;
        if (!page) return c.html(shell);
        c.header("Vary", "Cookie, Accept-Language");
        return c.html(page.html, page.notFound ? 404 : 200);
      },
    );
  return { routes, inlineScripts: beforePaint ? [beforePaint] : [] };
}

/**
 * Each page drawn once per language, on its first request, and kept: the configuration
 * does not change while the process runs. A page that fails to draw is logged and sent as
 * the shell, which the browser draws as before; it is tried again on the next request.
 */
function drawnPages(
  prerenderer: Prerenderer,
  shell: string,
  config: PublicConfig,
  webRoot: string,
  logger: Logger,
) {
  const drawn = new Map<string, Promise<string>>();
  const inlineCriticalCss = criticalCss(webRoot, logger);
  const { pageShell, appCode } = appCodeAfterFirstPaint(shell);
  const pageCode = pageCodeOf(webRoot, logger);

  const draw = async (path: string, language: SiteLocale) => {
    const { head, body, namespaces, modules } = await prerenderer.renderPage(path, language, config);
    // The page's own code: the app's is in the list before it.
    const code = pageCode(modules).filter((address) => !appCode.includes(address));
    const page = pageShell
      .replace('<html lang="en"', `<html lang="${language}" ${PAGE_CODE_ATTRIBUTE}="${code.join(" ")}"`)
      .replace("</head>", `${head}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root" data-namespaces="${namespaces.join(" ")}">${body}</div>`);
    return inlineCriticalCss(page);
  };

  return {
    /** The drawn page for this request, or null where the shell answers. */
    async answer(c: Context): Promise<{ html: string; notFound: boolean } | null> {
      const url = new URL(c.req.url);
      if (url.pathname === SHELL_PATH) return null;
      // A query may change what the page shows (a reset link's token): the browser draws it.
      const path = url.search === "" ? prerenderer.pathToDraw(url.pathname, config) : null;
      if (path === null) return null;
      const language = (c.get("language") as SiteLocale | undefined) ?? "en";
      const key = `${language} ${path}`;
      let page = drawn.get(key);
      if (!page) {
        page = draw(path, language);
        drawn.set(key, page);
      }
      try {
        return { html: await page, notFound: path === prerenderer.NOT_FOUND_PATH };
      } catch (error) {
        drawn.delete(key);
        logger.error({ err: error, path, language }, "a page could not be drawn");
        return null;
      }
    },
  };
}
