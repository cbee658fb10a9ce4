import { describe, expect, it } from "vitest";
import { fitToParts, partsOf, plainText } from "./fit-to-parts";

const sentence = (index: number) => `Sentence number ${index} says a little more about the answer.`;

describe("fitToParts", () => {
  it("leaves a short answer whole, with the ending on its own line", () => {
    expect(fitToParts("PrEP is a daily pill.", 3, "Text CALL to talk to a person.")).toBe(
      "PrEP is a daily pill.\nText CALL to talk to a person.",
    );
  });

  it("keeps the whole sentences that fit, and their line breaks", () => {
    const long = Array.from({ length: 20 }, (_, index) => sentence(index)).join(" ");
    const fitted = fitToParts(`First line.\nSecond line. ${long}`, 2, "END");
    expect(partsOf(fitted)).toBeLessThanOrEqual(2);
    expect(fitted.startsWith("First line.\nSecond line. Sentence number 0")).toBe(true);
    expect(fitted).toMatch(/answer\.\nEND$/);
  });

  it("cuts a single long sentence at a word, with an ellipsis", () => {
    const fitted = fitToParts(`${"word ".repeat(100)}end`, 1);
    expect(partsOf(fitted)).toBe(1);
    expect(fitted).toMatch(/^word( word)*\.\.\.$/);
  });

  it("counts 70 characters a part for a text outside the GSM alphabet", () => {
    const fitted = fitToParts(`${"Ебола ".repeat(40)}`, 1);
    expect(fitted.length).toBeLessThanOrEqual(70);
  });

  it("writes Luganda's ŋ and curly quotes in GSM letters, so a part holds 160", () => {
    const text = `Ŋŋ ‘quoted’ “said” – ${"a".repeat(120)}`;
    const fitted = fitToParts(text, 1);
    expect(fitted).toBe(`Ng'ng' 'quoted' "said" - ${"a".repeat(120)}`);
    expect(partsOf(fitted)).toBe(1);
  });
});

describe("plainText", () => {
  it("drops the assistant's Markdown", () => {
    expect(plainText("## Title\n**Bold** and [a link](https://example.org)\n\n* item")).toBe(
      "Title\nBold and a link\n- item",
    );
  });
});
