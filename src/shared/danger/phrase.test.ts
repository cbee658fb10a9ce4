import { describe, expect, it } from "vitest";
import { normalizeText, tokenize } from "./normalize";
import { compilePhrase, findMatches } from "./phrase";

const matches = (phrase: string, text: string) =>
  findMatches(compilePhrase(phrase), normalizeText(text)).length > 0;

describe("normalizeText", () => {
  it("lowercases, strips accents and punctuation, and collapses repeated letters", () => {
    expect(normalizeText("Pleeease, HÉLP!!  I've   been")).toBe("please help ive ben");
    expect(normalizeText("Nneeda kwetta")).toBe("neda kweta");
  });

  it("keeps repeated digits, so 500 stays 500", () => {
    expect(normalizeText("CD4 of 500 and 2024")).toBe("cd4 of 500 and 2024");
  });

  it("turns U=U into one word", () => {
    expect(tokenize("What is U=U?")).toEqual(["what", "is", "uequalsu"]);
  });
});

describe("compilePhrase", () => {
  it("matches words written normally against collapsed text", () => {
    expect(matches("kill myself", "I want to kiiill myselff")).toBe(true);
  });

  it("supports alternatives, optional words, prefixes and gaps", () => {
    expect(matches("(want|wanna) to (die|end it)", "i wanna to die")).toBe(true);
    expect(matches("(the|) condom .. burst", "condom we used burst")).toBe(true);
    expect(matches("(the|) condom .. burst", "the condom that we had used last burst")).toBe(false);
    expect(matches("suicid*", "suicidal thoughts")).toBe(true);
  });

  it("matches whole words only", () => {
    expect(matches("art", "I love my party")).toBe(false);
    expect(matches("kujiua", "nataka kujua")).toBe(false);
  });

  it("refuses typos that would silently never match", () => {
    expect(() => compilePhrase("needle ?(stick)")).toThrow();
    expect(() => compilePhrase("{niishia}")).toThrow();
    expect(() => compilePhrase("(unbalanced")).toThrow();
  });
});
