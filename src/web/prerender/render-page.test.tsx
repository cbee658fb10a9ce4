// @vitest-environment node
/**
 * The prerenderer draws every page with a fixed address in both languages, away from any
 * browser (no window, no storage), as the server runs it (docs/decisions/076).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { PublicConfig } from "@shared/api/system";
import { API_BASE, API_TIMEOUT_MS, APP_VERSION, FEATURE_FLAGS } from "@shared/constants";
import { SITE_LOCALES } from "@shared/domain/locale";
import {
  BEFORE_PAINT_SCRIPT,
  NOT_FOUND_PATH,
  PRERENDERED_PATHS,
  pathToDraw,
  renderPage,
} from "./render-page";
import { HEADER_END_ID } from "../app/root-layout";

const config: PublicConfig = {
  siteName: "Clinic Sample",
  version: APP_VERSION,
  contact: { phone: "+256 700 000 001", email: "care@example.org", configured: true },
  social: { facebook: null, x: null, instagram: null, whatsapp: null },
  vapidPublicKey: null,
  features: { ...FEATURE_FLAGS },
  sentryDsn: null,
  demo: false,
  crisis: { lines: [], responseMinutes: 15 },
  quickExitUrl: "/weather",
  apiBase: API_BASE,
  apiTimeoutMs: API_TIMEOUT_MS,
};

const indexHtml = readFileSync(resolve(import.meta.dirname, "../../../index.html"), "utf8");

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the prerenderer", () => {
  it("knows the pages with a fixed address, and no page whose address holds an id", () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(["/", "/about", "/services", "/portal"]));
    expect(PRERENDERED_PATHS.filter((path) => path.includes(":") || path === "*")).toEqual([]);
    // Made of their link's token.
    expect(PRERENDERED_PATHS).not.toContain("/reset-password");
    expect(PRERENDERED_PATHS).not.toContain("/admin/provision");
  });

  it.each(SITE_LOCALES)(
    "draws every such page in %s without an error",
    async (language) => {
      for (const path of PRERENDERED_PATHS) {
        const { body } = await renderPage(path, language, config);
        // The layout around every page, and no part left for the browser to draw.
        expect(body, path).toContain('id="main"');
        // The first paint waits for the mark after the header (index.html's rel="expect"):
        // a page without it would not paint until the browser had read all of it.
        expect(body, path).toContain(`id="${HEADER_END_ID}"`);
        expect(body, path).not.toContain("<template");
        expect(body, path).not.toContain("<script");
      }
    },
    60_000,
  );

  it("holds the first paint for the header's end, which every page draws", () => {
    expect(indexHtml).toContain(`<link rel="expect" href="#${HEADER_END_ID}" blocking="render" />`);
  });

  it("draws the home page whole, in the language asked, with the configuration, under the splash", async () => {
    const english = await renderPage("/", "en", config);
    expect(text(english.body)).toContain("Private HIV care that comes to you");
    expect(text(english.body)).toContain("Loading Clinic Sample Uganda...");
    expect(english.body).toContain("data-splash");
    expect(english.body).toContain("+256 700 000 001");
    // Nothing of the page is out of reach while the splash covers it: without scripts the
    // splash leaves on its own, and the page must work then.
    expect(english.body).not.toContain("inert");
    expect(english.head).toContain('rel="preload"');
    expect(english.namespaces).toEqual(expect.arrayContaining(["common", "home", "splash"]));
    expect((await renderPage("/about", "en", config)).namespaces).not.toContain("home");

    const swahili = await renderPage("/", "sw", config);
    expect(text(swahili.body)).toContain("Huduma ya VVU kwa siri, inakufikia ulipo");
    expect(text(swahili.body)).not.toContain("Private HIV care that comes to you");

    const luganda = await renderPage("/", "lg", config);
    expect(text(luganda.body)).toContain("Obujjanjabi bwa HIV mu kyama, nga bukusanga");
  });

  it("draws the not-found page for an unknown address, but never before the quick exit's page", async () => {
    expect(pathToDraw("/services", config)).toBe("/services");
    expect(pathToDraw("/no-such-page", config)).toBe(NOT_FOUND_PATH);
    expect(pathToDraw("/admin-dashboard/cases/42", config)).toBeNull();
    expect(pathToDraw("/reset-password", config)).toBeNull();
    expect(pathToDraw("/weather", config)).toBeNull();
    expect(pathToDraw("/calm", { ...config, quickExitUrl: "/calm" })).toBeNull();
    expect(pathToDraw("/calm", { ...config, quickExitUrl: "https://example.org/calm" })).toBe(NOT_FOUND_PATH);
    const { body } = await renderPage(NOT_FOUND_PATH, "en", config);
    expect(text(body)).toContain("404");
  });

  it("draws a private page as its shell: the layout, the page still to come", async () => {
    const { body } = await renderPage("/portal", "en", config);
    expect(body).toContain("<header");
    expect(text(body)).not.toMatch(/Welcome/);
  });

  it("names the modules the browser takes the page over with: the page's, the splash's, its strings'", async () => {
    const english = await renderPage("/", "en", config);
    expect(english.modules).toEqual([
      "src/web/pages/home-page.tsx",
      "src/web/app/splash/splash-screen.tsx",
      ...english.namespaces.map((namespace) => `src/web/locales/en/${namespace}.json`),
    ]);
    const swahili = await renderPage("/contact", "sw", config);
    expect(swahili.modules.slice(0, 3)).toEqual([
      "src/web/pages/about-contact-page.tsx",
      "src/web/app/splash/splash-screen.tsx",
      "src/web/locales/sw/index.ts",
    ]);
    expect((await renderPage(NOT_FOUND_PATH, "en", config)).modules[0]).toBe(
      "src/web/pages/not-found-page.tsx",
    );
    // Each is a file of the project, as the build names it.
    for (const module of [...english.modules, ...swahili.modules])
      expect(existsSync(resolve(import.meta.dirname, "../../..", module)), module).toBe(true);
  });

  it("gives the head's script whole, with the storage names it reads", () => {
    expect(BEFORE_PAINT_SCRIPT).toMatch(/^\(function beforePaint\(keys\)/);
    expect(BEFORE_PAINT_SCRIPT).toContain('"theme":"vite-ui-theme"');
    expect(BEFORE_PAINT_SCRIPT).toContain('"discreetMode":"discreet-mode"');
  });
});
