import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkFileName, shellOnly } from "./src/web/sw/build";
import { compiledCatalogs } from "./src/web/lib/compile-catalog";
import { PRERENDER_FILE, prerenderDir } from "./src/shared/prerender";
import { REACT_ON_PREACT } from "./scripts/lib/react-on-preact";
import { pageCode } from "./scripts/lib/page-code";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;
// Where this build writes (--outDir may change it); the worker's precache list reads index.html there.
let outDir = "dist/web";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compiledCatalogs(),
    {
      name: "remember-out-dir",
      configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    },
    pageCode(),
    {
      name: "prerender-beside-web",
      config: (config) => ({
        environments: { ssr: { build: { outDir: prerenderDir(config.build?.outDir ?? "dist/web") } } },
      }),
    },
    // Our own service worker (src/web/sw.ts, built to /sw.js), registered by the app
    // after load. It precaches the app shell only (src/web/sw/build.ts). The web app
    // manifest is served by the server, which knows the configured name.
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: "src/web",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: "iife",
        globPatterns: ["**/*.{js,css,html}", "icons/*.{svg,png}"],
        manifestTransforms: [shellOnly((path) => readFileSync(resolve(outDir, path), "utf8"))],
      },
    }).map((plugin) => ({
      ...plugin,
      applyToEnvironment: (environment: { name: string }) => environment.name === "client",
    })),
  ],
  // `vite build` builds both: the web app, then the prerenderer: the app built for Node,
  // which the server runs to send each page already drawn (src/web/prerender, decision 076).
  // Self-contained (`noExternal`), so it runs from wherever it was built to.
  builder: {},
  environments: {
    client: {},
    ssr: {
      consumer: "server",
      resolve: { noExternal: true },
      build: {
        ssr: "src/web/prerender/render-page.tsx",
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: PRERENDER_FILE, chunkFileNames: "[name]-[hash].mjs" } },
      },
    },
  },
  resolve: {
    alias: [
      ...REACT_ON_PREACT,
      { find: "@shared", replacement: fileURLToPath(new URL("./src/shared", import.meta.url)) },
      { find: "@web", replacement: fileURLToPath(new URL("./src/web", import.meta.url)) },
      {
        find: "use-sync-external-store/shim/index.js",
        replacement: fileURLToPath(new URL("./src/web/lib/use-sync-external-store.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    target: "es2022",
    // The polyfill (0.5 KB on every first load) only helps browsers without
    // <link rel="modulepreload"> (Firefox before 115, Safari before 17): they still run the
    // app, fetching a page's chunks one after another instead of together.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { chunkFileNames: chunkFileName } },
  },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
