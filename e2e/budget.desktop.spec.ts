import { expect, test } from "./fixtures/test";
import { recordTransfer } from "./fixtures/transfer";

// DESIGN section 7: the first load of / downloads at most 120 KB of gzipped JavaScript
// and 25 KB of gzipped CSS. Measured in the browser, so it counts every lazy chunk and
// string file the home page really needs. The target is the limit: the first load came
// down from 156.1 KB to 129.7 KB in steps (Lingui, decision 079; wouter, decision 087) and
// to 72.4 KB with Preact in place of React DOM (docs/decisions/091, 2026-11-30).
const JS_BUDGET = 120 * 1024;
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
