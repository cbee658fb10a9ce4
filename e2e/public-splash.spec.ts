import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures/test";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { runClockUntilVisible, watchSplash } from "./fixtures/splash";

// The page's clock stands still in these specs: the app takes a page over only as it is
// moved on (runClockUntilVisible), not while a page load waits.
test.use({ waitForTakeOver: false });

const START = new Date("2026-11-22T08:00:00+03:00").getTime();

/**
 * Steps of 5 ms until the app has taken the drawn splash over and its clock runs (the app
 * starts after a frame, decision 078). The splash's own mark, not the page's: the page under
 * it may be taken over in a later commit, after the splash's clock has moved on. Returns the
 * splash and a way to move the page's clock to a time counted from the splash's start (the
 * mark's value): the clock starts in an effect, which may run a moment before it is seen.
 */
async function waitForSplash(page: Page) {
  const running = page.locator('[data-testid="splash"][data-running]');
  await runClockUntilVisible(page, running, 5);
  const started = Number(await running.getAttribute("data-running"));
  const runUntil = async (sinceStart: number) => {
    const now = Math.round(await page.evaluate(() => performance.now()));
    await page.clock.runFor(started + sinceStart - now);
  };
  return { splash: page.getByTestId("splash"), runUntil };
}

test("the splash counts up 2 % every 50 ms, rotates tips every second and completes 0.5 s after 100", async ({
  page,
}) => {
  const watch = await watchSplash(page);
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto("/");
  const { splash, runUntil } = await waitForSplash(page);
  const percent = splash.getByTestId("splash-percent");
  const tip = splash.getByTestId("splash-tip");

  await expect(splash.getByText("Loading HIVCare Uganda...")).toBeVisible();
  await expect(percent).toHaveText("0%");
  await expect(tip).toHaveText("Take your ART at the same time every day. A phone alarm makes it easier.");
  await expect(splash.getByTestId("splash-dots").locator("span")).toHaveCount(5);
  await expect(splash.getByText("Health tip")).toBeVisible();

  await runUntil(50);
  await expect(percent).toHaveText("2%");
  await runUntil(1000);
  await expect(percent).toHaveText("40%");
  await expect(splash.getByRole("progressbar", { name: "Loading progress" })).toHaveAttribute(
    "aria-valuenow",
    "40",
  );
  await expect(tip).toHaveText(
    "U=U: when your viral load is undetectable, you do not pass HIV to sexual partners.",
  );
  await expect(splash.getByTestId("splash-dots").locator('span[data-lit="true"]')).toHaveCount(2);

  await runUntil(2500);
  await expect(percent).toHaveText("100%");
  await runUntil(2999);
  await expect(splash).toBeVisible();
  await runUntil(3000);
  await expect(splash).toBeHidden();
  const heading = page.getByRole("heading", { level: 1 });
  await runClockUntilVisible(page, heading, 50);
  await expect(heading).toHaveText("Private HIV care that comes to you");

  // Once per browser session: a reload goes straight to the page, without even the cover.
  await page.reload();
  await runClockUntilVisible(page, heading, 50);
  await expect(page.getByTestId("splash")).toBeHidden();
  expect(await watch.seen()).toBe(false);
});

test("the splash shows only while no user is signed in", async ({ page }) => {
  await signUpViaApi(page.request, newClientAccount());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private HIV care that comes to you");
  await expect(page.getByTestId("splash")).toBeHidden();
});

test("with reduced motion the splash shows without animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const splash = page.getByTestId("splash");
  await expect(splash).toBeVisible();
  const ring = splash.locator("circle").nth(1);
  // The stylesheet cuts every transition to 0.01 ms under reduced motion.
  const duration = await ring.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  expect(duration).toBeLessThan(0.001);
  expect(
    await splash
      .getByTestId("splash-dots")
      .evaluate((dots) => [...dots.children].map((dot) => getComputedStyle(dot).animationName)),
  ).toEqual(["none", "none", "none", "none", "none"]);
  await expect(splash).toBeHidden({ timeout: 10_000 });
});

test("the splash has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("splash-percent")).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[data-testid="splash"]').analyze();
  expect(results.violations).toEqual([]);
});
