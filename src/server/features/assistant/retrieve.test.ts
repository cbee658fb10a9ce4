import { describe, expect, it } from "vitest";
import { bestPassageInTopic, retrievePassages } from "./retrieve";

describe("bestPassageInTopic", () => {
  it.each([
    "is breastfeeding safe if i am positive",
    "can I breastfeed on ARVs",
    "breastfeeding while taking ARVs",
  ])("meets breastfeed and breastfeeding on one stem: %j", (query) => {
    expect(bestPassageInTopic(query, "pregnancy", "en")?.key).toBe("pregnancy#breastfeeding");
  });
});

describe("retrievePassages", () => {
  it("finds the passage that answers the question", () => {
    const [best] = retrievePassages({ query: "dolutegravir and antacids", locale: "en" });
    expect(["side_effects", "art_adherence"]).toContain(best?.passage.topic);
  });

  it("answers a Swahili question with a Swahili passage", () => {
    const [best] = retrievePassages({ query: "kipimo cha kujipima mwenyewe", locale: "sw" });
    expect(best?.passage.topic).toBe("self_testing");
    expect(best?.passage.locale).toBe("sw");
  });

  it("answers an English question in Swahili when the reader's language is Swahili", () => {
    const [best] = retrievePassages({ query: "window period test", locale: "sw" });
    expect(best?.passage.topic).toBe("window_period");
    expect(best?.passage.locale).toBe("sw");
  });

  it("lets the classified intent break a near tie", () => {
    const [best] = retrievePassages({ query: "how many days", locale: "en", intent: "pep" });
    expect(best?.passage.topic).toBe("pep");
  });

  it("meets a Swahili verb through its root, whatever its prefixes (letter 4-grams)", () => {
    const [best] = retrievePassages({ query: "nimeze dozi uliyokosa lini", locale: "sw" });
    expect(best?.passage.key).toBe("missed_dose#what-to-do-when");
  });

  it("answers 'what are …' with the topic's overview", () => {
    const [best] = retrievePassages({
      query: "what are the side effects of ARVs",
      locale: "en",
      intent: "side_effects",
    });
    expect(best?.passage.key).toBe("side_effects#common-side-effects");
  });

  it("forgives a slip in a long word", () => {
    const [best] = retrievePassages({ query: "i forgot my medecine yesterday", locale: "en" });
    expect(best?.passage.key).toBe("missed_dose#what-to-do-when");
  });

  it("finds being shunned in the stigma passage, not in testing", () => {
    const [best] = retrievePassages({ query: "my family shuns me because of my status", locale: "en" });
    expect(best?.passage.key).toBe("stigma_disclosure#if-you-face-stigma");
  });

  it("returns at most the requested number, best first", () => {
    const hits = retrievePassages({ query: "PrEP pills daily", locale: "en", limit: 2 });
    expect(hits).toHaveLength(2);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
  });
});

describe("bestPassageInTopic", () => {
  it("meets the user's words with the knowledge base's words", () => {
    expect(bestPassageInTopic("I forgot my pill yesterday", "missed_dose", "en")?.key).toBe(
      "missed_dose#what-to-do-when",
    );
    expect(bestPassageInTopic("can I die from HIV if I take my pills", "art_adherence", "en")?.key).toBe(
      "art_adherence#arvs-are-for-life",
    );
  });

  it("falls back to the topic's overview", () => {
    expect(bestPassageInTopic("zzz", "prep", "sw")?.key).toBe("prep#what-prep-is");
  });
});
