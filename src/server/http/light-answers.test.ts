/**
 * Answers leave through @hono/node-server's light path (docs/benchmarks.md, the fifth
 * session's run): a header added with `c.header()` after the handler has answered makes Hono
 * rebuild the finished answer as a full Response, which cost the bell a fifth of its rate.
 * No middleware of ours does so: headers are set before `next()`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** `await next()` followed, before the middleware's closing brace, by `c.header(`. */
const HEADER_AFTER_NEXT = /await next\(\);[^}]*?\bc\.header\(/s;

describe("the server's middlewares", () => {
  it("recognise a header added after the handler", () => {
    expect(HEADER_AFTER_NEXT.test(`async (c, next) => {\n  await next();\n  c.header("A", "b");\n}`)).toBe(
      true,
    );
    expect(HEADER_AFTER_NEXT.test(`async (c, next) => {\n  c.header("A", "b");\n  await next();\n}`)).toBe(
      false,
    );
  });

  it("add no header to an answer already made", () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(100);
    const offending = files
      .filter((file) => HEADER_AFTER_NEXT.test(readFileSync(file, "utf8")))
      .map((file) => relative(SERVER, file));
    expect(offending).toEqual([]);
  });
});
