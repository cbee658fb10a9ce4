/**
 * The offline banners as people see them, at 360 and 1280 px, light and dark, English and
 * Swahili: no accessibility violations on the page while they show, and a screenshot of
 * each state (in the test's output folder) for review.
 */
import { expect, test, type Locator, type Page } from "./fixtures/test";
import { STORAGE_KEYS } from "../src/shared/constants";
import { skipSplash } from "./fixtures/splash";
import { waitUntilOfflineKitCached } from "./fixtures/offline";
import { expectNoViolations } from "./fixtures/axe";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

function fireInstallPrompt(page: Page) {
  return page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: "dismissed" }) });
    window.dispatchEvent(event);
  });
}

/**
 * The install banner's code loads when it first shows, and tries again a second later if
 * that fails (right after the connection returns, say); React reveals what waited for code
 * on a timer. On this page timers move only when the test moves the clock.
 */
async function expectShownOnFakeClock(page: Page, banner: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return banner.isVisible();
    })
    .toBe(true);
}

/** Opens the home page with the clock installed, ready to work offline. */
async function open(page: Page, language: "en" | "sw") {
  await skipSplash(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.language,
    language,
  ] as const);
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await waitUntilOfflineKitCached(page);
}

const VARIANTS = [
  {
    language: "en",
    colorScheme: "light",
    offline: "You're offline",
    back: "Back Online!",
    install: "Install HIVCare App",
  },
  {
    language: "sw",
    colorScheme: "dark",
    offline: "Uko nje ya mtandao",
    back: "Umerudi Mtandaoni!",
    install: "Sakinisha Programu ya HIVCare",
  },
] as const;

for (const variant of VARIANTS) {
  test.describe(`${variant.language}, ${variant.colorScheme}`, () => {
    test.use({ colorScheme: variant.colorScheme });

    test("offline status, then Back Online! with the install banner", async ({ page, context }, testInfo) => {
      const tag = `${testInfo.project.name}-${variant.language}-${variant.colorScheme}`;
      await open(page, variant.language);

      await context.setOffline(true);
      await expect(page.getByTestId("offline-status")).toContainText(variant.offline);
      await expectNoViolations(page);
      await screenshot(page, `${tag}-offline`);

      await fireInstallPrompt(page);
      await page.clock.runFor(3000);
      // Back Online! shows for 2 seconds; on a busy machine that can pass before a check
      // runs, so the page records the banner's text the moment it appears.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { backOnlineSeen: string[] }).backOnlineSeen = seen;
        new MutationObserver(() => {
          const banner = document.querySelector('[data-testid="back-online-banner"]');
          if (banner?.textContent) seen.push(banner.textContent);
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await context.setOffline(false);
      const seenText = () =>
        page.evaluate(() => (window as unknown as { backOnlineSeen: string[] }).backOnlineSeen.join(" "));
      await expect.poll(seenText).toMatch(variant.back);
      await expectShownOnFakeClock(page, page.getByRole("complementary", { name: variant.install }));
      await expectNoViolations(page);
      await screenshot(page, `${tag}-back-online-install`);
    });

    test.describe("on iOS", () => {
      test.use({ userAgent: IPHONE });

      test("the three steps", async ({ page }, testInfo) => {
        await open(page, variant.language);
        await page.clock.runFor(5000);
        await expectShownOnFakeClock(page, page.getByRole("complementary", { name: variant.install }));
        await expect(
          page.getByRole("complementary", { name: variant.install }).getByRole("listitem"),
        ).toHaveCount(3);
        await expectNoViolations(page);
        await screenshot(page, `${testInfo.project.name}-${variant.language}-${variant.colorScheme}-ios`);
      });
    });
  });
}
