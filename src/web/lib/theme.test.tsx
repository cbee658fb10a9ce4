import { afterEach, describe, expect, it, vi } from "vitest";
import { switchThemeClass } from "./theme";

afterEach(() => {
  document.documentElement.classList.remove("dark");
});

const transitionsStopped = () =>
  [...document.head.querySelectorAll("style")].some((style) =>
    style.textContent?.includes("transition:none"),
  );

function holdFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  return frames;
}

describe("a theme switch", () => {
  it("changes every colour at once: transitions are off until the next frame", () => {
    const frames = holdFrames();
    switchThemeClass(true);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(transitionsStopped()).toBe(true);
    frames.forEach((frame) => frame(0));
    expect(transitionsStopped()).toBe(false);
  });

  it("does nothing when the page already has the theme", () => {
    const frames = holdFrames();
    switchThemeClass(false);
    expect(frames).toHaveLength(0);
    expect(transitionsStopped()).toBe(false);
  });
});
