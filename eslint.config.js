import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importPlugin from "eslint-plugin-import";
import { importZones } from "./lint/feature-boundaries.js";

// The architecture's boundaries (DESIGN section 3): web and server never import each
// other (the web may import the server's types for the typed client), both import shared.
const boundaries = {
  web: {
    group: ["**/server/**", "@server/*"],
    message: "The web app must not import server code.",
    allowTypeImports: true,
  },
  server: { group: ["**/web/**", "@web/*"], message: "The server must not import web code." },
  // One way to route (decision 087): the app's router module wraps the library.
  router: {
    group: ["wouter", "wouter/*", "regexparam"],
    message: "Read the router from @web/lib/router.",
  },
  shared: {
    group: ["**/server/**", "**/web/**", "@server/*", "@web/*", "node:*", "react", "react-dom"],
    message: "shared/ is pure TypeScript for both sides: no server, web, Node or React imports.",
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "data",
      "test-results",
      "playwright-report",
      "src/server/db/migrations",
      "bench/.out",
      ".e2e",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { typescript: { project: "./tsconfig.json" } } },
    rules: { "import/no-restricted-paths": ["error", { zones: importZones }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [boundaries.web, boundaries.router] },
      ],
    },
  },
  {
    files: ["src/web/lib/router.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [boundaries.web] }] },
  },
  {
    files: ["src/web/sw.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [boundaries.server] }] },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [boundaries.shared] }] },
  },
  {
    // Command-line scripts and benchmarks talk to the terminal.
    files: ["scripts/**/*.ts", "bench/**/*.ts", "e2e/**/*.ts"],
    rules: { "no-console": "off" },
  },
);
