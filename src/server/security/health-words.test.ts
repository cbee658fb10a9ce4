import { describe, expect, it } from "vitest";
import { containsHealthWord, withoutHealthWords } from "./health-words";

describe("containsHealthWord", () => {
  it.each([
    "Your HIV test",
    "HIVCare",
    "hiv-positive",
    "ART refill ready",
    "Your PrEP pickup",
    "PEP within 72 hours",
    "AIDS",
    "viral load results",
    "CD4 count",
    "Matokeo ya VVU",
    "UKIMWI",
    "dawa za ARVs",
    "antiretroviral therapy",
    "tenofovir",
  ])("finds one in %j", (text) => {
    expect(containsHealthWord(text)).toBe(true);
  });

  it.each([
    "You have a new update",
    "Start your journey",
    "Prepare for Monday",
    "Reply to your message",
    "Care",
    "Una taarifa mpya",
    "Party",
    "Apart",
  ])("finds none in %j", (text) => {
    expect(containsHealthWord(text)).toBe(false);
  });
});

describe("withoutHealthWords", () => {
  it("takes health words out of a product name", () => {
    expect(withoutHealthWords("HIVCare")).toBe("Care");
    expect(withoutHealthWords("HIV Care Uganda")).toBe("Care Uganda");
    expect(withoutHealthWords("Afya Yetu")).toBe("Afya Yetu");
    expect(withoutHealthWords("HIV")).toBe("");
  });
});
