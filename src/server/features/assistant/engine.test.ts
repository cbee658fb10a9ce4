import { describe, expect, it } from "vitest";
import { assistantReplySchema } from "@shared/api/assistant";
import type { LlmAdapter, LlmMessage } from "../../adapters/llm";
import { memoryLogger } from "../../test/memory-logger";
import { createAssistantEngine, type AssistantEngineDeps } from "./engine";
import { NOT_YET_IN_LUGANDA } from "./message-language";
import { createStaticResourceSearch, defaultResources, type ResourceSearch } from "./search";
import { healthWordsIn } from "@shared/domain/health-words";

const staticSearch = createStaticResourceSearch(defaultResources);

function engineWith(overrides: Partial<AssistantEngineDeps> = {}) {
  return createAssistantEngine({ searchResources: staticSearch, ...overrides });
}

/** A model stand-in that records what it was asked. */
function recordingLlm(reply: (messages: LlmMessage[]) => Promise<string>) {
  const calls: LlmMessage[][] = [];
  const llm: LlmAdapter = {
    complete: (messages) => {
      calls.push(messages);
      return reply(messages);
    },
  };
  return { llm, calls };
}

/** Beyond the health words: what a crisis or a question names. */
const CRISIS_WORDS = /suicid|rape|pill/i;

describe("the reply's language", () => {
  it("answers a Swahili question in Swahili on the English site, with a Swahili safety note", async () => {
    const reply = await engineWith().answer({
      userInput: "nimesahau kumeza dawa zangu jana usiku, nifanye nini?",
      locale: "en-UG",
    });
    expect(reply.language).toBe("sw");
    expect(reply.intent).toBe("missed_dose");
    expect(reply.response).toContain("Usijali, kukosa dozi hutokea kwa watu wengi.");
  });

  it("answers a Luganda missed-dose question in Luganda, with the 6-hour rule", async () => {
    const reply = await engineWith().answer({
      userInput: "neerabidde okumira eddagala lyange eggulo ekiro, kati nkole ki?",
      locale: "en-UG",
    });
    expect(reply.language).toBe("lg");
    expect(reply.intent).toBe("missed_dose");
    expect(reply.response).toContain("essaawa 6");
    expect(reply.response).not.toMatch(/\bthe\b|\bdose\b/i);
  });

  it("answers a Luganda question on a topic not written in Luganda in the site's language, saying so first", async () => {
    const reply = await engineWith().answer({
      userInput: "viral load yange eri 1200, kitegeeza ki?",
      locale: "sw",
    });
    expect(reply.language).toBe("sw");
    expect(reply.response.startsWith(NOT_YET_IN_LUGANDA.sw)).toBe(true);
    expect(reply.response).toContain("1,200");
  });

  it("lists the places in Luganda for a Luganda reply, and in the reply's language when it falls back", async () => {
    const placeIn = (reply: { sources?: { title: string; content: string }[] }) =>
      reply.sources?.find((source) => source.title === "Masaka Regional Referral Hospital")?.content;
    const luganda = await engineWith().answer({
      userInput: "Nsobola kufuna wa PrEP okumpi ne Masaka?",
      locale: "en-UG",
    });
    expect(luganda.language).toBe("lg");
    expect(luganda.response).toContain("Ebifo ebiyinza okukuyamba:");
    expect(placeIn(luganda)).toMatch(
      /^Ku bwereere\. Eddwaliro ekkulu erya gavumenti ery'ekitundu kya Masaka/,
    );
    const fallback = await engineWith().answer({
      userInput: "viral load yange eri 1200, kiriniki eri okumpi ne Masaka eri wa?",
      locale: "sw",
    });
    expect(fallback.language).toBe("sw");
    expect(placeIn(fallback)).toMatch(/^Bure\. Hospitali ya umma ya rufaa ya mkoa wa Masaka/);
  });

  it("keeps the site's language for a message too short to read", async () => {
    const reply = await engineWith().answer({ userInput: "PrEP?", locale: "sw" });
    expect(reply.language).toBe("sw");
  });
});

describe("createAssistantEngine: the contract", () => {
  it("returns a reply that satisfies the shared schema", async () => {
    const reply = await engineWith().answer({
      userInput: "how does PrEP work",
      context: "",
      locale: "en-UG",
    });
    expect(assistantReplySchema.parse(reply)).toEqual(reply);
    expect(reply).toMatchObject({
      intent: "prep",
      risk_level: "low",
      needs_search: false,
      safety_note: null,
    });
    expect(reply.response).toContain("PrEP");
    expect(reply.sources?.length).toBeGreaterThan(0);
  });

  it("maps the locale: sw-KE answers in Swahili, other languages in English", async () => {
    const swahili = await engineWith().answer({ userInput: "PrEP ni nini", locale: "sw-KE" });
    expect(swahili.response).toContain("PrEP ni dawa");
    const french = await engineWith().answer({ userInput: "what is PrEP", locale: "fr-FR" });
    expect(french.response).toContain("PrEP is medicine");
  });

  it("searches the directory for places and returns 3 of them among the sources", async () => {
    const reply = await engineWith().answer({ userInput: "clinic near me in Mbarara", locale: "en-UG" });
    expect(reply.needs_search).toBe(true);
    expect(reply.response).toContain("Mbarara Regional Referral Hospital");
    const directory = reply.sources?.filter((source) =>
      defaultResources.some((entry) => entry.title === source.title),
    );
    expect(directory).toHaveLength(3);
  });

  it("uses the previous turn to understand a short follow-up", async () => {
    const reply = await engineWith().answer({
      userInput: "and for women?",
      context: "User: how does PrEP work\nAssistant: PrEP is a strong way to stay HIV-negative...",
    });
    expect(reply.intent).toBe("prep");
  });
});

describe("createAssistantEngine: safety first", () => {
  it("flags a crisis with a note in the user's language", async () => {
    const reply = await engineWith().answer({ userInput: "nataka kujiua", locale: "sw" });
    expect(reply.risk_level).toBe("high");
    expect(reply.intent).toBe("crisis");
    expect(reply.safety_note).toContain("999");
    expect(reply.safety_note).toContain("Ikiwa uko hatarini");
  });

  it("never asks the model about a high-risk message", async () => {
    const { llm, calls } = recordingLlm(async () => "generated text");
    const reply = await engineWith({ llm }).answer({ userInput: "condom burst last night" });
    expect(calls).toHaveLength(0);
    expect(reply.risk_level).toBe("high");
    expect(reply.response).toContain("72 hours");
  });

  it("keeps the safety level and note when the model answers", async () => {
    const { llm, calls } = recordingLlm(async () => "Please contact your clinic for a refill today.");
    const reply = await engineWith({ llm }).answer({ userInput: "my pills are finished" });
    expect(calls).toHaveLength(1);
    expect(reply.response).toBe("Please contact your clinic for a refill today.");
    expect(reply.risk_level).toBe("medium");
    expect(reply.safety_note).toContain("refill");
  });
});

describe("createAssistantEngine: with a language model", () => {
  it("grounds the model in the retrieved passages under the safety rules", async () => {
    const { llm, calls } = recordingLlm(async () => "Take it when you remember.");
    await engineWith({ llm }).answer({
      userInput: "nimesahau kumeza dawa yangu jana usiku",
      context: "User: hello\nAssistant: Hello, how can I help?",
      locale: "en",
    });
    const messages = calls[0] ?? [];
    expect(messages[0]?.content).toContain("Never diagnose");
    expect(messages[0]?.content).toContain("Answer in Swahili");
    expect(messages[1]?.content).toContain("Reference passages:");
    expect(messages[1]?.content).toContain("saa 6");
    expect(messages.slice(2)).toEqual([
      { role: "user", content: "hello" },
      { role: "assistant", content: "Hello, how can I help?" },
      { role: "user", content: "nimesahau kumeza dawa yangu jana usiku" },
    ]);
  });

  it("falls back to the local reply when the model is too slow", async () => {
    const { llm } = recordingLlm(() => new Promise<string>(() => undefined));
    const local = await engineWith().answer({ userInput: "what is a normal cd4 count" });
    const started = Date.now();
    const reply = await engineWith({ llm, llmTimeoutMs: 50 }).answer({
      userInput: "what is a normal cd4 count",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reply.response).toBe(local.response);
  });

  it("uses the local reply when the model states a number or a medicine its passages do not", async () => {
    const question = "I forgot my pill last night";
    const local = await engineWith().answer({ userInput: question });
    const { logger, lines } = memoryLogger();
    for (const invented of [
      "Take 4 pills every 9 hours to catch up.",
      "Take your missed pill with some lopinavir to catch up.",
    ]) {
      const { llm } = recordingLlm(async () => invented);
      const reply = await engineWith({ llm, logger }).answer({ userInput: question });
      expect(reply.response).toBe(local.response);
    }
    expect(lines.join("")).not.toMatch(/lopinavir|catch up/);
    // A rephrasing of what the passages say is kept.
    const { llm } = recordingLlm(
      async () => "Take it as soon as you remember, unless your next one is within 6 hours.",
    );
    const kept = await engineWith({ llm }).answer({ userInput: question });
    expect(kept.response).toBe("Take it as soon as you remember, unless your next one is within 6 hours.");
  });

  it("falls back to the local reply when the model fails or says nothing", async () => {
    const local = await engineWith().answer({ userInput: "what is a normal cd4 count" });
    for (const failing of [() => Promise.reject(new Error("boom")), () => Promise.resolve("   ")]) {
      const { llm } = recordingLlm(failing);
      const reply = await engineWith({ llm }).answer({ userInput: "what is a normal cd4 count" });
      expect(reply.response).toBe(local.response);
    }
  });
});

describe("createAssistantEngine: failures", () => {
  it("answers from the knowledge base when the directory search fails or hangs", async () => {
    const failing: ResourceSearch = () => Promise.reject(new Error("database down"));
    const hanging: ResourceSearch = () => new Promise(() => undefined);
    for (const searchResources of [failing, hanging]) {
      const reply = await engineWith({ searchResources, searchTimeoutMs: 50 }).answer({
        userInput: "PrEP clinic in Masaka",
      });
      expect(reply.needs_search).toBe(true);
      expect(reply.response).toContain("PrEP");
    }
  });

  it("gives the spec's keyword fallback when composing fails, keeping the safety level", async () => {
    const broken = (() => Promise.resolve(null)) as unknown as ResourceSearch;
    const medication = await engineWith({ searchResources: broken }).answer({
      userInput: "my pills near me",
    });
    expect(medication.response).toContain("keep taking your medicine");
    expect(medication.intent).toBe("other");
    const crisis = await engineWith({ searchResources: broken }).answer({
      userInput: "I want to die, Kampala",
    });
    expect(crisis.risk_level).toBe("high");
    expect(crisis.safety_note).toContain("999");
  });

  it("logs what failed without the message or any health words", async () => {
    const { logger, lines } = memoryLogger();
    const { llm } = recordingLlm(() => Promise.reject(new Error("PrEP condom HIV")));
    const searchResources: ResourceSearch = () => Promise.reject(new Error("HIV clinic table"));
    await createAssistantEngine({ searchResources, llm, logger }).answer({
      userInput: "PrEP near me in Masaka",
    });
    expect(lines.length).toBe(2);
    for (const line of lines) {
      expect(healthWordsIn(line)).toEqual([]);
      expect(line).not.toMatch(CRISIS_WORDS);
      expect(line).not.toContain("Masaka");
    }
  });
});
