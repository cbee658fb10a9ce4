import { describe, expect, it } from "vitest";
import { fallbackTopic, looksLikeCrisis } from "./local-fallback";

describe("the offline reply", () => {
  it.each([
    ["I forgot my pills", "medication"],
    ["Nimesahau dawa yangu", "medication"],
    ["When will my viral load results come?", "test"],
    ["Nataka kupima", "test"],
    ["I feel so alone", "feelings"],
    ["Nina huzuni sana", "feelings"],
    ["Hello", "welcome"],
  ])("answers %j by topic (%s)", (text, topic) => {
    expect(fallbackTopic(text)).toBe(topic);
  });

  it("still sees a crisis when iCare cannot be reached", () => {
    for (const text of [
      "I want to kill myself",
      "I'm SUICIDAL",
      "nataka kujiua",
      "he raped me",
      "I want to die",
    ])
      expect(looksLikeCrisis(text), text).toBe(true);
    for (const text of ["What is PrEP?", "my pills are finished", "testing near me"])
      expect(looksLikeCrisis(text), text).toBe(false);
  });
});
