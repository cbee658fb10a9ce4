/**
 * The prerenderer (docs/decisions/076): the app built for Node (vite.config.ts, `ssr`
 * environment), which the server runs to send each page of the app already drawn, in
 * English or Swahili, with the operator's configuration; the browser then hydrates it
 * (main.tsx). A page is drawn as for a visitor nobody has signed in yet: the splash over
 * it, the header without an account, data that needs the network still to come.
 */
import { renderToStringAsync } from "preact-render-to-string";
import type { PublicConfig } from "@shared/api/system";
import { STORAGE_KEYS } from "@shared/constants";
import { App } from "../app/app";
import { ROUTES, routeFor } from "../app/router";
import { SPLASH_MODULE } from "../app/splash/splash-gate";
import { setConfig } from "../lib/config";
import { drawForServer } from "../lib/in-turn";
import { catalogModules, initI18n, LANGUAGES, recordNamespaces, type Language } from "../lib/i18n";
import { EXITED_MARKER, isExitAddress } from "../features/safety/quick-exit";
import { beforePaint, PAINT_MARKS, type BeforePaintKeys } from "./before-paint";

/**
 * Every page with a fixed address. Drawn in the browser alone: a case's page (an id in its
 * address) and a page made of its link's token.
 */
export const PRERENDERED_PATHS = ROUTES.filter(
  (route) => route.path !== "*" && !route.path.includes(":") && !route.fromQuery,
).map((route) => route.path);

/** Where the not-found page is drawn: any address that is none of the app's pages shows it. */
export const NOT_FOUND_PATH = "/not-found";

/**
 * The page to draw for an address: its own, the not-found page, or none (null) where the
 * browser draws it: a page with an id or a token, and the quick exit's neutral page, which
 * must never be preceded by anything of the app.
 */
export function pathToDraw(path: string, config: PublicConfig): string | null {
  if (PRERENDERED_PATHS.includes(path)) return path;
  // A page of the app drawn in the browser alone; the not-found route ("*") comes last.
  if (routeFor(path)?.path !== "*") return null;
  return isExitAddress(new URL(path, "http://app.invalid"), config.quickExitUrl) ? null : NOT_FOUND_PATH;
}

const keys: BeforePaintKeys = {
  theme: STORAGE_KEYS.theme,
  language: STORAGE_KEYS.language,
  languages: LANGUAGES,
  splashShown: STORAGE_KEYS.splashShown,
  discreetMode: STORAGE_KEYS.discreetMode,
  exited: EXITED_MARKER,
  marks: PAINT_MARKS,
};

/** The script for the page's head, whole. */
export const BEFORE_PAINT_SCRIPT = `(${beforePaint.toString()})(${JSON.stringify(keys)})`;

export interface RenderedPage {
  /** The hints for the document's head: a preload for each image the page marks urgent (the hero). */
  head: string;
  /** What goes inside #root. */
  body: string;
  /** The string files the page used: the browser has them before it takes the page over. */
  namespaces: string[];
  /**
   * The lazily loaded modules the browser needs to take the page over (main.tsx), by their
   * path from the project's root: the page's own, the splash's where it is drawn, and its
   * strings'. The server sends the page with their code's addresses (docs/decisions/097).
   */
  modules: string[];
}

/** The splash's mark, as main.tsx looks for it: `[data-splash]`. */
const SPLASH_DRAWN = /<[^>]*\sdata-splash[\s=>]/;

function modulesToTakeOver(path: string, language: Language, namespaces: string[], html: string): string[] {
  const page = routeFor(path)?.source;
  return [
    ...(page ? [page] : []),
    ...(SPLASH_DRAWN.test(html) ? [SPLASH_MODULE] : []),
    ...catalogModules(language, namespaces),
  ];
}

/** An image the page marks urgent (`fetchPriority="high"`): its address. */
const URGENT_IMAGE = /<img\b(?=[^>]*\bfetchpriority="high")[^>]*\bsrc="([^"]+)"/gi;

/**
 * A preload for each urgent image, so the browser asks for it with the head, before it
 * reaches the image in the page (React 19 drew these itself; Preact does not).
 */
function urgentImageHints(html: string): string {
  const sources = new Set([...html.matchAll(URGENT_IMAGE)].map((match) => match[1]!));
  return [...sources]
    .map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`)
    .join("");
}

// One language at a time: the strings are the app's one Lingui instance's.
let previous: Promise<unknown> = Promise.resolve();

export function renderPage(path: string, language: Language, config: PublicConfig): Promise<RenderedPage> {
  const rendering = previous.then(() => draw(path, language, config));
  previous = rendering.catch(() => undefined);
  return rendering;
}

async function draw(path: string, language: Language, config: PublicConfig): Promise<RenderedPage> {
  setConfig(config);
  await initI18n(language);
  const namespaces = recordNamespaces();
  // Waits for every lazy part; a part that fails rejects the whole page: better to send no
  // page at all than one the browser would draw apart. Drawn twice: the server marks each
  // part that waited (<!--$s-->…), and a first drawing waits for code and strings not yet
  // loaded here, where the browser has them before it takes the page over. Marked as it is
  // then, the browser took the page over wrongly and drew most of it again (decision 096).
  const drawing = () => drawForServer(() => renderToStringAsync(<App location={path} />));
  await drawing();
  const html = await drawing();
  const used = namespaces.used();
  return {
    head: urgentImageHints(html),
    body: html,
    namespaces: used,
    modules: modulesToTakeOver(path, language, used, html),
  };
}
