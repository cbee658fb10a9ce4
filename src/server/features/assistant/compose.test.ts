import { describe, expect, it } from "vitest";
import { ASSISTANT } from "@shared/constants";
import { composeReply } from "./compose";
import { PASSAGES } from "./knowledge-base";
import { classifyIntent } from "./intent";
import type { AssistantIntent } from "@shared/api/assistant";
import type { SiteLocale } from "@shared/domain/locale";
import { retrievePassages } from "./retrieve";
import { readDanger } from "@shared/danger/read-danger";
import { truncateSnippet } from "./snippet";

function compose(
  query: string,
  locale: SiteLocale,
  resources = [] as Parameters<typeof composeReply>[0]["resources"],
  classified?: AssistantIntent,
) {
  const safety = readDanger(query, locale);
  const intent = classified ?? classifyIntent({ userInput: query, safety });
  const retrieved = retrievePassages({ query, locale, intent });
  return { intent, ...composeReply({ query, intent, retrieved, safety, locale, resources }) };
}

describe("composeReply", () => {
  it.each([
    [
      "my viral load is 1200 what does it mean",
      "en",
      "1,200 copies/mL is 1,000 or more",
      "viral_load_uequalsu#if-your-viral-load",
    ],
    ["my viral load is 400", "en", "above 50 but under 1,000", "viral_load_uequalsu#low-level-viraemia"],
    ["wingi wa virusi ni 5000", "sw", "ni 1,000 au zaidi", "viral_load_uequalsu#if-your-viral-load"],
    ["my cd4 is 150", "en", "under 200, so it needs care soon", "cd4#a-low-cd4-count"],
    ["my cd4 count is 350", "en", "below the normal 500, but above 200", "cd4#cd4-between-200-and-500"],
  ] as const)("reads the number in %j and answers for it", (query, locale, meaning, passageKey) => {
    const reply = compose(query, locale);
    expect(reply.response.split("\n\n")[0]).toContain(meaning);
    expect(reply.passages.map((passage) => passage.key)).toEqual([passageKey]);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it("opens for the intent, gives the key facts and a next step", () => {
    const reply = compose("I forgot to take my pill last night", "en");
    const paragraphs = reply.response.split("\n\n");
    expect(paragraphs[0]).toBe("Don't worry, missing a dose happens to many people.");
    expect(paragraphs[1]).toContain("within 6 hours of your next dose");
    expect(paragraphs.at(-1)).toContain("peer navigator");
  });

  it("writes in Swahili for Swahili readers", () => {
    const reply = compose("PrEP inafanyaje kazi", "sw");
    expect(reply.response).toContain("PrEP ni njia imara");
    expect(reply.response).toContain("Ukurasa wa Mteja");
    expect(reply.response).not.toMatch(/\bthe\b/);
  });

  it.each([
    [
      "can mosquitoes spread hiv",
      "en",
      "myths_transmission",
      "Good to check",
      "myths_transmission#how-hiv-is-not-passed",
    ],
    [
      "mbu wanaweza kuambukiza ukimwi?",
      "sw",
      "myths_transmission",
      "Ni vizuri kuhakikisha",
      "myths_transmission#how-hiv-is-not-passed",
    ],
    ["how long is tb treatment", "en", "tuberculosis", "TB is common", "tuberculosis#tb-treatment"],
    [
      "which family planning can i use with tld",
      "en",
      "contraception",
      "plan your family",
      "contraception#family-planning-with-arvs",
    ],
    ["is herpes curable", "en", "sti", "STIs are common", "sti#sti-treatment"],
    [
      "haki zangu kama mtu anayeishi na VVU ni zipi",
      "sw",
      "rights_legal",
      "Una haki",
      "rights_legal#your-rights",
    ],
    [
      "can I get 6 months of ARVs at a community point",
      "en",
      "art_adherence",
      "taking ARVs well",
      "art_adherence#community-refills",
    ],
    ["what is event driven prep for men", "en", "prep", "PrEP is a strong way", "prep#event-driven-prep"],
    [
      "how long does my baby take nevirapine syrup after birth",
      "en",
      "pregnancy",
      "healthy, HIV-negative babies",
      "pregnancy#medicine-for-your-baby",
    ],
  ] as const)("answers %j (%s) from its topic's section", (query, locale, intent, opening, passageKey) => {
    const reply = compose(query, locale);
    expect(reply.intent).toBe(intent);
    expect(reply.response.split("\n\n")[0]).toContain(opening);
    expect(reply.passages.map((passage) => passage.key)).toEqual([passageKey]);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it("answers a crisis with the crisis passage, not a topic one", () => {
    expect(compose("I want to kill myself", "en").response).toContain("You matter");
    expect(compose("he raped me", "en").response).toContain("PEP to prevent HIV must start within 72 hours");
  });

  it("cites each source document once, with the supporting passage as content", () => {
    const { sources } = compose("what does undetectable mean", "en");
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources.map((source) => source.title)).size).toBe(sources.length);
    for (const source of sources) {
      expect(source.content.length).toBeLessThanOrEqual(ASSISTANT.searchSnippetChars);
      expect(source.url === null || source.url.startsWith("https://")).toBe(true);
    }
  });

  it("says what it can help with when a question is off topic", () => {
    const reply = compose("how do I cook matooke", "en");
    expect(reply.intent).toBe("other");
    expect(reply.response).toContain("I'm here for questions about HIV care");
    expect(reply.sources).toEqual([]);
  });

  it("lists directory results and adds them to the sources", () => {
    const resource = { title: "Masaka Regional Referral Hospital", url: null, content: "ART clinic." };
    const reply = compose("clinic near me in Masaka", "en", [resource]);
    expect(reply.response).toContain("- Masaka Regional Referral Hospital");
    expect(reply.sources).toContainEqual(resource);
  });
});

describe("truncateSnippet", () => {
  it("keeps short text and cuts long text at a word, within the limit", () => {
    expect(truncateSnippet("short  text")).toBe("short text");
    const cut = truncateSnippet("word ".repeat(100));
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("composeReply in Luganda", () => {
  const lugandaTopics = [
    ...new Set(PASSAGES.filter((passage) => passage.locale === "lg").map((passage) => passage.topic)),
  ];

  it.each(lugandaTopics)("speaks Luganda around a %s passage, not English", (topic: AssistantIntent) => {
    const safety = readDanger("", "lg");
    const inEnglish = composeReply({ query: "", intent: topic, retrieved: [], safety, locale: "en" });
    const inLuganda = composeReply({ query: "", intent: topic, retrieved: [], safety, locale: "lg" });
    expect(inLuganda.passages[0]?.locale).toBe("lg");
    // The opening and the next step are the English reply's paragraphs around the passage.
    const paragraphs = inEnglish.response.split("\n\n");
    for (const english of paragraphs) expect(inLuganda.response).not.toContain(english);
  });
});

describe("choosePassage: a passage only when it answers", () => {
  it("answers a vague follow-up from its classified topic", () => {
    const { passages } = compose("how long does it take", "en", [], "pep");
    expect(passages[0]?.topic).toBe("pep");
  });

  it("answers a wish to stop from the topic asked about, when its passage says the same", () => {
    const stopping = compose("the side effects are too much, I want to stop taking my pills", "en");
    expect(stopping.passages[0]?.key).toBe("side_effects#please-don-t-stop");
  });

  it("answers the morning-after pill after a burst condom, and PEP when that is all that is said", () => {
    const pill = compose("the condom broke last night, can I still get the morning after pill?", "en");
    expect(pill.passages[0]?.key).toBe("contraception#emergency-contraception");
    const burst = compose("the condom broke last night, what do I do?", "en");
    expect(burst.passages[0]?.key).toBe("pep#what-pep-is");
  });

  it("answers a death wish with the crisis passage, never with 'ARVs are for life'", () => {
    const { passages } = compose("i am tired of life, i want to die", "en");
    expect(passages[0]?.key).toBe("crisis#thinking-of-suicide");
  });

  it("says what it can help with, and offers a person, when nothing answers", () => {
    const { passages, response } = compose("who will win the football league this year", "en");
    expect(passages[0]?.key).toBe("other#what-i-can-help");
    expect(response).toContain("peer navigator");
  });
});
