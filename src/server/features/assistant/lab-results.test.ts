import { describe, expect, it } from "vitest";
import { passageInLocale } from "./knowledge-base";
import { labResultFor, labResultSentence, passageKeyForLabResult, readLabResult } from "./lab-results";

describe("readLabResult", () => {
  it.each([
    ["my viral load is 1200 what does it mean", { test: "viral_load", copies: 1200, band: "not_suppressed" }],
    ["VL 1,200 copies", { test: "viral_load", copies: 1200, band: "not_suppressed" }],
    ["my vl came back 5k", { test: "viral_load", copies: 5000, band: "not_suppressed" }],
    ["viral load 1 500 last month", { test: "viral_load", copies: 1500, band: "not_suppressed" }],
    ["they said 400 copies per ml", { test: "viral_load", copies: 400, band: "low_level" }],
    ["wingi wa virusi ni 120", { test: "viral_load", copies: 120, band: "low_level" }],
    ["my viral load was 40", { test: "viral_load", copies: 40, band: "undetectable" }],
    ["viral load <50", { test: "viral_load", copies: null, band: "undetectable" }],
    ["my viral load is less than 50 copies", { test: "viral_load", copies: null, band: "undetectable" }],
    ["my viral load is undetectable", { test: "viral_load", copies: null, band: "undetectable" }],
    ["virusi vyangu havionekani", { test: "viral_load", copies: null, band: "undetectable" }],
    ["my cd4 is 150", { test: "cd4", count: 150, band: "advanced" }],
    ["CD4 count: 350", { test: "cd4", count: 350, band: "below_normal" }],
    ["cd4 yangu ni 650", { test: "cd4", count: 650, band: "normal" }],
    ["my cd4 is 150 and viral load 3000", { test: "cd4", count: 150, band: "advanced" }],
  ])("reads %j", (text, expected) => {
    expect(readLabResult(text)).toEqual(expected);
  });

  it.each([
    "what is a viral load",
    "I am 25 years old and I test every 6 months",
    "my viral load is under 1000",
    "what does cd4 mean",
  ])("reads no result in %j", (text) => {
    expect(readLabResult(text)).toBeNull();
  });

  it("speaks to the number only when the question is about its test", () => {
    expect(labResultFor("my viral load is 1200", "viral_load_uequalsu")).not.toBeNull();
    expect(labResultFor("my viral load is 1200 and I forgot my pills", "missed_dose")).toBeNull();
  });

  it("has a passage in every language for every band", () => {
    for (const text of ["vl 20", "vl 200", "vl 2000", "cd4 100", "cd4 300", "cd4 900"]) {
      const reading = readLabResult(text)!;
      for (const locale of ["en", "sw"] as const)
        expect(passageInLocale(passageKeyForLabResult(reading), locale)?.locale).toBe(locale);
    }
  });

  it("says what the number means, with the number as people read it", () => {
    expect(labResultSentence(readLabResult("vl 12000")!, "en")).toBe(
      "A viral load of 12,000 copies/mL is 1,000 or more: a high result, and there are clear next steps.",
    );
    expect(labResultSentence(readLabResult("cd4 150")!, "sw")).toBe(
      "CD4 ya 150 iko chini ya 200, kwa hiyo inahitaji huduma mapema.",
    );
  });
});
