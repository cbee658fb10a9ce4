import { describe, expect, it } from "vitest";
import { ASSISTANT_INTENTS } from "@shared/api/assistant";
import {
  PASSAGES,
  createPassageLookup,
  parseKnowledgeFile,
  passagesOfTopic,
  type Passage,
} from "./knowledge-base";

const ALLOWED_URL = /^https:\/\/(www\.)?(who\.int|health\.go\.ug|unaids\.org)\//;

function keysOf(locale: "en" | "sw", topic: string): string[] {
  return PASSAGES.filter((passage) => passage.locale === locale && passage.topic === topic)
    .map((passage) => passage.key)
    .sort();
}

function topicText(locale: "en" | "sw", topic: string): string {
  return PASSAGES.filter((passage) => passage.locale === locale && passage.topic === topic)
    .map((passage) => passage.text)
    .join("\n");
}

describe("knowledge base", () => {
  it("has one topic per intent, in English and in Swahili, with the same sections", () => {
    for (const intent of ASSISTANT_INTENTS) {
      expect(keysOf("en", intent).length, intent).toBeGreaterThan(0);
      expect(keysOf("sw", intent), intent).toEqual(keysOf("en", intent));
    }
  });

  it("gives every passage a heading and text", () => {
    for (const passage of PASSAGES) {
      expect(passage.heading.length, passage.key).toBeGreaterThan(0);
      expect(passage.text.length, passage.key).toBeGreaterThan(40);
    }
  });

  it("cites sources for clinical topics, with years for guidelines and only well-known addresses", () => {
    const serviceTopics = new Set([
      "greeting",
      "service_offer",
      "locations",
      "how_to_apply",
      "privacy",
      "other",
    ]);
    for (const passage of PASSAGES) {
      if (!serviceTopics.has(passage.topic)) expect(passage.sources.length, passage.key).toBeGreaterThan(0);
      for (const source of passage.sources) {
        expect(source.title).toMatch(/^(WHO|Ministry of Health Uganda|UNAIDS)\. /);
        if (/guidelines|guidance|brief|guide/i.test(source.title))
          expect(source.title).toMatch(/\b20\d{2}\.$/);
        if (source.url !== null) expect(source.url).toMatch(ALLOWED_URL);
      }
    }
  });

  it("uses the spec's guidance figures exactly, in both languages", () => {
    expect(topicText("en", "viral_load_uequalsu")).toContain("under 50 copies/mL");
    expect(topicText("en", "viral_load_uequalsu")).toContain("every 6 months");
    expect(topicText("en", "cd4")).toContain("500 or more");
    expect(topicText("en", "art_adherence")).toContain("more than 95%");
    expect(topicText("en", "missed_dose")).toContain("within 6 hours of your next dose");
    expect(topicText("sw", "viral_load_uequalsu")).toContain("chini ya nakala 50 kwa mL");
    expect(topicText("sw", "viral_load_uequalsu")).toContain("kila baada ya miezi 6");
    expect(topicText("sw", "cd4")).toContain("500 au zaidi");
    expect(topicText("sw", "art_adherence")).toContain("zaidi ya asilimia 95");
    expect(topicText("sw", "missed_dose")).toContain("chini ya saa 6");
  });

  it("uses the spec's service times and places", () => {
    const services = topicText("en", "service_offer");
    for (const fact of [
      "15-30 minutes",
      "45-60 minutes",
      "30-45 minutes",
      "Kampala",
      "Masaka",
      "Mbarara",
      "Fort Portal",
    ]) {
      expect(services).toContain(fact);
    }
  });

  it("lists a topic's sections in order", () => {
    expect(passagesOfTopic("pep", "sw").map((passage) => passage.key)[0]).toBe("pep#what-pep-is");
    expect(passagesOfTopic("pep", "sw").every((passage) => passage.locale === "sw")).toBe(true);
  });
});

describe("parseKnowledgeFile", () => {
  it("accepts front matter as a formatter writes it (indented, quoted)", () => {
    const file = [
      "---",
      "topic: pep",
      'title: "PEP"',
      "sources:",
      "  - WHO. Guidelines for HIV post-exposure prophylaxis. 2024.",
      "  - 'WHO. HIV fact sheet. | https://www.who.int/news-room/fact-sheets/detail/hiv-aids'",
      "---",
      "",
      "## What PEP is {#what}",
      "",
      "PEP is medicine taken after an exposure.",
    ].join("\n");
    const [passage] = parseKnowledgeFile(file, "en", "test.md");
    expect(passage).toMatchObject({ key: "pep#what", title: "PEP", heading: "What PEP is", order: 0 });
    expect(passage?.sources).toEqual([
      { title: "WHO. Guidelines for HIV post-exposure prophylaxis. 2024.", url: null },
      { title: "WHO. HIV fact sheet.", url: "https://www.who.int/news-room/fact-sheets/detail/hiv-aids" },
    ]);
  });

  it("refuses clinical content without sources and headings without an id", () => {
    expect(() =>
      parseKnowledgeFile("---\ntopic: pep\ntitle: PEP\n---\n## A {#a}\ntext", "en", "x.md"),
    ).toThrow(/sources/);
    expect(() =>
      parseKnowledgeFile("---\ntopic: other\ntitle: X\nkind: service\n---\n## No id\ntext", "en", "x.md"),
    ).toThrow(/id/);
  });
});

describe("createPassageLookup", () => {
  const passage = (locale: "en" | "sw", key: string, order: number): Passage => ({
    key,
    topic: "prep",
    locale,
    heading: key,
    text: `${locale} text`,
    order,
    title: "PrEP",
    sources: [],
  });

  it("falls back to English when a Swahili passage is missing", () => {
    const lookup = createPassageLookup([
      passage("en", "prep#a", 0),
      passage("en", "prep#b", 1),
      passage("sw", "prep#a", 0),
    ]);
    expect(lookup.inLocale("prep#a", "sw")?.locale).toBe("sw");
    expect(lookup.inLocale("prep#b", "sw")?.locale).toBe("en");
    expect(lookup.ofTopic("prep", "sw").map((found) => found.locale)).toEqual(["sw", "en"]);
    expect(lookup.inLocale("prep#missing", "sw")).toBeUndefined();
  });
});
