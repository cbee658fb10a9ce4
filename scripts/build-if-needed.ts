/**
 * Builds the web app when its output is missing or older than any of its sources,
 * so `npm start` is quick after the first run and never serves a stale build.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const OUTPUT_STAMP = "dist/web/index.html";
const SOURCES = ["src/web", "src/shared", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(OUTPUT_STAMP) ? statSync(OUTPUT_STAMP).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < changedAt) {
  process.stdout.write("Building the web app...\n");
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
}
