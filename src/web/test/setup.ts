import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { takeWrongAnswers } from "./fake-answers";

afterEach(() => {
  const wrong = takeWrongAnswers();
  if (wrong.length > 0) throw new Error(wrong.join("\n\n"));
});
