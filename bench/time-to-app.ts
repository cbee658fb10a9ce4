/**
 * How long a person on a slow line waits for a page to be the app's: from the start of the
 * navigation until the app has taken the drawn page over (`data-app-ready`, when its buttons
 * and forms work). Lighthouse simulates its line; here Chromium itself is slowed (its
 * network emulation and CPU throttling), so every round trip the page makes is paid. A fresh
 * browser context each load: a first visit, no service worker.
 */
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { PAINT_MARKS } from "../src/web/prerender/before-paint";
import { percentile } from "./percentile";

export const TIME_TO_APP_HEADING = "## Time to the app on a slow line (Chromium slowed, first visit)";

interface Line {
  label: string;
  rttMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

/** Lighthouse's slow 4G and mobile CPU, applied; and a line outside the towns. */
const LINES: Line[] = [
  { label: "150 ms, 1.6 Mbps, 4x CPU", rttMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
  { label: "300 ms, 700 kbps, 4x CPU", rttMs: 300, downloadKbps: 700, uploadKbps: 300, cpuSlowdown: 4 },
];
const LOADS = 5;

async function loadsOf(browser: Browser, url: string, line: Line): Promise<number[]> {
  const times: number[] = [];
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: line.rttMs,
      downloadThroughput: (line.downloadKbps * 1000) / 8,
      uploadThroughput: (line.uploadKbps * 1000) / 8,
    });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: line.cpuSlowdown });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForSelector(`html[${PAINT_MARKS.appReady}]`, { state: "attached", timeout: 60_000 });
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return times.sort((a, b) => a - b);
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;

export async function timeToAppSection(base: string, paths: string[]): Promise<string> {
  const rows: string[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const line of LINES)
      for (const path of paths) {
        const times = await loadsOf(browser, `${base}${path}`, line);
        rows.push(
          `| ${line.label} | ${path} | ${ms(percentile(times, 0.5))} | ${ms(times[0]!)} to ${ms(times.at(-1)!)} |`,
        );
      }
  } finally {
    await browser.close();
  }
  return [
    TIME_TO_APP_HEADING,
    "",
    `From the start of the navigation to the page taken over by the app (\`${PAINT_MARKS.appReady}\`), the median of ${LOADS} loads a page, 360 px.`,
    "",
    "| line | page | median | range |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}
