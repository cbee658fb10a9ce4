import { describe, expect, it } from "vitest";
import { containsHealthWord, healthWordsIn, withoutHealthWords } from "./health-words";

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
    "Your clinic visit",
    "Treatment plan",
    "Kumbuka dawa yako",
    "Eddagala lyo",
    "Akawuka ka siriimu",
    "Okwekebeza mukenenya",
    "You are pregnant",
    "U=U",
    "healthy living",
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
    "Olina ekipya",
    "Dawati jipya",
    "Artist",
  ])("finds none in %j", (text) => {
    expect(containsHealthWord(text)).toBe(false);
  });
});

describe("withoutHealthWords", () => {
  it("takes health words out of a product name", () => {
    expect(withoutHealthWords("HIVCare")).toBe("Care");
    expect(withoutHealthWords("HIV Care Uganda")).toBe("Care Uganda");
    expect(withoutHealthWords("Afya Yetu")).toBe("Yetu");
    expect(withoutHealthWords("HIV")).toBe("");
  });
});

describe("healthWordsIn", () => {
  it("names each word found, a fragment with the word it stands in", () => {
    expect(healthWordsIn("/services#hivcare-art")).toEqual(["hivcare", "art"]);
    expect(healthWordsIn("Reply to your message")).toEqual([]);
  });
});
