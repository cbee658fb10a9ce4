import { expect, test } from "./fixtures/test";
import { recordTransfer } from "./fixtures/transfer";

// DESIGN section 7: the first load of / downloads at most 120 KB of gzipped JavaScript
// and 25 KB of gzipped CSS. Measured in the browser, so it counts every lazy chunk and
// string file the home page really needs. The JavaScript target is not met yet: until it
// is, an interim ceiling stops any growth (docs/decisions/006); it came down from 156.1 KB
// to 141.3 KB with the strings read through Lingui instead of i18next (docs/decisions/079),
// to 140.5 KB with links that look like buttons drawn without Radix's Slot, and to 129.7 KB
// with wouter in place of React Router (docs/decisions/087). 132,784 bytes measured on
// 2026-11-29, with a signed-in /api/me read by its schema and the offline queue on the typed
// client (both loaded only when needed), paid for by React's own useSyncExternalStore.
// The ceiling stands 0.1 KB above that: the chunks' names are content hashes, which gzip
// squeezes more or less by chance, and builds that differed only in one lazy chunk's hash
// (the same code on the first load) measured 132,784 to 132,818 bytes on 2026-11-29.
const JS_BUDGET = 129.8 * 1024;
const CSS_BUDGET = 25 * 1024;

test("the first load of / stays within the size budget", async ({ page }) => {
  const recorder = recordTransfer(page);
  // The last thing a first load fetches, once the page has loaded: the strings to speak
  // offline (start-offline-support.ts). Waited for, so that a quiet moment of the network
  // before it cannot leave it out of the count.
  const offlineStrings = page.waitForResponse(/\/assets\/locales\/en-offline-[\w-]+\.js$/);
  await page.goto("/");
  await expect(page.locator("h1").first()).toBeVisible();
  await offlineStrings;
  await page.waitForLoadState("networkidle");
  const transfer = await recorder.stop();
  const detail = transfer.files
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `${(file.gzipBytes / 1024).toFixed(1)} KB ${file.type} ${file.url}`)
    .join("\n");
  console.log(
    `first load of /: JS ${(transfer.js / 1024).toFixed(1)} KB (${transfer.js} bytes), CSS ${(transfer.css / 1024).toFixed(1)} KB\n${detail}`,
  );
  expect(transfer.js, detail).toBeLessThanOrEqual(JS_BUDGET);
  expect(transfer.css, detail).toBeLessThanOrEqual(CSS_BUDGET);
});
