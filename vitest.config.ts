import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { compiledCatalogs } from "./src/web/lib/compile-catalog";
import { REACT_ON_PREACT, TESTING_LIBRARY_MODULE } from "./scripts/lib/react-on-preact";

const alias = {
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
};

// Two projects: the server and shared logic run in Node against an in-memory PGlite,
// the web components in jsdom. `npm run test:server` runs only the first (CI runs it
// a second time against a real PostgreSQL through DATABASE_URL).
export default defineConfig({
  resolve: { alias },
  test: {
    // One worker a core. Vitest's default leaves a core to its main process, which here is
    // mostly idle: on a 2-core machine that meant one worker and a suite twice as long.
    maxWorkers: availableParallelism(),
    projects: [
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
    ],
  },
});
