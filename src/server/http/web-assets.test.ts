/**
 * Pages drawn by the build's prerenderer (docs/decisions/076): in the visitor's language,
 * with the head's script allowed by its digest alone, each drawn once; the shell wherever the
 * server cannot draw the page. The prerenderer here is a small module written like the
 * build's, so these tests need no build.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@shared/constants";
import { PAGE_CODE_FILE, PRERENDER_FILE, prerenderDir } from "@shared/prerender";
import { createHarness, TEST_ORIGIN, type Harness } from "../test/harness";
import { createServerApp } from "../server-app";
import { BEFORE_PAINT_PLACEHOLDER, CONFIG_PLACEHOLDER } from "./web-assets";

const webDist = join(mkdtempSync(join(tmpdir(), "web-pages-")), "web");
const BEFORE_PAINT = "document.documentElement.dataset.painted = 'yes'";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Notes</title>${BEFORE_PAINT_PLACEHOLDER}${CONFIG_PLACEHOLDER}
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" href="/assets/index.css"></head>
  <body><div id="root"></div></body>
</html>`;

// The page never has the dark class, nor the escaped one; the browser may.
const STYLESHEET =
  "main h1{color:teal}.dark{--background:#000}.menu-open{display:block}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}";

// Draws "/", "/about" and the not-found page, leaves "/weather" and "/cases/…" to the
// browser; "/about" in Swahili always fails. Counts its draws.
const PRERENDERER = `
export const NOT_FOUND_PATH = "/not-found";
export const BEFORE_PAINT_SCRIPT = ${JSON.stringify(BEFORE_PAINT)};
export function pathToDraw(path) {
  if (path === "/" || path === "/about") return path;
  return path === "/weather" || path.startsWith("/cases/") ? null : NOT_FOUND_PATH;
}
globalThis.draws = [];
export async function renderPage(path, language, config) {
  globalThis.draws.push(language + " " + path);
  if (path === "/about" && language === "sw") throw new Error("this part of the page failed");
  return {
    head: '<link rel="preload" as="image" href="/images/hero.svg">',
    body: "<main><h1>" + language + " " + path + " by " + config.siteName + "</h1></main>",
    namespaces: ["common", "home"],
    modules: ["src/web/pages/home-page.tsx", "src/web/locales/en/home.json", "src/web/pages/gone.tsx"],
  };
}`;

// What the build wrote of those modules' code: the page's shares a chunk with the entry
// (react) and one with its strings (star).
const PAGE_CODE = {
  "src/web/pages/home-page.tsx": ["/assets/home-page.js", "/assets/react.js", "/assets/star.js"],
  "src/web/locales/en/home.json": ["/assets/en-home.js", "/assets/star.js"],
};

const draws = () => (globalThis as typeof globalThis & { draws: string[] }).draws;
const logged: string[] = [];
let h: Harness;
let app: Awaited<ReturnType<typeof createServerApp>>;

beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, "index.html"), INDEX_HTML);
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "assets", "index.css"), STYLESHEET);
  mkdirSync(prerenderDir(webDist));
  writeFileSync(join(prerenderDir(webDist), PRERENDER_FILE), PRERENDERER);
  writeFileSync(join(prerenderDir(webDist), PAGE_CODE_FILE), JSON.stringify(PAGE_CODE));
  const logTo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  h = await createHarness(
    { SERVE_WEB: "true", WEB_DIST: webDist, SITE_NAME: "Clinic Sample", LOG_LEVEL: "warn" },
    { logTo },
  );
  app = await createServerApp(h.deps);
});

afterAll(async () => {
  await h.close();
  rmSync(join(webDist, ".."), { recursive: true, force: true });
});

const open = (path: string, headers: Record<string, string> = {}) =>
  app.request(`${TEST_ORIGIN}${path}`, { headers });

describe("a page drawn ahead", () => {
  it("comes whole in English by default, with the head's script and what React hoisted", async () => {
    const response = await open("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en" [^>]*data-app-code="\/assets\/index.js \/assets\/react.js"/);
    expect(html).toContain(
      '<div id="root" data-namespaces="common home"><main><h1>en / by Clinic Sample</h1></main></div>',
    );
    expect(html).toContain(`<script>${BEFORE_PAINT}</script>`);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/hero.svg"><\/head>/);
    expect(html).toContain('<script id="app-config"');
    expect(response.headers.get("vary")).toMatch(/Cookie, Accept-Language/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("carries the CSS it uses, and the theme's, in its head; the whole stylesheet after its content", async () => {
    const html = await (await open("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      "<style>main h1{color:teal}.dark{--background:#000}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}</style>",
    );
    expect(head).not.toContain(".menu-open");
    expect(head).not.toContain("stylesheet");
    expect(html.indexOf('<link rel="stylesheet" href="/assets/index.css">')).toBeGreaterThan(
      html.indexOf("</main></div>"),
    );
  });

  it("leaves its code to the head's script, to load after the first paint", async () => {
    const html = await (await open("/about")).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("modulepreload");
  });

  it("names its own page's code after the app's, each address once; a module the build has not is logged", async () => {
    const html = await (await open("/")).text();
    expect(html).toContain(
      '<html lang="en" data-page-code="/assets/home-page.js /assets/star.js /assets/en-home.js"',
    );
    expect(logged.join("")).toContain("the build names no code for these modules");
    expect(logged.join("")).toContain("src/web/pages/gone.tsx");
  });

  it("allows the head's script by its digest, and no other inline script", async () => {
    const digest = createHash("sha256").update(BEFORE_PAINT).digest("base64");
    const policy = (await open("/")).headers.get("content-security-policy") ?? "";
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scripts).toBe(`'self' 'sha256-${digest}'`);
  });

  it("is in the browser's language, and in the one chosen on the site above it", async () => {
    const swahili = await open("/", { "accept-language": "sw-UG,sw;q=0.9,en;q=0.8" });
    expect(await swahili.text()).toContain('<html lang="sw" ');
    const chosen = await open("/", {
      "accept-language": "sw-UG,sw;q=0.9",
      cookie: `${LANGUAGE_COOKIE}=en`,
    });
    expect(await chosen.text()).toContain("<h1>en / by");
    const unknownChoice = await open("/", { "accept-language": "sw", cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(await unknownChoice.text()).toContain("<h1>sw / by");
    const otherLanguage = await open("/", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(await otherLanguage.text()).toContain("<h1>en / by");
  });

  it("is the not-found page, drawn once, for any address that is none of the app's pages", async () => {
    for (const path of ["/no-such-page", "/another/one"]) {
      const response = await open(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("<h1>en /not-found by");
    }
    expect(draws().filter((draw) => draw === "en /not-found")).toHaveLength(1);
  });

  it("is drawn once for each language and kept", async () => {
    await open("/about");
    await open("/about");
    await open("/about", { "accept-language": "en" });
    expect(draws().filter((draw) => draw === "en /about")).toHaveLength(1);
  });
});

describe("the shell instead", () => {
  it("for an address that is not a page drawn ahead, and for one with a query", async () => {
    // The service worker stores the shell by its own address, with a revision in the query.
    for (const path of [
      "/weather",
      "/cases/123",
      "/?token=abc",
      "/index.html",
      "/index.html?__WB_REVISION__=1",
    ]) {
      const response = await open(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain(`<script>${BEFORE_PAINT}</script>`);
      expect(html, path).toContain('<html lang="en">');
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(html, path).toContain('<link rel="stylesheet" href="/assets/index.css"></head>');
    }
  });

  it("for a page that failed to draw, logged, and drawn again on the next request", async () => {
    const before = draws().filter((draw) => draw === "sw /about").length;
    const response = await open("/about", { "accept-language": "sw" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(logged.join("")).toContain("a page could not be drawn");
    await open("/about", { "accept-language": "sw" });
    expect(draws().filter((draw) => draw === "sw /about").length).toBe(before + 2);
  });
});
