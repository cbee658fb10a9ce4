import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { takeWrongAnswers } from "./fake-answers";

/**
 * Preact's effects run as in the app, before a key or a press is handled or after the next
 * frame (lib/effects-before-input.ts). Not in the prerenderer's tests, which run with no
 * window, as the server does (`@vitest-environment node`), and draw with no effects.
 */
const effects = typeof window === "undefined" ? undefined : await import("@web/lib/effects-before-input");

/**
 * Every file starts from a phone nobody used: the files of a worker share one jsdom window
 * (vitest.config.ts), so what one kept in storage or on the page is cleared before the next.
 */
beforeAll(() => {
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = "";
});

/**
 * Every test starts from an empty page (vitest.config.ts restores the stubbed globals).
 * Effects still waiting when a test file ends would run once jsdom's window is gone, an error
 * that fails the whole run: they are run when each test ends instead, while the page is there.
 */
function runWaitingEffects() {
  effects?.runWaitingEffects();
}
afterEach(() => {
  cleanup();
  runWaitingEffects();
});
afterAll(runWaitingEffects);

afterEach(() => {
  const wrong = takeWrongAnswers();
  if (wrong.length > 0) throw new Error(wrong.join("\n\n"));
});
