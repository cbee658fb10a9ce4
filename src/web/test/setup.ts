import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { options } from "preact";
import { afterAll, afterEach } from "vitest";
import { takeWrongAnswers } from "./fake-answers";

/**
 * Preact runs a render's effects, and an unmounted part's clean-ups, after the next frame.
 * Any still waiting when a test file ends would run once jsdom's window is gone, an error
 * that fails the whole run: they are run when each test ends instead, while the page is
 * still there. Until then they wait for a frame, as in the browser.
 */
const waitingEffects = new Set<() => void>();
options.requestAnimationFrame = (runEffects) => {
  waitingEffects.add(runEffects);
  requestAnimationFrame(() => {
    if (waitingEffects.delete(runEffects)) runEffects();
  });
};
function runWaitingEffects() {
  for (const runEffects of waitingEffects) {
    waitingEffects.delete(runEffects);
    runEffects();
  }
}

// Every test starts from an empty page (vitest.config.ts restores the stubbed globals).
afterEach(() => {
  cleanup();
  runWaitingEffects();
});
afterAll(runWaitingEffects);

afterEach(() => {
  const wrong = takeWrongAnswers();
  if (wrong.length > 0) throw new Error(wrong.join("\n\n"));
});
