/**
 * Offline is never an error (issue 15): after one online visit of the home page, every
 * route of spec section 2 opened offline by a full page load shows its page or the
 * offline page, in the app's layout, never the router's "Unexpected Application Error!";
 * the offline page turns into the real page by itself when the connection returns. While
 * online, a page whose code fails to download is tried once more before the router's error.
 */
import { expect, test, type Page } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { waitUntilOfflineReady } from "./fixtures/offline";
import { expectNoViolations } from "./fixtures/axe";
import { PORTAL_PAGES, SITE_PAGES } from "./fixtures/public-site";

const ROUTER_ERROR = "Unexpected Application Error!";
const OFFLINE_HEADING = "You're offline";

/** Every route of spec section 2 (src/web/app/router.tsx) but the home page, and one unknown path. */
const ROUTES = [
  ...SITE_PAGES.filter((path) => path !== "/"),
  "/portal",
  "/portal/settings",
  "/reset-password",
  "/admin-dashboard",
  "/admin-status",
  "/admin/provision",
  ...PORTAL_PAGES,
];

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/** The page has settled on a heading of its own (a page's h1 or the offline page's), not the router's error. */
async function expectAPageNotTheError(page: Page) {
  const heading = page.locator("main h1");
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(ROUTER_ERROR);
  await expect(page.getByText(ROUTER_ERROR)).toHaveCount(0);
}

async function firstVisitThenOffline(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await waitUntilOfflineReady(page);
  await page.context().setOffline(true);
}

test.describe("offline, after one visit of the home page", () => {
  test("every route shows its page or the offline page, never the router's error", async ({ page }) => {
    test.setTimeout(120_000);
    await firstVisitThenOffline(page);

    await page.goto("/");
    await expectAPageNotTheError(page);
    await expect(page.locator("main h1")).not.toHaveText(OFFLINE_HEADING);

    for (const path of ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAPageNotTheError(page);
        // None of these was opened before: their code is not on this device.
        await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();
      });
    }
  });

  test("the offline page keeps the layout, speaks calmly and offers what works offline", async ({ page }) => {
    await firstVisitThenOffline(page);
    await page.goto("/impact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(main).toContainText("This page needs a connection the first time.");
    await expect(main.getByRole("button", { name: "Try again" })).toBeVisible();
    // The home page was opened, so it works offline; the page that failed is not offered.
    const offline = main.getByRole("navigation", { name: "Pages that work offline" });
    await expect(offline.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(offline.getByRole("link", { name: /Impact/ })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Offline/);

    // Still offline: a tap says so, and the page stays.
    await main.getByRole("button", { name: "Try again" }).click();
    await expect(main.getByRole("status")).toContainText("Still offline");
    await expect(main.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();
    await expectNoViolations(page);

    // A page stored on this device opens offline from the list.
    await offline.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expectAPageNotTheError(page);
    await expect(page.locator("main h1")).not.toHaveText(OFFLINE_HEADING);
  });

  test("coming back online shows the real page without a tap", async ({ page, context }) => {
    await firstVisitThenOffline(page);
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect(page.getByText(OFFLINE_HEADING, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL("/services");
  });
});

test.describe("online, without the service worker", () => {
  // The page's own requests, so page.route sees every download of a page's code.
  test.use({ serviceWorkers: "block" });

  test("a page whose code fails once is tried once more and shows", async ({ page }) => {
    let downloads = 0;
    await page.route("**/assets/services-page-*.js", (route) =>
      ++downloads === 1 ? route.abort("connectionreset") : route.continue(),
    );
    // Opened from another page: a page opened by its address comes drawn by the server.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    expect(downloads).toBe(2);
  });

  test("a page whose code keeps failing while the server answers shows the router's error", async ({
    page,
  }) => {
    let downloads = 0;
    await page.route("**/assets/services-page-*.js", (route) => {
      downloads += 1;
      return route.abort("connectionreset");
    });
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: ROUTER_ERROR })).toBeVisible();
    // The page opened by its address asks for its code first (decision 097), then the app
    // asks, and once more: three downloads; two where the app's first joined the page's,
    // still on its way.
    expect(downloads).toBeGreaterThanOrEqual(2);
    expect(downloads).toBeLessThanOrEqual(3);
  });

  test("when the server cannot be reached at all, it is the offline page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    // The browser still says online, but nothing of ours gets through (a dead mobile link).
    await page.route(/\/(assets\/services-page-[\w-]+\.js|api\/health)$/, (route) =>
      route.abort("internetdisconnected"),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();
    await expect(page.getByText(ROUTER_ERROR)).toHaveCount(0);
  });
});
