import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { runWaitingEffects } from "@web/lib/effects-before-input";
import { takeWrongAnswers } from "./fake-answers";

/**
 * Every test starts from an empty page (vitest.config.ts restores the stubbed globals).
 * Preact's effects run as in the app, before a key or a press is handled or after the next
 * frame (lib/effects-before-input.ts). Any still waiting when a test file ends would run once
 * jsdom's window is gone, an error that fails the whole run: they are run when each test ends
 * instead, while the page is still there.
 */
afterEach(() => {
  cleanup();
  runWaitingEffects();
});
afterAll(runWaitingEffects);

afterEach(() => {
  const wrong = takeWrongAnswers();
  if (wrong.length > 0) throw new Error(wrong.join("\n\n"));
});
