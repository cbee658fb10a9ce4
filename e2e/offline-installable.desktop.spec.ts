/**
 * The installed app: the manifest and the worker pass Chromium's installability checks
 * (the checks Lighthouse's installable-manifest audit read: Page.getInstallabilityErrors),
 * and a second visit with nothing changed downloads only the page and the API calls.
 * A persistent profile: Chromium never offers to install from an incognito one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { waitUntilOfflineReady } from "./fixtures/offline";

let profile: string;
let context: BrowserContext;

test.beforeEach(async ({ playwright }, testInfo) => {
  profile = mkdtempSync(join(tmpdir(), "offline-profile-"));
  context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  await skipSplash(context);
});

test.afterEach(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

async function firstVisit(): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await waitUntilOfflineReady(page);
  return page;
}

test("the manifest and the worker make the app installable", async () => {
  const page = await firstVisit();
  const cdp = await context.newCDPSession(page);
  const { errors, url, data } = await cdp.send("Page.getAppManifest");
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? "{}")).toMatchObject({ name: "HIVCare", display: "standalone", start_url: "/" });
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
});

test("a second visit downloads only the page itself and the API calls", async () => {
  let firstVisitBytes = 0;
  let overNetwork: Array<{ url: string; bytes: number }> = [];
  /** Every finished request, once it has been counted or not. */
  let accounted: string[] = [];
  context.on("requestfinished", async (request) => {
    const url = new URL(request.url()).pathname;
    const response = await request.response();
    // Answered by the worker from its caches: nothing crossed the network.
    if (response && !response.fromServiceWorker()) {
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      // Nothing received: the browser's HTTP cache answered (the worker revalidating a translation).
      if (bytes > 0) overNetwork.push({ url, bytes });
    }
    accounted.push(url);
  });
  await firstVisit();
  firstVisitBytes = overNetwork.reduce((sum, { bytes }) => sum + bytes, 0);
  overNetwork = [];
  accounted = [];

  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The idle-time loads too: the last of them are the chat's code, a few seconds after the
  // page, and then the strings it draws with.
  await expect
    .poll(() => accounted.some((url) => /^\/assets\/locales\/\w+-assistant-/.test(url)), { timeout: 30_000 })
    .toBe(true);

  const notApi = overNetwork.filter(
    ({ url }) => !url.startsWith("/api/") && url !== "/" && url !== "/manifest.webmanifest",
  );
  expect(notApi).toEqual([]);
  const total = overNetwork.reduce((sum, { bytes }) => sum + bytes, 0);
  const lines = overNetwork.map(({ url, bytes }) => `${url} ${bytes}`).join("\n");
  console.log(`First visit (with the worker's precache): ${firstVisitBytes} bytes`);
  console.log(`Second visit over the network: ${total} bytes in ${overNetwork.length} requests\n${lines}`);
  await test.info().attach("second-visit", { body: lines, contentType: "text/plain" });
});
