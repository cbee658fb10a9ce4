import { describe, expect, it } from "vitest";
import { CLAUSE_PAUSE_MS, SENTENCE_PAUSE_MS, delayAfter } from "./typing-schedule";

describe("delayAfter", () => {
  it("types about 25 ms a character and pauses after punctuation", () => {
    expect(delayAfter("a")).toBe(25);
    expect(delayAfter(undefined)).toBe(25);
    for (const stop of [".", "!", "?"]) expect(delayAfter(stop)).toBe(25 + SENTENCE_PAUSE_MS);
    for (const pause of [",", ";", ":", "\n"]) expect(delayAfter(pause)).toBe(25 + CLAUSE_PAUSE_MS);
  });
});
