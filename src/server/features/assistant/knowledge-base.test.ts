import { describe, expect, it } from "vitest";
import { ASSISTANT_INTENTS, type AssistantIntent } from "@shared/api/assistant";
import {
  PASSAGES,
  createPassageLookup,
  parseKnowledgeFile,
  passagesOfTopic,
  type Passage,
} from "./knowledge-base";
import { bestPassageInTopic } from "./retrieve";
import type { SiteLocale } from "@shared/domain/locale";

const ALLOWED_URL = /^https:\/\/(www\.)?(who\.int|health\.go\.ug|unaids\.org)\//;

function keysOf(locale: SiteLocale, topic: string): string[] {
  return PASSAGES.filter((passage) => passage.locale === locale && passage.topic === topic)
    .map((passage) => passage.key)
    .sort();
}

function topicText(locale: "en" | "sw", topic: string): string {
  return PASSAGES.filter((passage) => passage.locale === locale && passage.topic === topic)
    .map((passage) => passage.text)
    .join("\n");
}

/** The topic a passage's key names ("{topic}#{section id}"). */
function topicOfKey(key: string): AssistantIntent {
  const topic = ASSISTANT_INTENTS.find((intent) => key.startsWith(`${intent}#`));
  if (!topic) throw new Error(`no topic in the key ${key}`);
  return topic;
}

describe("knowledge base", () => {
  it("has one topic per intent, in English and in Swahili, with the same sections", () => {
    for (const intent of ASSISTANT_INTENTS) {
      expect(keysOf("en", intent).length, intent).toBeGreaterThan(0);
      expect(keysOf("sw", intent), intent).toEqual(keysOf("en", intent));
    }
  });

  it("is written in Luganda for danger, PEP, missed doses, PrEP, testing and the service's offer, section for section", () => {
    const lugandaTopics = new Set(
      PASSAGES.filter((passage) => passage.locale === "lg").map((passage) => passage.topic),
    );
    for (const topic of ["crisis", "pep", "missed_dose", "prep", "testing", "service_offer"]) {
      expect(lugandaTopics, topic).toContain(topic);
    }
    for (const topic of lugandaTopics) expect(keysOf("lg", topic), topic).toEqual(keysOf("en", topic));
  });

  it("calls a peer navigator by the site's one Swahili word, msaidizi rika", () => {
    const swahili = PASSAGES.filter((passage) => passage.locale === "sw").map((passage) => passage.text);
    expect(swahili.some((text) => /msaidizi rika/i.test(text))).toBe(true);
    expect(swahili.filter((text) => /hudumu rika/i.test(text))).toEqual([]);
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
        expect(source.title).toMatch(/^(WHO|Ministry of Health Uganda|UNAIDS|Government of Uganda)\. /);
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

  it("dates every clinical passage and names its reviewer, null while the review is pending", () => {
    const clinical = PASSAGES.filter((passage) => passage.sources.length > 0);
    expect(clinical.length).toBeGreaterThan(0);
    for (const passage of clinical) {
      expect(passage.checked, passage.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(passage.reviewer === null || passage.reviewer.length > 0, passage.key).toBe(true);
    }
    // No clinician has signed the content off yet.
    expect(clinical.every((passage) => passage.reviewer === null)).toBe(true);
    const service = PASSAGES.filter((passage) => passage.sources.length === 0);
    expect(service.every((passage) => passage.checked === null && passage.reviewer === null)).toBe(true);
  });

  it.each([
    ["can men who have sex with men take PrEP only before sex, event driven", "en", "prep#event-driven-prep"],
    ["what is 2-1-1 PrEP", "en", "prep#event-driven-prep"],
    ["PrEP ya 2-1-1 ni nini", "sw", "prep#event-driven-prep"],
    ["is there a PrEP injection every 6 months, lenacapavir", "en", "prep#lenacapavir-injection"],
    ["what medicine does my baby get after birth", "en", "pregnancy#medicine-for-your-baby"],
    ["how long does my baby take nevirapine syrup", "en", "pregnancy#medicine-for-your-baby"],
    ["mtoto wangu atapewa dawa gani baada ya kuzaliwa", "sw", "pregnancy#medicine-for-your-baby"],
    ["when is my baby tested for HIV", "en", "pregnancy#care-for-your-baby"],
    [
      "can I get my ARVs from a community point instead of the clinic",
      "en",
      "art_adherence#community-refills",
    ],
    ["can I get 6 months of ARVs at once", "en", "art_adherence#community-refills"],
    ["naweza kupata ARV za miezi 6 katika jamii", "sw", "art_adherence#community-refills"],
  ] as const)("answers %j with its new section", (query, locale, key) => {
    const passage = bestPassageInTopic(query, topicOfKey(key), locale);
    expect(passage?.key).toBe(key);
    expect(passage?.locale).toBe(locale);
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
      "checked: 2026-11-24",
      'reviewer: "Dr A. Example"',
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
    expect(passage).toMatchObject({
      key: "pep#what",
      title: "PEP",
      heading: "What PEP is",
      order: 0,
      checked: "2026-11-24",
      reviewer: "Dr A. Example",
    });
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

describe("parseKnowledgeFile: checked date and reviewer", () => {
  const clinicalFile = (frontLines: string[]) =>
    [
      "---",
      "topic: pep",
      "title: PEP",
      ...frontLines,
      "sources:",
      "  - WHO. Guidelines for HIV post-exposure prophylaxis. 2024.",
      "---",
      "## A {#a}",
      "text",
    ].join("\n");

  it("refuses a clinical file without a checked date", () => {
    expect(() => parseKnowledgeFile(clinicalFile(["reviewer: pending"]), "en", "x.md")).toThrow(/checked/);
  });

  it("refuses a checked date that is not a real ISO date", () => {
    for (const date of ["24/11/2026", "2026-11", "2026-02-30", "soon"]) {
      expect(() =>
        parseKnowledgeFile(clinicalFile([`checked: ${date}`, "reviewer: pending"]), "en", "x.md"),
      ).toThrow(/checked/);
    }
  });

  it("refuses a clinical file without a reviewer line", () => {
    expect(() => parseKnowledgeFile(clinicalFile(["checked: 2026-11-24"]), "en", "x.md")).toThrow(/reviewer/);
    expect(() =>
      parseKnowledgeFile(clinicalFile(["checked: 2026-11-24", "reviewer:"]), "en", "x.md"),
    ).toThrow(/reviewer/);
  });

  it("reads a pending review as no reviewer yet", () => {
    const [passage] = parseKnowledgeFile(
      clinicalFile(["checked: 2026-11-24", "reviewer: pending"]),
      "en",
      "x.md",
    );
    expect(passage).toMatchObject({ checked: "2026-11-24", reviewer: null });
  });

  it("asks neither of a service file without sources", () => {
    const [passage] = parseKnowledgeFile(
      "---\ntopic: other\ntitle: X\nkind: service\n---\n## A {#a}\ntext",
      "en",
      "x.md",
    );
    expect(passage).toMatchObject({ checked: null, reviewer: null, sources: [] });
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
    checked: null,
    reviewer: null,
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
