import { describe, expect, it } from "vitest";
import { codeOfLazyModules, type BuiltChunk } from "./page-code";

const ROOT = "/project";
const chunk = (fileName: string, imports: string[], kind: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: "chunk",
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...kind,
});

// The entry imports react and i18n; the home page imports an icon and a hook, which imports
// i18n too; the about page shares the hook; a catalogue imports nothing.
const bundle = {
  "assets/index.js": chunk("assets/index.js", ["assets/react.js", "assets/i18n.js"], {
    isEntry: true,
    facadeModuleId: "/project/index.html",
  }),
  "assets/react.js": chunk("assets/react.js", []),
  "assets/i18n.js": chunk("assets/i18n.js", ["assets/react.js"]),
  "assets/home-page.js": chunk("assets/home-page.js", ["assets/star.js", "assets/use-title.js"], {
    isDynamicEntry: true,
    facadeModuleId: "/project/src/web/pages/home-page.tsx",
  }),
  "assets/about-page.js": chunk("assets/about-page.js", ["assets/use-title.js", "assets/react.js"], {
    isDynamicEntry: true,
    facadeModuleId: "/project/src/web/pages/about-page.tsx",
  }),
  "assets/star.js": chunk("assets/star.js", ["assets/react.js"]),
  "assets/use-title.js": chunk("assets/use-title.js", ["assets/i18n.js", "assets/star.js"]),
  "assets/locales/en-home.js": chunk("assets/locales/en-home.js", [], {
    isDynamicEntry: true,
    facadeModuleId: "/project/src/web/locales/en/home.json",
  }),
  "assets/index.css": { type: "asset" as const },
};

describe("the code of each lazily loaded module", () => {
  it("is its chunk and every chunk it imports, however deep, without the entry's", () => {
    expect(codeOfLazyModules(bundle, ROOT)).toEqual({
      "src/web/pages/home-page.tsx": ["/assets/home-page.js", "/assets/star.js", "/assets/use-title.js"],
      "src/web/pages/about-page.tsx": ["/assets/about-page.js", "/assets/use-title.js", "/assets/star.js"],
      "src/web/locales/en/home.json": ["/assets/locales/en-home.js"],
    });
  });

  it("names no module the entry holds, nor one reached only by a static import", () => {
    const code = codeOfLazyModules(bundle, ROOT);
    expect(Object.keys(code)).not.toContain("index.html");
    expect(Object.values(code).flat()).not.toContain("/assets/react.js");
  });
});
