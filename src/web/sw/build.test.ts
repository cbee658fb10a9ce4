import { describe, expect, it } from "vitest";
import { chunkFileName, referencedCode, shellOnly, staticImports } from "./build";

const indexHtml = `<!doctype html><html><head>
  <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
  <link rel="manifest" href="/manifest.webmanifest" />
  <script type="module" crossorigin src="/assets/index-AAA.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-BBB.js">
  <link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
</head><body></body></html>`;

const entry = (url: string) => ({ url, revision: null, size: 1 });

/** The built files the transform reads, as Vite writes them (minified ES modules). */
const built: Record<string, string> = {
  "index.html": indexHtml,
  "assets/sonner-GGG.js": `import{r as e}from"./react-BBB.js";let t=()=>import("./services-page-KKK.js");`,
  "assets/install-banner-HHH.js": `import{t}from"./download-MMM.js";import{C as n}from"./index-AAA.js";export{t as d};`,
  "assets/download-MMM.js": `import"./lucide-NNN.js";var t={name:\`download\`};export{t};`,
  "assets/lucide-NNN.js": `export const x=1;`,
  "assets/offline-page-III.js": `import{t as u}from"./use-page-title-JJJ.js";`,
  "assets/use-page-title-JJJ.js": `export{a as t}from"./utils-OOO.js";`,
  "assets/utils-OOO.js": `export const a=1;`,
  "assets/locales/sw-offline-FFF.js": `var e={"queue.title":["Bado"]};export{e as default};`,
};
const readBuilt = (path: string) => {
  const file = built[path];
  if (file === undefined) throw new Error(`not built: ${path}`);
  return file;
};

describe("shellOnly", () => {
  it("precaches index.html, the offline page, the code index.html loads and the offline kit with its imports, no page's code", async () => {
    const transform = shellOnly(readBuilt);
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
        "assets/sonner-GGG.js",
        "assets/install-banner-HHH.js",
        "assets/offline-page-III.js",
        "assets/use-page-title-JJJ.js",
        "assets/services-page-KKK.js",
        "assets/not-found-page-LLL.js",
        "assets/download-MMM.js",
        "assets/lucide-NNN.js",
        "assets/utils-OOO.js",
        "icons/icon.svg",
      ].map(entry),
    );
    expect(manifest.map((item) => item.url).sort()).toEqual([
      "assets/download-MMM.js",
      "assets/index-AAA.js",
      "assets/index-CCC.css",
      "assets/install-banner-HHH.js",
      "assets/locales/sw-offline-FFF.js",
      "assets/lucide-NNN.js",
      "assets/offline-page-III.js",
      "assets/react-BBB.js",
      "assets/sonner-GGG.js",
      "assets/use-page-title-JJJ.js",
      "assets/utils-OOO.js",
      "index.html",
      "offline.html",
    ]);
    expect(warnings).toEqual([]);
  });

  it("warns when the offline page is missing from the build", async () => {
    const { warnings } = await shellOnly(readBuilt)([entry("index.html")]);
    expect(warnings).toEqual(["The offline shell lacks offline.html"]);
  });
});

describe("staticImports", () => {
  it("finds what a chunk imports as it runs, beside it or above it, not what it imports later", () => {
    const code = `import{a as b}from"./one-A.js";import"./two-B.js";export{c}from"../three-C.js";const d=()=>import("./later-D.js");`;
    expect(staticImports("assets/locales/x.js", code)).toEqual([
      "assets/locales/one-A.js",
      "assets/locales/two-B.js",
      "assets/three-C.js",
    ]);
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

  it("names a language's list of string files its index, beside them", () => {
    expect(chunkFileName({ facadeModuleId: "/app/src/web/locales/lg/index.ts" })).toBe(
      "assets/locales/lg-index-[hash].js",
    );
  });

  it("leaves every other chunk where Vite puts it", () => {
    expect(chunkFileName({ facadeModuleId: "/app/src/web/pages/home-page.tsx" })).toBe(
      "assets/[name]-[hash].js",
    );
    expect(chunkFileName({ facadeModuleId: null })).toBe("assets/[name]-[hash].js");
  });
});
