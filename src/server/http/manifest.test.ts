import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageIcons } from "@shared/domain/web-manifest-url";
import { buildWebManifest, shortName, webManifestRoutes } from "./manifest";

const app = webManifestRoutes({ SITE_NAME: "HIVCare" });
const get = (query = "", headers: Record<string, string> = {}) =>
  app.request(`/manifest.webmanifest${query}`, { headers });

describe("GET /manifest.webmanifest", () => {
  it("serves an installable manifest named from the configuration", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/manifest+json");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "HIVCare",
      short_name: "HIVCare",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0f766e",
      lang: "en",
    });
    const purposes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]),
    );
  });

  it("names every icon file that exists in public/icons", () => {
    for (const discreet of [undefined, "1"] as const) {
      for (const icon of buildWebManifest("HIVCare", { discreet }).icons)
        expect(existsSync(join("public", icon.src)), icon.src).toBe(true);
    }
  });

  it("has the page's own icons (tab, iOS home screen) in both looks, the neutral ones apart", () => {
    for (const neutral of [false, true]) {
      for (const src of Object.values(pageIcons(neutral)))
        expect(existsSync(join("public", src)), src).toBe(true);
    }
    expect(Object.values(pageIcons(true)).every((src) => src.startsWith("/icons/neutral"))).toBe(true);
  });

  it("gives the neutral name, icon and no description in discreet mode, in the asked language", async () => {
    const manifest = await (await get("?discreet=1&lang=sw")).json();
    expect(manifest).toMatchObject({ name: "Kumbukumbu", short_name: "Kumbukumbu", lang: "sw", id: "/" });
    expect(manifest.description).toBeUndefined();
    expect(JSON.stringify(manifest)).not.toMatch(/HIV|icon-/i);
  });

  it("is the same for anyone: a signed-in cookie changes nothing and nothing personal is in it", async () => {
    const anonymous = await (await get()).text();
    const withCookie = await (await get("", { cookie: "better-auth.session_token=abc" })).text();
    expect(withCookie).toBe(anonymous);
  });

  it("refuses a bad query with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["?discreet=yes", "discreet"],
      ["?lang=fr", "lang"],
    ]) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: "validation", field });
    }
  });
});

describe("shortName", () => {
  it("keeps a short name and cuts a long one to its first word, at most 12 characters", () => {
    expect(shortName("HIVCare")).toBe("HIVCare");
    expect(shortName("Kampala Care Network")).toBe("Kampala");
    expect(shortName("Supercalifragilistic Care")).toBe("Supercalifra");
  });
});
