/**
 * The triage on the shared corpus of danger (src/shared/danger/corpus.json): every high
 * example must be an urgent crisis, and no low one a crisis. Used by triage-corpus.test.ts
 * and scripts/eval-danger.ts.
 */
import type { CorpusExample } from "@shared/danger/evaluate-corpus";
import { triage, type TriageResult } from "./triage";

export interface TriageCorpusCheck {
  highExamples: number;
  /** High examples the triage left below urgent, or did not mark as a crisis. */
  highBelowUrgent: Array<{ example: CorpusExample; result: TriageResult }>;
  lowExamples: number;
  /** Low examples the triage marked as a crisis. */
  lowAsCrisis: Array<{ example: CorpusExample; result: TriageResult }>;
}

export function checkTriageOnCorpus(examples: readonly CorpusExample[]): TriageCorpusCheck {
  const triaged = examples.map((example) => ({
    example,
    result: triage({ kind: "message", text: example.text }),
  }));
  const high = triaged.filter(({ example }) => example.danger === "high");
  const low = triaged.filter(({ example }) => example.danger === "low");
  return {
    highExamples: high.length,
    highBelowUrgent: high.filter(({ result }) => result.priority !== "urgent" || !result.crisis),
    lowExamples: low.length,
    lowAsCrisis: low.filter(({ result }) => result.crisis),
  };
}
