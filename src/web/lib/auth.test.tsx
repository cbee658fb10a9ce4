import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, waitFor } from "@testing-library/react";
import { SIGNED_IN_ME, fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { changeLanguage } from "./i18n";

beforeAll(useEnglishStrings);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage("en");
});

describe("the language the server writes in", () => {
  it("is this device's, told at sign-in and at each switch", async () => {
    const server = fakeServer();
    server.on("GET", "/api/me", () => ({ json: SIGNED_IN_ME }));
    server.on("PUT", "/api/me/language", (body) => ({ json: body }));
    const told = () =>
      server.calls.filter((call) => call.path === "/api/me/language").map((call) => call.body);
    renderWithApp(<p>page</p>);
    // The profile has none yet: this device's English is told once signed in.
    await waitFor(() => expect(told()).toEqual([{ language: "en" }]));
    await changeLanguage("sw");
    await waitFor(() => expect(told()).toEqual([{ language: "en" }, { language: "sw" }]));
  });
});
