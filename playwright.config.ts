import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e/data";
const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium, never a downloaded browser. The flags keep it from reaching out
// to the network, which this product's tests must never need.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: process.env.E2E_FULLY_PARALLEL === "true",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: (process.env.E2E_TRACE ?? "retain-on-failure") as "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "mobile",
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 1,
        launchOptions,
      },
      testIgnore: /.*\.desktop\.spec\.ts/,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: /.*\.desktop\.spec\.ts|.*\.both\.spec\.ts/,
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
      LOG_LEVEL: "warn",
      WEB_DIST: process.env.WEB_DIST ?? "dist/web",
    },
  },
});
