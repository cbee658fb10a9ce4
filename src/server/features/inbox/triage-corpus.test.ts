import { describe, expect, it } from "vitest";
import { loadCorpus } from "@shared/danger/evaluate-corpus";
import { checkTriageOnCorpus } from "./triage-corpus";

/** The inbox reads danger with the same reader as the chat (decision 057), so the corpus binds it too. */
describe("triage on the labelled corpus of danger", () => {
  const check = checkTriageOnCorpus(loadCorpus());

  it("makes every high example an urgent crisis", () => {
    expect(check.highExamples).toBeGreaterThan(0);
    const below = check.highBelowUrgent.map(
      ({ example, result }) => `${result.priority}${result.crisis ? "" : " (no crisis)"}: ${example.text}`,
    );
    expect(below).toEqual([]);
  });

  it("never makes a low example a crisis", () => {
    expect(check.lowExamples).toBeGreaterThan(0);
    expect(check.lowAsCrisis.map(({ example }) => example.text)).toEqual([]);
  });
});
