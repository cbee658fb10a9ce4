import { beforeEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { setDiscreetMode } from "./discreet-mode";
import { usePageTitle } from "./use-page-title";

beforeEach(() => {
  localStorage.clear();
});

describe("usePageTitle", () => {
  it("titles the page with the product's name", () => {
    renderHook(() => usePageTitle("Services"));
    expect(document.title).toBe("Services · HIVCare");
  });

  it("uses one neutral word in discreet mode, and follows the setting as it changes", () => {
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
});
