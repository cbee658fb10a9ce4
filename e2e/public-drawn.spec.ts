/**
 * Pages come drawn by the server (docs/decisions/076): readable before and without the
 * app's code, in English and Swahili, taken over by the app without an error or a shift,
 * and right for this device from the first paint (theme, language, discreet mode, exit).
 */
import { expect, test, type Page } from "./fixtures/test";
import { LANGUAGE_COOKIE, STORAGE_KEYS } from "../src/shared/constants";
import { skipSplash } from "./fixtures/splash";
import { PORTAL_PAGES, SITE_PAGES } from "./fixtures/public-site";
import { startSlowLine } from "./fixtures/slow-line";
import { PAINT_MARKS } from "../src/web/prerender/before-paint";
import { appTookOver } from "./fixtures/taken-over";
import { SITE_LOCALES, type SiteLocale } from "../src/shared/domain/locale";

test.use({ serviceWorkers: "block" });

const PUBLIC_PAGES = [...SITE_PAGES, ...PORTAL_PAGES];

const HOME_HEADINGS: Record<SiteLocale, string> = {
  en: "Private HIV care that comes to you",
  sw: "Huduma ya VVU kwa siri, inakufikia ulipo",
  lg: "Obujjanjabi bwa HIV mu kyama, nga bukusanga gy'oli",
};

/** The app's own code, held back: what shows is the page as the server drew it. */
async function withoutTheAppsCode(page: Page) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort("blockedbyclient"));
}

/** Marks every element the server sent, as the page arrived, before the app's code ran. */
async function markDrawnElements(page: Page) {
  await page.addInitScript(() => {
    const sent = new WeakSet<Element>();
    (window as Window & { __sent?: WeakSet<Element> }).__sent = sent;
    document.addEventListener("DOMContentLoaded", () => {
      for (const element of document.querySelectorAll("#root *")) sent.add(element);
    });
  });
}

/** Those of `selectors` the app drew itself in place of the element the server sent. */
const notAsSent = (page: Page, selectors: string[]) =>
  page.evaluate((selectors) => {
    const sent = (window as Window & { __sent?: WeakSet<Element> }).__sent;
    return selectors.filter((selector) => {
      const element = document.querySelector(selector);
      return !element || !sent?.has(element);
    });
  }, selectors);

/** Adds up the page's layout shifts (CLS's entries), from its first paint, at every load. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Window & { __shifts?: number };
    watched.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        watched.__shifts! += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { __shifts?: number }).__shifts ?? 0);
}

const STYLESHEET = /\/assets\/index-[\w-]+\.css$/;

/** Where each element of the page is and what colours it has: what a first paint shows. */
function paintedElements(page: Page) {
  return page.locator("#root").evaluate((root) =>
    [...root.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        style.color,
        style.backgroundColor,
      ].join(" ");
    }),
  );
}

/** Stylesheets from a link that arrived (one held back stays in the list, unreadable). */
const linkedStylesheets = (page: Page) =>
  page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) => {
        try {
          return sheet.href !== null && sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      }).length,
  );

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of SITE_LOCALES) {
    test(`every public page shows its content in ${language} on a 320 px screen, and the splash leaves on its own`, async ({
      page,
      baseURL,
    }) => {
      // WCAG's reflow: a small phone, or a larger one zoomed to 200 %. Luganda's and Swahili's
      // longer labels once pushed the header and the FAQ past it.
      await page.setViewportSize({ width: 320, height: 640 });
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const splash = page.getByTestId("splash");
      await expect(splash).toBeVisible();
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(HOME_HEADINGS[language]);
      // Three seconds, as with scripts; then the page, usable.
      await expect(splash).toBeHidden({ timeout: 5_000 });
      await expect(heading).toBeVisible();
      expect(await pageWidth(), "/").toBeLessThanOrEqual(320);
      await page.getByRole("navigation", { name: /./ }).first().getByRole("link").nth(1).click();
      await expect(page).not.toHaveURL(/\/$/);

      for (const path of PUBLIC_PAGES.slice(1)) {
        await page.goto(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 }).first(), path).not.toHaveText("");
        await expect(page.getByRole("contentinfo"), path).toBeAttached();
        expect(await pageWidth(), path).toBeLessThanOrEqual(320);
      }
    });
  }

  test("a form says it needs the app, instead of sending itself where nothing can take it", async ({
    page,
  }) => {
    for (const path of ["/about", "/partner-portal", "/donor-portal"]) {
      await page.goto(path);
      const form = page.locator("form").first();
      await expect(form.getByRole("note"), path).toHaveText(/needs JavaScript.*foot of this page/);
      await expect(form.locator('button[type="submit"]'), path).toBeHidden();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /Phone/ }), path).toBeVisible();
    }
  });

  test("the Swahili and Luganda pages are theirs", async ({ page }) => {
    // The page as the server draws it is what a browser without scripts shows: read its
    // first heading from the HTML, without laying out 45 pages.
    const headings: Record<string, string[]> = {};
    for (const language of SITE_LOCALES) {
      headings[language] = [];
      for (const path of PUBLIC_PAGES) {
        const response = await page.request.get(path, {
          headers: { Cookie: `${LANGUAGE_COOKIE}=${language}` },
        });
        const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1];
        expect(heading, `${language} ${path}`).toBeDefined();
        headings[language].push(heading!.replace(/<[^>]+>/g, "").trim());
      }
    }
    headings.en!.forEach((english, index) => {
      expect(english, PUBLIC_PAGES[index]).not.toBe("");
      expect(headings.sw![index], PUBLIC_PAGES[index]).not.toBe(english);
      expect(headings.lg![index], PUBLIC_PAGES[index]).not.toBe(english);
      expect(headings.lg![index], PUBLIC_PAGES[index]).not.toBe(headings.sw![index]);
    });
  });
});

test.describe("with scripts", () => {
  test.beforeEach(async ({ page }) => {
    await skipSplash(page);
  });

  for (const language of SITE_LOCALES) {
    test(`the app takes over every public page in ${language} without an error or a shift`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on("console", (message) => {
        // The browser logs every error status: a visitor's GET /api/me is answered 401, and
        // the not-found page comes with its 404.
        const expected = /status of (401|404) \(/.test(message.text());
        if (message.type() === "error" && !expected) problems.push(`${page.url()}: ${message.text()}`);
      });
      const shifts = await watchShifts(page);
      await markDrawnElements(page);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await shifts(), path).toBeLessThan(0.01);
        await appTookOver(page);
        // Taken over, not drawn again: the page's heading, header and footer are the ones sent.
        expect(await notAsSent(page, ["header", "h1", "footer"]), path).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }

  // The page names its own code (docs/decisions/097): the head's script asks for it while
  // the app's entry loads, and the app, when it takes the page over, finds it asked for.
  for (const [path, language, pageModule] of [
    ["/", "en", "home-page"],
    ["/portal", "en", "portal-page"],
    ["/contact", "sw", "about-contact-page"],
  ] as const) {
    test(`${path} in ${language} names its own code, each part asked for once`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      const scripts: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".js")) scripts.push(pathname);
      });
      await page.goto(path);
      await appTookOver(page);
      const html = page.locator("html");
      const pageCode = ((await html.getAttribute(PAINT_MARKS.pageCode)) ?? "").split(" ");
      const namespaces = ((await page.locator("#root").getAttribute("data-namespaces")) ?? "").split(" ");
      // The page's module, the splash's (drawn in every public page), and the page's strings.
      expect(pageCode).toContainEqual(
        expect.stringMatching(new RegExp(`^/assets/${pageModule}-[\\w-]+\\.js$`)),
      );
      expect(pageCode).toContainEqual(expect.stringMatching(/^\/assets\/splash-screen-[\w-]+\.js$/));
      for (const namespace of namespaces)
        expect(pageCode).toContainEqual(
          expect.stringMatching(new RegExp(`^/assets/locales/${language}-${namespace}-[\\w-]+\\.js$`)),
        );
      // Each asked for, once; and no link asks for one again (Vite's own preloads skip it).
      expect(scripts.filter((script) => pageCode.includes(script)).sort()).toEqual([...pageCode].sort());
      expect(scripts.filter((script, index) => scripts.indexOf(script) !== index)).toEqual([]);
      const preloads = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloads.filter((href, index) => preloads.indexOf(href) !== index)).toEqual([]);
    });
  }

  test("the app draws every public page itself where the server sent the page bare, without an error", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const path of PUBLIC_PAGES) {
      // An address with a query is never drawn ahead (web-assets.ts): the app renders the
      // page from nothing, and every part whose code is still loading must wait in a
      // Suspense of its own, not reach the error boundary.
      await page.goto(`${path}?from=link`);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.getByText("Something went wrong"), path).toHaveCount(0);
      await expect(page.getByText("Unexpected Application Error!"), path).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test("on a line that brings the page in pieces, the header is painted whole: nothing in it moves", async ({
    browser,
    baseURL,
  }) => {
    // The pause falls inside the header, before its last button: the first paint waits
    // until the header is whole (index.html's rel="expect"); a header painted half-read
    // would move left as its last button arrived.
    const line = await startSlowLine(baseURL!, { pauseBefore: "data-menu-toggle", pauseMs: 600 });
    // A context of its own: the projects' headers (an Origin of the test server's) would
    // make the browser refuse the page's own requests on the line's address.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: "block",
      extraHTTPHeaders: {},
    });
    try {
      await skipSplash(context);
      const page = await context.newPage();
      const shifts = await watchShifts(page);
      await page.goto(`${line.url}/about`);
      await expect(page.locator(`html[${PAINT_MARKS.appReady}]`)).toBeAttached();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About HIVCare");
      expect(await shifts()).toBe(0);
    } finally {
      await context.close();
      await line.close();
    }
  });

  test.describe("before the app's code has arrived", () => {
    test.use({ waitForTakeOver: false });

    test("a dark theme is dark from the first paint, before the app's code arrives", async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, "dark"), STORAGE_KEYS.theme);
      await withoutTheAppsCode(page);
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About HIVCare");
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe("rgb(255, 255, 255)");
    });

    test("a language chosen on this phone before the cookie existed: nothing shows until the app draws it", async ({
      page,
    }) => {
      await page.addInitScript((key) => localStorage.setItem(key, "sw"), STORAGE_KEYS.language);
      await withoutTheAppsCode(page);
      await page.goto("/about");
      await expect(page.locator("#root")).toBeHidden();

      await page.unroute(/\/assets\/index-[\w-]+\.js$/);
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kuhusu HIVCare");
      // And from now on the server knows it.
      expect((await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe(
        "sw",
      );
    });

    test("in discreet mode the product's name never shows, even before the app's code", async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, "on"), STORAGE_KEYS.discreetMode);
      await withoutTheAppsCode(page);
      await page.goto("/");
      await expect(page.locator("#root")).toBeHidden();
      await expect(page.getByText("HIVCare").first()).toBeHidden();
    });

    for (const theme of ["light", "dark"] as const) {
      test(`every public page is painted in full before its stylesheet arrives, ${theme}`, async ({
        page,
      }) => {
        test.slow();
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: STORAGE_KEYS.theme,
          value: theme,
        });
        await withoutTheAppsCode(page);
        for (const path of PUBLIC_PAGES) {
          await page.route(STYLESHEET, (route) => route.abort("blockedbyclient"));
          await page.goto(path);
          expect(await linkedStylesheets(page), path).toBe(0);
          const beforeTheStylesheet = await paintedElements(page);
          await page.unroute(STYLESHEET);
          await page.goto(path);
          expect(await linkedStylesheets(page), path).toBe(1);
          expect(beforeTheStylesheet, path).toEqual(await paintedElements(page));
        }
      });
    }

    test("the quick exit leaves before the app's code has arrived", async ({ page }) => {
      await withoutTheAppsCode(page);
      await page.goto("/services");
      await page.getByRole("link", { name: "Quick exit" }).click();
      await expect(page).toHaveURL(/\/weather$/);
    });
  });
});
