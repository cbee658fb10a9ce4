/**
 * The web app's React components run on Preact, through its React compatibility layer
 * (decision 091): about 58 KB less gzipped JavaScript on every first load than React DOM.
 * The build, the prerenderer and the component tests resolve React's modules here alike,
 * so that what is tested is what ships.
 */
import { fileURLToPath } from "node:url";

export const REACT_ON_PREACT = [
  // Preact's compatibility layer, with ids unique on the page (src/web/lib/react-compat.ts).
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL("../../src/web/lib/react-compat.ts", import.meta.url)),
  },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];

/**
 * For the component tests: Testing Library's ES module, whose imports Vite resolves (its
 * `main` is CommonJS, whose `require("react")` Node would answer with React itself).
 */
export const TESTING_LIBRARY_MODULE = fileURLToPath(
  new URL("../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js", import.meta.url),
);
