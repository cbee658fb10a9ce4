import { afterEach, describe, expect, it, vi } from "vitest";
import { isOnline, saveData } from "./network";

function connection(value: { saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, "connection", { value, configurable: true });
}

function reducedData(on: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: on && query === "(prefers-reduced-data: reduce)",
  }));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "connection");
  vi.restoreAllMocks();
});

describe("saveData", () => {
  it("is false when the browser asks nothing", () => {
    reducedData(false);
    expect(saveData()).toBe(false);
    connection({ saveData: false });
    expect(saveData()).toBe(false);
  });

  it("follows Data Saver (Save-Data)", () => {
    reducedData(false);
    connection({ saveData: true });
    expect(saveData()).toBe(true);
  });

  it("follows the reduced-data preference", () => {
    reducedData(true);
    expect(saveData()).toBe(true);
  });
});

describe("isOnline", () => {
  it("is the browser's own flag", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(isOnline()).toBe(false);
    onLine.mockReturnValue(true);
    expect(isOnline()).toBe(true);
  });
});
