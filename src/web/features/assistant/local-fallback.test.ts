import { describe, expect, it } from "vitest";
import { readDanger } from "@shared/danger/read-danger";
import { fallbackTopic } from "./local-fallback";

const topicOf = (text: string) => fallbackTopic(text, readDanger(text));

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
    expect(topicOf(text)).toBe(topic);
  });

  it("answers a crisis as a crisis when iCare cannot be reached, with the same rules as the server", () => {
    for (const text of [
      "I want to kill myself",
      "I'm SUICIDAL",
      "nataka kujiua",
      "he raped me",
      "I want to die",
      "i will drink rat poison today and end this",
      "ninajidhuru",
    ])
      expect(topicOf(text), text).toBe("crisis");
    for (const text of ["What is PrEP?", "my pills are finished", "take 2 tablets of septrin daily"])
      expect(topicOf(text), text).not.toBe("crisis");
  });
});
