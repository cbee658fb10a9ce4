/**
 * The install banner's timings (spec sections 4 and 9) on Playwright's clock: 3 s after
 * the browser's install prompt, not again within 7 days of a dismissal; on iOS outside
 * standalone mode the three steps after 5 s, until seen; never in the installed app.
 */
import { expect, test, type Page } from "./fixtures/test";
import { INSTALL_BANNER, STORAGE_KEYS } from "../src/shared/constants";
import { PAINT_MARKS } from "../src/web/prerender/before-paint";
import { skipSplash } from "./fixtures/splash";

// The page's clock stands still here: the app takes a page over only as it is moved on
// (untilShown), not while a page load waits.
test.use({ waitForTakeOver: false });

const START = new Date("2025-06-02T08:00:00+03:00");
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const banner = (page: Page) => page.getByTestId("install-banner");
/** Present as soon as the app decides to show a banner, before its code and strings arrive. */
const layer = (page: Page) => page.getByTestId("offline-banners");

/** What Chromium fires when the app may be installed; `prompt()` is counted. */
function fireInstallPrompt(page: Page) {
  return page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    const target = window as unknown as { installPrompts: number };
    target.installPrompts = 0;
    Object.assign(event, {
      prompt: async () => {
        target.installPrompts += 1;
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(event);
  });
}

/**
 * Opens the home page on a stopped clock, moving it in 20 ms steps until the page shows;
 * answers how much clock time that took (the banner's timers started within it).
 */
async function open(page: Page): Promise<number> {
  await skipSplash(page);
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START.getTime() + 1000);
  await page.goto("/");
  return untilShown(page);
}

/** Reloads on the stopped clock; answers the clock time the page took to show. */
async function reload(page: Page): Promise<number> {
  await page.reload();
  return untilShown(page);
}

/** Until the page shows and the app has taken it over (it comes drawn by the server, decision 076). */
async function untilShown(page: Page): Promise<number> {
  const heading = page.getByRole("heading", { level: 1 });
  const takenOver = page.locator(`html[${PAINT_MARKS.appReady}]`);
  let elapsed = 0;
  while (!(await heading.isVisible()) || (await takenOver.count()) === 0) {
    await page.clock.runFor(20);
    elapsed += 20;
    if (elapsed > 3000) throw new Error("The page did not show within 3 s of clock time");
  }
  return elapsed;
}

/** Lets the timers run, then gives the page real time to render what they decided. */
async function runFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  // No sign marks "React has drawn the timers' decision" when that decision is to show nothing.
  await page.waitForTimeout(300);
}

/**
 * Once decided, the banner's code and strings load over the real network and React shows
 * them on a timer of its own: the stopped clock is nudged until the banner is there.
 */
async function revealBanner(page: Page) {
  await expect
    .poll(
      async () => {
        if (await banner(page).isVisible()) return true;
        await page.clock.runFor(100);
        return false;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
}

test("the browser's prompt shows the banner 3 s later; Install Now prompts and hides it", async ({
  page,
}) => {
  await open(page);
  await fireInstallPrompt(page);
  await runFor(page, INSTALL_BANNER.browserDelayMs - 1);
  await expect(layer(page)).toHaveCount(0);
  await runFor(page, 1);
  await expect(layer(page)).toHaveCount(1);
  await revealBanner(page);
  await expect(banner(page)).toMatchAriaSnapshot(`
    - complementary "Install HIVCare App":
      - paragraph: Install HIVCare App
      - paragraph: Install our app for offline access, faster loading, and push notifications.
      - button "Dismiss"
      - button "Install Now"
  `);

  await banner(page).getByRole("button", { name: "Install Now" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(1);
});

test("Dismiss keeps the banner away for 7 days, then it may show again", async ({ page }) => {
  await open(page);
  await fireInstallPrompt(page);
  await runFor(page, INSTALL_BANNER.browserDelayMs);
  await revealBanner(page);
  await banner(page).getByRole("button", { name: "Dismiss" }).click();
  await expect(banner(page)).toHaveCount(0);
  const dismissedAt = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.installDismissed);
  expect(Number(dismissedAt)).toBe(await page.evaluate(() => Date.now()));

  // Short of 7 days when the prompt comes (the reload takes at most 3 s of clock time): no banner.
  await page.clock.setSystemTime(Number(dismissedAt) + INSTALL_BANNER.reshowAfterMs - 10_000 - 3000);
  await reload(page);
  await fireInstallPrompt(page);
  await runFor(page, INSTALL_BANNER.browserDelayMs + 2000);
  await expect(layer(page)).toHaveCount(0);

  // A moment more than 7 days: the banner is back.
  await page.clock.setSystemTime(Number(dismissedAt) + INSTALL_BANNER.reshowAfterMs + 60_000);
  await reload(page);
  await fireInstallPrompt(page);
  await runFor(page, INSTALL_BANNER.browserDelayMs);
  await revealBanner(page);
  await expect(banner(page)).toBeVisible();
});

test("without the browser's prompt there is no banner (an installed app gets none)", async ({ page }) => {
  await open(page);
  await runFor(page, 10_000);
  await expect(layer(page)).toHaveCount(0);
});

test.describe("on iOS", () => {
  test.use({ userAgent: IPHONE });

  test("the three steps show after 5 s; Dismiss marks them seen for good", async ({ page }) => {
    const elapsed = await open(page);
    await runFor(page, INSTALL_BANNER.iosDelayMs - elapsed - 1);
    await expect(layer(page)).toHaveCount(0);
    await runFor(page, elapsed + 1);
    await expect(layer(page)).toHaveCount(1);
    await revealBanner(page);
    await expect(banner(page)).toMatchAriaSnapshot(`
      - complementary "Install HIVCare App":
        - paragraph: Install HIVCare App
        - paragraph: Add to your home screen for quick access and offline use
        - list:
          - listitem: tap the Share button
          - listitem: tap Add to Home Screen
          - listitem: tap Add in the top right corner
        - button "Dismiss"
    `);
    await expect(banner(page).getByRole("button", { name: "Install Now" })).toHaveCount(0);

    await banner(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.iosPromptSeen)).toBe("true");
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.installDismissed),
    ).not.toBeNull();

    // Seen: not after 8 days either.
    await page.clock.setSystemTime(START.getTime() + 8 * 24 * 60 * 60 * 1000);
    await reload(page);
    await runFor(page, INSTALL_BANNER.iosDelayMs + 2000);
    await expect(layer(page)).toHaveCount(0);
  });

  test("nothing shows when already running from the home screen", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "standalone", { get: () => true }));
    await open(page);
    await runFor(page, INSTALL_BANNER.iosDelayMs + 2000);
    await expect(layer(page)).toHaveCount(0);
  });
});
