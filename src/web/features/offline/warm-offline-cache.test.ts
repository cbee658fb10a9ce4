import { describe, expect, it } from "vitest";
import { loadedFileUrls } from "./warm-offline-cache";

const ORIGIN = "https://care.example";
const entry = (name: string, workerStart = 0) =>
  ({ name, workerStart }) as unknown as PerformanceResourceTiming;

describe("loadedFileUrls", () => {
  it("keeps this site's scripts, images, icons and public API answers that no worker saw", () => {
    const urls = loadedFileUrls(
      [
        entry(`${ORIGIN}/assets/index-AAA.js`),
        entry(`${ORIGIN}/assets/locales/en-common-BBB.js`),
        entry(`${ORIGIN}/images/hero-care.svg`),
        entry(`${ORIGIN}/icons/icon.svg`),
        entry(`${ORIGIN}/api/testimonials`),
        entry(`${ORIGIN}/assets/index-AAA.js`),
      ],
      ORIGIN,
    );
    expect(urls).toEqual([
      `${ORIGIN}/assets/index-AAA.js`,
      `${ORIGIN}/assets/locales/en-common-BBB.js`,
      `${ORIGIN}/images/hero-care.svg`,
      `${ORIGIN}/icons/icon.svg`,
      `${ORIGIN}/api/testimonials`,
    ]);
  });

  it("leaves out personal API answers, other sites and what a worker already handled", () => {
    const urls = loadedFileUrls(
      [
        entry(`${ORIGIN}/api/me`),
        entry(`${ORIGIN}/api/notifications`),
        entry("https://cdn.example/assets/x.js"),
        entry(`${ORIGIN}/assets/home-page-CCC.js`, 12.5),
      ],
      ORIGIN,
    );
    expect(urls).toEqual([]);
  });
});
