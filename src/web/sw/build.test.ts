import { describe, expect, it } from "vitest";
import { chunkFileName, referencedCode, shellOnly } from "./build";

const indexHtml = `<!doctype html><html><head>
  <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
  <link rel="manifest" href="/manifest.webmanifest" />
  <script type="module" crossorigin src="/assets/index-AAA.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-BBB.js">
  <link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
</head><body></body></html>`;

const entry = (url: string) => ({ url, revision: null, size: 1 });

describe("shellOnly", () => {
  it("precaches index.html, the offline page, the code index.html loads and the offline kit, no page's code", async () => {
    const transform = shellOnly(() => indexHtml);
    const { manifest, warnings } = await transform(
      [
        "index.html",
        "offline.html",
        "assets/index-AAA.js",
        "assets/react-BBB.js",
        "assets/index-CCC.css",
        "assets/home-page-DDD.js",
        "assets/locales/en-common-EEE.js",
        "assets/locales/sw-offline-FFF.js",
        "assets/toasts-GGG.js",
        "assets/install-banner-HHH.js",
        "assets/offline-page-III.js",
        "assets/use-page-title-JJJ.js",
        "assets/services-page-KKK.js",
        "assets/not-found-page-LLL.js",
        "icons/icon.svg",
      ].map(entry),
    );
    expect(manifest.map((item) => item.url).sort()).toEqual([
      "assets/index-AAA.js",
      "assets/index-CCC.css",
      "assets/install-banner-HHH.js",
      "assets/locales/sw-offline-FFF.js",
      "assets/offline-page-III.js",
      "assets/react-BBB.js",
      "assets/toasts-GGG.js",
      "assets/use-page-title-JJJ.js",
      "index.html",
      "offline.html",
    ]);
    expect(warnings).toEqual([]);
  });

  it("warns when the offline page is missing from the build", async () => {
    const { warnings } = await shellOnly(() => indexHtml)([entry("index.html")]);
    expect(warnings).toEqual(["The offline shell lacks offline.html"]);
  });
});

describe("referencedCode", () => {
  it("finds scripts and styles by absolute path, not icons or the manifest", () => {
    expect([...referencedCode(indexHtml)]).toEqual([
      "assets/index-AAA.js",
      "assets/react-BBB.js",
      "assets/index-CCC.css",
    ]);
  });
});

describe("chunkFileName", () => {
  it("puts translations under assets/locales with their language", () => {
    expect(chunkFileName({ facadeModuleId: "/app/src/web/locales/sw/offline.json" })).toBe(
      "assets/locales/sw-[name]-[hash].js",
    );
    expect(chunkFileName({ facadeModuleId: "C:\\app\\src\\web\\locales\\en\\home.json" })).toBe(
      "assets/locales/en-[name]-[hash].js",
    );
  });

  it("leaves every other chunk where Vite puts it", () => {
    expect(chunkFileName({ facadeModuleId: "/app/src/web/pages/home-page.tsx" })).toBe(
      "assets/[name]-[hash].js",
    );
    expect(chunkFileName({ facadeModuleId: null })).toBe("assets/[name]-[hash].js");
  });
});
