import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { act, waitFor } from "@testing-library/react";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { setDiscreetMode } from "@web/lib/discreet-mode";
import { useDiscreetManifest } from "./use-discreet-manifest";

function Probe() {
  useDiscreetManifest();
  return null;
}

const href = (rel: string) => document.querySelector(`link[rel="${rel}"]`)?.getAttribute("href");

beforeAll(useEnglishStrings);

beforeEach(() => {
  document.head.innerHTML = `
    <link rel="icon" href="/icons/neutral.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/neutral-apple-touch-icon.png" />`;
});

afterEach(() => {
  setDiscreetMode(false);
});

describe("useDiscreetManifest", () => {
  it("gives a visitor the product's manifest and icons", async () => {
    const server = fakeServer();
    server.on("GET", "/api/me", () => ({ status: 401, json: { error: { code: "unauthorized" } } }));
    renderWithApp(<Probe />);
    await waitFor(() => expect(href("icon")).toBe("/icons/icon.svg"));
    expect(href("manifest")).toBe("/manifest.webmanifest");
    expect(href("apple-touch-icon")).toBe("/icons/apple-touch-icon.png");
  });

  it("gives a signed-in client the neutral manifest and icons, whatever the mode", async () => {
    const server = fakeServer();
    server.on("GET", "/api/me", () => ({ json: meAnswer("user") }));
    renderWithApp(<Probe />);
    await waitFor(() => expect(href("manifest")).toBe("/manifest.webmanifest?discreet=1&lang=en"));
    expect(href("icon")).toBe("/icons/neutral.svg");
    expect(href("apple-touch-icon")).toBe("/icons/neutral-apple-touch-icon.png");
  });

  it("keeps the product's look for an admin, and turns neutral with discreet mode", async () => {
    const server = fakeServer();
    server.on("GET", "/api/me", () => ({ json: meAnswer("admin") }));
    renderWithApp(<Probe />);
    await waitFor(() => expect(href("icon")).toBe("/icons/icon.svg"));
    expect(href("manifest")).toBe("/manifest.webmanifest");
    act(() => setDiscreetMode(true));
    expect(href("manifest")).toBe("/manifest.webmanifest?discreet=1&lang=en");
    expect(href("icon")).toBe("/icons/neutral.svg");
  });
});
