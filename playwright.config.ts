import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e/data";
export const baseURL = `http://localhost:${PORT}`;
/** The key in the SMS provider's callback URLs (SMS_CALLBACK_KEY). */
export const E2E_SMS_CALLBACK_KEY = "the-e2e-sms-callback-key-0123456789";

// Debian's Chromium, never a downloaded browser, kept off the network.
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * Each worker is a different visitor to the server: the e2e server trusts X-Forwarded-For,
 * so two workers signing people in side by side do not share one address's rate limits.
 * Playwright loads this file again in every worker, with its index in the environment.
 * Request contexts a spec makes itself (`playwright.request.newContext`) take these headers
 * by hand: the project's options do not reach them.
 * The addresses are from a range reserved for documentation: only a header, never a host.
 * Requests a test sends through the API say they come from our page, as a browser's do:
 * the server refuses a write that says neither Origin nor Sec-Fetch-Site.
 */
export const WORKER_HEADERS = {
  "X-Forwarded-For": `192.0.2.${1 + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`,
  Origin: baseURL,
};
const extraHTTPHeaders = WORKER_HEADERS;

const mobile = {
  ...devices["Pixel 5"],
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 1,
  extraHTTPHeaders,
  launchOptions,
};
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  extraHTTPHeaders,
  launchOptions,
};
const BOTH_OR_DESKTOP = /.*\.(both|desktop)\.spec\.ts$/;
/** The specs that move the server's clock (POST /api/test/clock): reminders ring, cases grow overdue. */
const MOVES_SERVER_CLOCK = /(care-(reminders|a11y)|cases-(overdue|crisis-ladder))\..*spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Spec files run two at a time: most of a test's time is spent waiting for the page.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL,
    // A trace records every action of every test, a sixth of the suite's time, for the rare
    // failure. CI keeps only the text of its run, where a trace cannot be opened: there a
    // failure is read from its message, its screenshot and its page's outline.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "mobile", use: mobile, testIgnore: [/.*\.desktop\.spec\.ts/, MOVES_SERVER_CLOCK] },
    { name: "desktop", use: desktop, testMatch: BOTH_OR_DESKTOP, testIgnore: MOVES_SERVER_CLOCK },
    // The server's clock is one for everybody: the specs that move it run after all the
    // others, one at a time, so no other test sees its time jump (a code expiring, say).
    {
      name: "mobile, server clock",
      use: mobile,
      testMatch: MOVES_SERVER_CLOCK,
      dependencies: ["mobile", "desktop"],
      // Two at once would move each other's clock: a reminder set for "in 2 minutes" lands
      // in the past when the other spec jumps 3 minutes, and rings only tomorrow.
      workers: 1,
    },
    {
      name: "desktop, server clock",
      use: desktop,
      testMatch: new RegExp(`(?=${BOTH_OR_DESKTOP.source})${MOVES_SERVER_CLOCK.source}`),
      dependencies: ["mobile, server clock"],
      workers: 1,
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "development",
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: "true",
      TEST_CLOCK: "true",
      TRUST_PROXY: "true",
      // Each worker's requests come "from" an address of its own (WORKER_HEADERS), never from
      // the server's machine: only a demo shows the outbox the sign-up fixtures read.
      DEMO_MODE: "true",
      // The SMS and USSD callbacks exist (decision 081); with no provider, what the service
      // sends is kept in the outbox the specs read.
      SMS_CALLBACK_KEY: E2E_SMS_CALLBACK_KEY,
      LOG_LEVEL: "warn",
      WEB_DIST: process.env.WEB_DIST ?? "dist/web",
    },
  },
});
