import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import react from "@vitejs/plugin-react";
import { compiledCatalogs } from "./src/web/lib/compile-catalog";
import { REACT_ON_PREACT, TESTING_LIBRARY_MODULE } from "./scripts/lib/react-on-preact";

const alias = {
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
};

/**
 * The test files that need a module graph of their own: those that replace a module
 * (`vi.mock`), which only works before anything imported it, and those that say they test a
 * module's first use (a comment `// fresh modules: why`). Every other file shares its worker's
 * modules with the files before it, which saves each file importing the app again (about
 * half of the suite's time; decision 046).
 */
const FRESH_MODULES = /\bvi\.(mock|doMock)\(|^\/\/ fresh modules: /m;
const testFilesNeedingFreshModules = ["src", "scripts", "bench", "lint"]
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && FRESH_MODULES.test(readFileSync(file, "utf8")));

/** A project twice: its files that share their worker's modules, and those needing fresh ones. */
function sharedAndFresh(
  project: TestProjectInlineConfiguration & { test: { name: string } },
  freshFiles: string[],
) {
  return [
    {
      ...project,
      test: { ...project.test, isolate: false, exclude: [...configDefaults.exclude, ...freshFiles] },
    },
    {
      ...project,
      test: { ...project.test, name: `${project.test.name} (fresh modules)`, include: freshFiles },
    },
  ];
}
const isWebFile = (file: string) => file.startsWith("src/web/");

// Two projects: the server and shared logic run in Node against an in-memory PGlite,
// the web components in jsdom; each is split in two by sharedAndFresh. `npm run test:server`
// runs only the server's two (CI runs them against a real PostgreSQL through TEST_DATABASE_URL).
export default defineConfig({
  resolve: { alias },
  test: {
    // One worker a core. Vitest's default leaves a core to its main process, which here is
    // mostly idle: on a 2-core machine that meant one worker and a suite twice as long.
    maxWorkers: availableParallelism(),
    projects: [
      ...sharedAndFresh(
        {
          resolve: { alias },
          test: {
            name: "server",
            environment: "node",
            include: [
              "src/server/**/*.test.ts",
              "src/shared/**/*.test.ts",
              "scripts/**/*.test.ts",
              "bench/**/*.test.ts",
              "lint/**/*.test.ts",
            ],
            globalSetup: ["src/server/test/database-snapshot.global.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        testFilesNeedingFreshModules.filter((file) => !isWebFile(file)),
      ),
      ...sharedAndFresh(
        {
          plugins: [
            {
              name: "react-on-preact",
              enforce: "pre" as const,
              async resolveId(id: string, importer: string | undefined) {
                if (id === "@testing-library/react") return TESTING_LIBRARY_MODULE;
                const alias = REACT_ON_PREACT.find(({ find }) => find.test(id));
                return alias ? this.resolve(alias.replacement, importer, { skipSelf: true }) : null;
              },
            },
            react(),
            compiledCatalogs(),
          ],
          // ES modules first: a library's CommonJS build (chosen by the "node" condition)
          // would `require` React itself, out of the aliases' reach.
          ssr: { resolve: { conditions: ["module", "browser", "import"], mainFields: ["module", "main"] } },
          resolve: {
            conditions: ["module", "browser", "import"],
            mainFields: ["module", "main"],
            alias: [
              ...REACT_ON_PREACT,
              ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            ],
          },
          test: {
            name: "web",
            // The libraries that render through React, run through Vite so that they too get
            // Preact (decision 091); left to Node, they would load React beside it.
            server: { deps: { inline: true } },
            environment: "jsdom",
            include: ["src/web/**/*.test.{ts,tsx}"],
            setupFiles: ["src/web/test/setup.ts"],
            // A test's stubbed fetch (the fake server) never leaks into the next.
            unstubGlobals: true,
            testTimeout: 20_000,
          },
        },
        testFilesNeedingFreshModules.filter(isWebFile),
      ),
    ],
  },
});
