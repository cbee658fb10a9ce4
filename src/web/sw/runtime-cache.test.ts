import { describe, expect, it } from "vitest";
import { isCacheable, isHashedAsset, isImage, isLocaleChunk, isPublicApiRequest } from "./runtime-cache";

const here = (path: string) => new URL(path, self.location.origin);
const response = (status: number, headers: Record<string, string> = {}) =>
  new Response("x", { status, headers });

describe("isCacheable", () => {
  it("keeps a complete answer", () => {
    expect(isCacheable(response(200, { "Content-Type": "text/javascript" }))).toBe(true);
  });

  it("refuses partial, failed, private and no-store answers", () => {
    expect(isCacheable(response(206))).toBe(false);
    expect(isCacheable(response(404))).toBe(false);
    expect(isCacheable(response(200, { "Cache-Control": "private, max-age=60" }))).toBe(false);
    expect(isCacheable(response(200, { "Cache-Control": "no-store" }))).toBe(false);
  });

  it("refuses the app shell answered in place of a missing script", () => {
    expect(isCacheable(response(200, { "Content-Type": "text/html; charset=utf-8" }))).toBe(false);
  });
});

describe("isPublicApiRequest", () => {
  it("allows only the public configuration and testimonials, and only to read", () => {
    expect(isPublicApiRequest(here("/api/config"), new Request(here("/api/config")))).toBe(true);
    expect(isPublicApiRequest(here("/api/testimonials"), new Request(here("/api/testimonials")))).toBe(true);
    const post = new Request(here("/api/testimonials"), { method: "POST", body: "{}" });
    expect(isPublicApiRequest(here("/api/testimonials"), post)).toBe(false);
    for (const path of ["/api/me", "/api/notifications", "/api/applications", "/api/admin/cases"])
      expect(isPublicApiRequest(here(path), new Request(here(path)))).toBe(false);
  });
});

describe("routes by address", () => {
  it("tells translations, other scripts and images apart, on this site only", () => {
    expect(isLocaleChunk(here("/assets/locales/sw-home-AAA.js"))).toBe(true);
    expect(isLocaleChunk(here("/assets/home-page-AAA.js"))).toBe(false);
    expect(isHashedAsset(here("/assets/home-page-AAA.js"))).toBe(true);
    expect(isImage(here("/images/locations/kampala.svg"))).toBe(true);
    expect(isImage(here("/icons/icon-192.png"))).toBe(true);
    expect(isHashedAsset(new URL("https://cdn.example/assets/x.js"))).toBe(false);
    expect(isImage(new URL("https://cdn.example/images/x.png"))).toBe(false);
  });
});
