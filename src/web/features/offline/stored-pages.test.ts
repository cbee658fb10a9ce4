import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES, pagesStored, storedUrls } from "./stored-pages";

const ORIGIN = "https://care.example";

describe("pagesStored", () => {
  it("offers the navigation's pages whose code is stored, in navigation order", () => {
    const urls = [
      `${ORIGIN}/assets/services-page-AAA111.js`,
      `${ORIGIN}/assets/home-page-BbewWd6v.js`,
      `${ORIGIN}/assets/locales/en-impact-CCC.js`,
      `${ORIGIN}/index.html?__WB_REVISION__=abc`,
    ];
    expect(pagesStored(urls, "/portal")).toEqual([
      { to: "/", labelKey: "nav.home" },
      { to: "/services", labelKey: "nav.services" },
    ]);
  });

  it("leaves out the page being opened and chunks whose name only starts alike", () => {
    const urls = [`${ORIGIN}/assets/home-page-AAA.js`, `${ORIGIN}/assets/about-contact-page-header-BBB.css`];
    expect(pagesStored(urls, "/")).toEqual([]);
  });

  it("names modules that exist, so the chunk names still match the build", () => {
    for (const module of Object.values(PAGE_MODULES)) {
      const file = resolve("src/web/pages", `${module}.tsx`);
      expect(existsSync(file), file).toBe(true);
    }
  });
});

describe("storedUrls", () => {
  it("lists every cache's addresses, and nothing without Cache Storage", async () => {
    const caches = {
      keys: async () => ["precache", "assets-v1"],
      open: async (name: string) => ({
        keys: async () => [new Request(`${ORIGIN}/${name}/a.js`)],
      }),
    } as unknown as CacheStorage;
    await expect(storedUrls(caches)).resolves.toEqual([
      `${ORIGIN}/precache/a.js`,
      `${ORIGIN}/assets-v1/a.js`,
    ]);
    await expect(storedUrls(undefined)).resolves.toEqual([]);
  });
});
