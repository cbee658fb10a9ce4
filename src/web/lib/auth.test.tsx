import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { SIGNED_IN_ME, fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { STORAGE_KEYS } from "@shared/constants";
import { changeLanguage } from "./i18n";

beforeAll(useEnglishStrings);
afterEach(async () => {
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

describe("a sign-out that could not reach the server", () => {
  it("is finished first on the next start, before anyone is taken as signed in", async () => {
    localStorage.setItem(STORAGE_KEYS.signOutPending, "1");
    const server = fakeServer();
    server.on("POST", "/api/account/sign-out", () => ({ json: { ok: true, scope: "local" } }));
    server.on("GET", "/api/me", () => ({
      status: 401,
      json: { error: { code: "unauthorized", message: "x" } },
    }));
    renderWithApp(<p>page</p>);
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain("/api/me"));
    expect(server.calls.slice(0, 2).map((call) => [call.method, call.path, call.body])).toEqual([
      ["POST", "/api/account/sign-out", { scope: "local" }],
      ["GET", "/api/me", undefined],
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.signOutPending)).toBeNull();
  });
});
