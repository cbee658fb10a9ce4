/**
 * The process's whole app, web app included: an API path we do not have is a JSON 404 in
 * the error shape for every method (npm run fuzz found the web app's shell answering an
 * unknown GET with a 200 page and a plain-text 404 for every other method).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, TEST_ORIGIN, type Harness } from "./test/harness";
import { CONFIG_PLACEHOLDER } from "./http/web-assets";
import { createServerApp } from "./server-app";

const webDist = mkdtempSync(join(tmpdir(), "server-app-web-"));
let h: Harness;
let app: Awaited<ReturnType<typeof createServerApp>>;

beforeAll(async () => {
  writeFileSync(join(webDist, "index.html"), `<!doctype html><title>app</title>${CONFIG_PLACEHOLDER}`);
  h = await createHarness({ SERVE_WEB: "true", WEB_DIST: webDist });
  app = await createServerApp(h.deps);
});

afterAll(async () => {
  await h.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("the whole app", () => {
  it.each(["GET", "POST", "PUT", "DELETE"])(
    "answers %s to an unknown API path with the JSON 404",
    async (method) => {
      const response = await app.request(`${TEST_ORIGIN}/api/nothing-here/at-all`, {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
    },
  );

  it("still answers a page's path with the web app's shell, and the API's own paths", async () => {
    const page = await app.request(`${TEST_ORIGIN}/portal/settings`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script id="app-config"');
    const health = await app.request(`${TEST_ORIGIN}/api/health`);
    expect(health.status).toBe(200);
  });

  it("compresses an answer for a client that accepts gzip, and says the answer varies by it", async () => {
    const compressed = await app.request(`${TEST_ORIGIN}/api/health`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toBe("Accept-Encoding");
    const text = await new Response(compressed.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(JSON.parse(text)).toMatchObject({ status: "ok" });

    const plain = await app.request(`${TEST_ORIGIN}/api/health`);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    // The security headers are on every answer.
    expect(plain.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("compresses the web app's pages too", async () => {
    const page = await app.request(`${TEST_ORIGIN}/portal/settings`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("vary")).toContain("Accept-Encoding");
  });
});
