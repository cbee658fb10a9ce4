/**
 * Neutral by default where others can see (docs/decisions/049), at 360 px: with discreet
 * mode on, nothing on the screen or in the tab names health or the product from the first
 * paint of a new session through the splash; the installed app's manifest is the neutral
 * one; a signed-in client's private pages are titled neutrally; and a sign-out never
 * brings the full-screen splash back.
 */
import { expect, test, type Page } from "./fixtures/test";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { runClockUntilVisible, skipSplash, watchSplash } from "./fixtures/splash";
// Health words, and with them the product's name ("HIVCare"), as a person glancing at the screen would read them.
import { containsHealthWord } from "../src/shared/domain/health-words";

interface Screens {
  /** What was on screen at each change, from the first frame until the splash went away. */
  texts: string[];
  titles: string[];
  splashGone: boolean;
}

/**
 * Records, from before the page's first paint, the text a person could actually see on
 * every animation frame and DOM change (text covered by the splash does not count:
 * `innerText` would include the page loading behind it), and every document title.
 * Text recording stops once the splash has come and gone; titles go on.
 */
async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const record: Screens = { texts: [], titles: [], splashGone: false };
    (window as Window & { __screens?: Screens }).__screens = record;
    let splashSeen = false;

    /**
     * Text counts as seen unless it is hidden, outside the viewport, or under the splash
     * (or its cover) and not part of it. Only the splash counts as covering, so nothing
     * else on top (a transparent layer, an icon) can hide a word from this check.
     */
    function visibleText(splash: Element | null): string {
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const element = node.parentElement;
        if (!text || !element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const seen = [...range.getClientRects()].some((rect) => {
          if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth)
            return false;
          if (!splash || splash.contains(element)) return true;
          const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return !(top && splash.contains(top));
        });
        if (seen) parts.push(text);
      }
      return parts.join(" | ");
    }

    function sample() {
      const title = document.title;
      if (record.titles.at(-1) !== title) record.titles.push(title);
      if (record.splashGone || !document.body) return;
      // Only a splash that can be seen: a page the server drew has one in it, hidden while
      // the app draws the page again for discreet mode.
      const splash =
        [...document.querySelectorAll('[data-testid="splash"], [data-testid="splash-cover"]')].find(
          (element) => element.checkVisibility({ visibilityProperty: true }),
        ) ?? null;
      if (splash) splashSeen = true;
      else if (splashSeen) {
        record.splashGone = true;
        return;
      }
      const text = visibleText(splash);
      if (record.texts.at(-1) !== text) record.texts.push(text);
    }

    new MutationObserver(sample).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  return () => page.evaluate(() => (window as Window & { __screens?: Screens }).__screens as Screens);
}

async function turnOnDiscreetMode(page: Page) {
  await page.addInitScript(() => {
    try {
      localStorage.setItem("discreet-mode", "on");
    } catch {
      // about:blank has no storage.
    }
  });
}

test.describe("on a clock that stands still", () => {
  // The app takes the page over only as the clock is moved on (runClockUntilVisible).
  test.use({ waitForTakeOver: false });

  test("with discreet mode on, a new session shows no health word from the first paint through the splash", async ({
    page,
  }, testInfo) => {
    await turnOnDiscreetMode(page);
    const screens = await recordScreens(page);
    // The splash lasts 2.5 s: the page's clock holds it still while it is checked, however
    // slow the machine, and then runs on by itself.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto("/");

    const splash = page.getByTestId("splash");
    await runClockUntilVisible(page, splash, 5);
    await expect(splash.getByText("Loading Notes...")).toBeVisible();
    await expect(splash.getByRole("progressbar", { name: "Loading progress" })).toBeVisible();
    await expect(splash.getByTestId("splash-dots").locator("span")).toHaveCount(5);
    await expect(splash.getByTestId("splash-tip")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("splash-discreet-360.png") });
    // The splash's structure is the same in discreet mode, only its words differ: its
    // accessibility is checked by public-splash.spec.ts (axe needs the page's timers running).
    await page.clock.resume();

    await expect(splash).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Notes");
    await expect(page.getByRole("banner").getByRole("link", { name: "Notes" })).toBeVisible();

    const { texts, titles, splashGone } = await screens();
    expect(splashGone).toBe(true);
    // The recording did see the splash at work.
    expect(texts.some((text) => text.includes("Loading Notes..."))).toBe(true);
    // The ring's figure ("42" and "%", two text nodes) as it rose.
    expect(texts.filter((text) => /\b\d{1,3} \| %/.test(text)).length).toBeGreaterThan(10);
    expect(texts.filter(containsHealthWord)).toEqual([]);
    expect(titles).toContain("Notes");
    expect(titles.filter(containsHealthWord)).toEqual([]);

    // The app installed from this page gets the neutral name and icons.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await page.request.get(manifestHref ?? "")).json();
    expect(manifest).toMatchObject({ name: "Notes", short_name: "Notes" });
    expect(containsHealthWord(JSON.stringify(manifest))).toBe(false);
    expect(JSON.stringify(manifest)).not.toContain("/icons/icon");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/icons/neutral.svg");
  });
});

test("the recording catches the product's splash when discreet mode is off", async ({ page }) => {
  // The control for the test above: the same recording sees what the product's splash says.
  const screens = await recordScreens(page);
  await page.goto("/");
  await expect(page.getByTestId("splash").getByText("Loading HIVCare Uganda...")).toBeVisible();
  const { texts } = await screens();
  expect(texts.some(containsHealthWord)).toBe(true);
});

test("a signed-in client's private pages are titled neutrally, and signing out brings no splash", async ({
  page,
}) => {
  const watch = await watchSplash(page);
  await signUpViaApi(page.request, newClientAccount());
  await page.goto("/portal");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page).toHaveTitle("Account · Notes");
  // The app a client installs is the neutral one, discreet mode or not.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest?discreet=1&lang=en",
  );

  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Settings · Notes");
  expect(containsHealthWord(await page.title())).toBe(false);

  await page.goBack();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page).toHaveTitle("Account · Notes");
  await watch.reset();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page).toHaveTitle("Account · Notes");
  // The splash, had it been due, would have come in the render that drew "Sign in" (its cover
  // needs no code): the watch has seen that render.
  await expect(page.getByTestId("splash")).toBeHidden();
  expect(await watch.seen()).toBe(false);

  // Nor on the next load of this tab: the session's splash is over.
  // Taken over (the reload waits for it) and knowing nobody is signed in (the heading): the
  // splash's fate was drawn in that render.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(await watch.seen()).toBe(false);
});

test("no address a visitor is sent to names health, and old links to the services are renamed", async ({
  page,
}) => {
  await skipSplash(page);
  await page.goto("/");
  const footerLinks = page.getByRole("contentinfo").getByRole("link");
  await expect(footerLinks.first()).toBeVisible();
  const hrefs = await footerLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href") ?? ""),
  );
  expect(hrefs).toContain("/services#testing");
  expect(hrefs.filter(containsHealthWord)).toEqual([]);

  // A link written before the rename lands on its section, and the old word leaves the address.
  await page.goto("/services#hiv-testing");
  await expect(page).toHaveURL(/\/services#testing$/);
  await expect(page.locator("#testing")).toBeInViewport();
});
