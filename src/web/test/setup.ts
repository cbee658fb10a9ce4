import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { takeWrongAnswers } from "./fake-answers";

// Every test starts from an empty page (vitest.config.ts restores the stubbed globals).
afterEach(cleanup);

afterEach(() => {
  const wrong = takeWrongAnswers();
  if (wrong.length > 0) throw new Error(wrong.join("\n\n"));
});
