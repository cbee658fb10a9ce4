import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_IMAGES, startImagePreload, type PreloadImage } from "./image-preload";

const images: PreloadImage[] = [
  { src: "/low.png", priority: "low" },
  { src: "/high-1.png", priority: "high" },
  { src: "/medium.png", priority: "medium" },
  { src: "/high-2.png", priority: "high" },
];

/** A loader whose loads finish only when the test says so. */
function controlledLoader() {
  const started: string[] = [];
  const pending = new Map<string, { resolve(): void; reject(error: Error): void }>();
  const load = (src: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(src);
      pending.set(src, { resolve, reject });
    });
  return { started, pending, load };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("startImagePreload", () => {
  it("waits a second, then loads three batches in turn: high, medium, low", async () => {
    const loader = controlledLoader();
    const run = startImagePreload({ images, load: loader.load, skip: () => false });
    expect(run.started).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(loader.started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.started).toEqual(["/high-1.png", "/high-2.png"]);
    loader.pending.get("/high-1.png")?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    // The medium batch waits for the whole high batch.
    expect(loader.started).toHaveLength(2);
    loader.pending.get("/high-2.png")?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.started.at(-1)).toBe("/medium.png");
    loader.pending.get("/medium.png")?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.started.at(-1)).toBe("/low.png");
    loader.pending.get("/low.png")?.resolve();
    if (run.started) await run.done;
  });

  it("refuses a second start while running, and allows one after", async () => {
    const load = vi.fn(async () => {});
    const first = startImagePreload({ images, load, skip: () => false });
    expect(startImagePreload({ images, load, skip: () => false })).toEqual({ started: false });
    await vi.advanceTimersByTimeAsync(1000);
    if (first.started) await first.done;
    expect(load).toHaveBeenCalledTimes(images.length);
    const again = startImagePreload({ images, load, skip: () => false });
    expect(again.started).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    if (again.started) await again.done;
  });

  it("only warns about a failed image and goes on with the next batches", async () => {
    const warn = vi.fn();
    const load = vi.fn(async (src: string) => {
      if (src === "/high-1.png") throw new Error(`Image failed to preload: ${src}`);
    });
    const run = startImagePreload({ images, load, warn, skip: () => false });
    await vi.advanceTimersByTimeAsync(1000);
    if (run.started) await run.done;
    expect(warn).toHaveBeenCalledExactlyOnceWith("Error: Image failed to preload: /high-1.png");
    expect(load).toHaveBeenLastCalledWith("/low.png");
  });

  it("downloads nothing when the browser asks to save data", async () => {
    const load = vi.fn(async () => {});
    expect(startImagePreload({ images, load, skip: () => true })).toEqual({ started: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
  });

  it("skips by default under Save-Data", () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    try {
      expect(startImagePreload({ load: async () => {} })).toEqual({ started: false });
    } finally {
      Reflect.deleteProperty(navigator, "connection");
    }
  });

  it("covers the location images of spec section 9", () => {
    const sources = APP_IMAGES.map((image) => image.src);
    for (const place of ["kampala", "masaka", "mbarara", "fort-portal"])
      expect(sources).toContain(`/images/locations/${place}.svg`);
  });
});
