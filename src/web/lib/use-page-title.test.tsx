import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useEnglishStrings } from "@web/test/render-app";
import { setDiscreetMode } from "./discreet-mode";
import { pageTitle, usePageTitle } from "./use-page-title";

beforeAll(async () => {
  await useEnglishStrings();
});

beforeEach(() => {
  localStorage.clear();
});

describe("usePageTitle", () => {
  it("titles a public page with the product's name", () => {
    renderHook(() => usePageTitle("Services"));
    expect(document.title).toBe("Services · HIVCare");
  });

  it("uses one neutral word on public pages in discreet mode, and follows the setting as it changes", () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: "Services" },
    });
    act(() => setDiscreetMode(true));
    expect(document.title).toBe("Notes");
    rerender({ title: "About Us" });
    expect(document.title).toBe("Notes");
    act(() => setDiscreetMode(false));
    expect(document.title).toBe("About Us · HIVCare");
  });

  it("never names the product on a private page, in either mode", () => {
    renderHook(() => usePageTitle("Settings", { private: true }));
    expect(document.title).toBe("Settings · Notes");
    act(() => setDiscreetMode(true));
    expect(document.title).toBe("Settings · Notes");
    act(() => setDiscreetMode(false));
    expect(document.title).toBe("Settings · Notes");
  });
});

describe("pageTitle", () => {
  it("gives private pages the neutral name of the page's language", () => {
    expect(pageTitle("Mipangilio", { private: true, discreet: false, language: "sw" })).toBe(
      "Mipangilio · Kumbukumbu",
    );
    expect(pageTitle(null, { private: true, discreet: false, language: "en" })).toBe("Notes");
  });

  it("gives a public page without a title the product's name, or the neutral one in discreet mode", () => {
    expect(pageTitle(null, { discreet: false, language: "en" })).toBe("HIVCare");
    expect(pageTitle(null, { discreet: true, language: "sw" })).toBe("Kumbukumbu");
  });
});
