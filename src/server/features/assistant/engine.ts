/**
 * The iCare answer engine behind POST /api/assistant. Order matters:
 *   1. safety first, always, locally and deterministically;
 *   2. intent, retrieval, directory search and a composed local reply;
 *   3. when a language model is configured (and the message is not high risk), the
 *      same passages ground its reply, with a timeout that falls back to step 2;
 *   4. if anything throws, the spec's keyword fallback reply.
 * No step after the first can lower the risk level.
 */
import type { AssistantIntent, AssistantReply, AssistantSource } from "@shared/api/assistant";
import { ASSISTANT, type Region } from "@shared/constants";
import type { LlmAdapter } from "../../adapters/llm";
import { composeReply, type ComposedReply } from "./compose";
import { lastUserMessage, parseContext, type ContextTurn } from "./context";
import { fallbackReply } from "./fallback";
import { ungroundedFacts } from "./grounding-check";
import { classifyIntent } from "./intent";
import type { Passage } from "./knowledge-base";
import { buildLlmMessages } from "./llm-prompt";
import { toSiteLocale, toWrittenLocale, type SiteLocale } from "@shared/domain/locale";
import { NOT_YET_IN_LUGANDA, replyLanguage, type ReplyLanguage } from "./message-language";
import { retrievePassages, type RetrievedPassage } from "./retrieve";
import { readDanger, maxRiskLevel, type RiskLevel, type DangerReading } from "@shared/danger/read-danger";
import { needsSearch, type ResourceSearch, type SearchFocus } from "./search";

/** The part of a logger the engine uses; a pino logger fits. */
export interface AssistantLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface AssistantEngineDeps {
  searchResources: ResourceSearch;
  llm?: LlmAdapter;
  logger?: AssistantLogger;
  /** Defaults to ASSISTANT.llmTimeoutMs; tests shorten it. */
  llmTimeoutMs?: number;
  /** A slow directory must not hold the reply back. */
  searchTimeoutMs?: number;
}

export interface AnswerInput {
  userInput: string;
  /** The last turns as "User: ...\nAssistant: ..." text. */
  context?: string;
  /** The site's language tag, such as "en-UG" or "sw"; anything else counts as English. */
  locale?: string;
  /** The language to answer in, when the caller has decided it already (it is decided once). */
  language?: ReplyLanguage;
  /** The reader's finding when the caller has read the message already (it is read once). */
  safety?: DangerReading;
  /** Where the person is known to be (a signed-in person's), asked only when places are listed. */
  knownRegion?: () => Promise<Region | null>;
}

export interface AssistantEngine {
  answer(input: AnswerInput): Promise<AssistantReply>;
}

const DEFAULT_SEARCH_TIMEOUT_MS = 3000;
const GROUNDING_PASSAGES = 3;
const MAX_LLM_REPLY_CHARS = 1500;

/** When the classifier itself fails, assume the message needs attention rather than none. */
const UNASSESSED: DangerReading = { risk_level: "medium", categories: [], safety_note: null };

class TimeoutError extends Error {
  override readonly name = "TimeoutError";
}

async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`Timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Only the kind of failure is logged: never the message, the reply or the topic. */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { errorType: typeof error };
  const kind = (error as { kind?: unknown }).kind;
  return { errorType: error.name, ...(typeof kind === "string" ? { errorKind: kind } : {}) };
}

/** Cuts an over-long model reply at the last full sentence that fits. */
function tidyLlmReply(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= MAX_LLM_REPLY_CHARS) return trimmed;
  const cut = trimmed.slice(0, MAX_LLM_REPLY_CHARS);
  const lastStop = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(".\n"));
  return lastStop > MAX_LLM_REPLY_CHARS / 2 ? cut.slice(0, lastStop + 1) : cut;
}

function uniquePassages(passages: Passage[]): Passage[] {
  return [...new Map(passages.map((passage) => [passage.key, passage])).values()];
}

/** A crisis intent is at least medium, whatever the classifier missed. */
function finalRiskLevel(safety: DangerReading, intent: AssistantIntent): RiskLevel {
  return maxRiskLevel(safety.risk_level, intent === "crisis" ? "medium" : "low");
}

let warmedUp = false;

/**
 * Regular expressions are compiled on first use; running every classifier once when the
 * engine is created moves that cost (about 0.1 s) to start-up instead of a first reply.
 */
function warmUp(): void {
  if (warmedUp) return;
  warmedUp = true;
  for (const locale of ["en", "sw"] as const) {
    const sample = "hello, I would like to know about my pills and testing near Kampala";
    const safety = readDanger(sample, locale);
    const intent = classifyIntent({ userInput: sample, safety });
    const retrieved = retrievePassages({ query: sample, locale, intent });
    composeReply({ query: sample, intent, retrieved, safety, locale });
    needsSearch(sample);
    fallbackReply(sample, locale);
  }
}

/** What the question is about; a short follow-up takes the topic of the turn before. */
export function topicOf(userInput: string, turns: ContextTurn[], safety: DangerReading): AssistantIntent {
  return classifyIntent({ userInput, safety, previousUserMessage: lastUserMessage(turns) });
}

export interface LocalAnswerInput {
  userInput: string;
  intent: AssistantIntent;
  /** The language asked for, and the site's for a topic not written in it. */
  language: ReplyLanguage;
  safety: DangerReading;
  /** The directory's places, described in the language asked for. */
  resources: AssistantSource[];
  /** The same places described in the fallback language, for a reply that falls back to it. */
  fallbackResources?: AssistantSource[];
}

export interface LocalAnswer {
  /** The language the reply is written in. */
  locale: SiteLocale;
  /** Said before the reply when it is not in the language asked for. */
  note: string | null;
  retrieved: RetrievedPassage[];
  local: ComposedReply;
}

/**
 * The knowledge base's own answer: the passages found and the reply composed from them,
 * in the message's language when its passage is written in it, else in the site's.
 */
export function answerLocally({
  userInput,
  intent,
  language,
  safety,
  resources,
  fallbackResources = resources,
}: LocalAnswerInput): LocalAnswer {
  const composeIn = (locale: SiteLocale, places: AssistantSource[]) => {
    const retrieved = retrievePassages({ query: userInput, locale, intent, limit: GROUNDING_PASSAGES });
    const local = composeReply({ query: userInput, intent, retrieved, safety, locale, resources: places });
    return { locale, retrieved, local };
  };
  const asked = composeIn(language.locale, resources);
  const written = asked.local.passages.every((passage) => passage.locale === language.locale);
  if (written || language.locale === language.fallback) return { ...asked, note: null };
  return {
    ...composeIn(language.fallback, fallbackResources),
    note: NOT_YET_IN_LUGANDA[language.fallback],
  };
}

export function createAssistantEngine(deps: AssistantEngineDeps): AssistantEngine {
  warmUp();
  const llmTimeoutMs = deps.llmTimeoutMs ?? ASSISTANT.llmTimeoutMs;
  const searchTimeoutMs = deps.searchTimeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
  const warn = (error: unknown, message: string) => deps.logger?.warn(describeError(error), message);

  function assess(userInput: string, locale: SiteLocale): DangerReading {
    try {
      return readDanger(userInput, locale);
    } catch (error) {
      warn(error, "assistant safety classifier failed");
      return UNASSESSED;
    }
  }

  async function searchDirectory(
    userInput: string,
    locale: SiteLocale,
    focus: SearchFocus,
  ): Promise<AssistantSource[]> {
    try {
      return await withTimeout(() => deps.searchResources(userInput, locale, focus), searchTimeoutMs);
    } catch (error) {
      // Spec section 8: a failed search still gets the local answer.
      warn(error, "assistant resource search failed");
      return [];
    }
  }

  async function askLlm(
    llm: LlmAdapter,
    input: { userInput: string; turns: ContextTurn[]; passages: Passage[]; locale: SiteLocale },
  ): Promise<string | null> {
    try {
      const messages = buildLlmMessages(input);
      const reply = await withTimeout((signal) => llm.complete(messages, { signal }), llmTimeoutMs);
      const tidy = tidyLlmReply(reply);
      if (tidy === "") return null;
      // Only counts go to the log: never the reply, the numbers or the medicines themselves.
      const ungrounded = ungroundedFacts(tidy, messages.map((message) => message.content).join("\n"));
      if (ungrounded) {
        deps.logger?.warn(
          { numbers: ungrounded.numbers.length, medicines: ungrounded.medicines.length },
          "assistant model reply stated facts its passages do not; using the local reply",
        );
        return null;
      }
      return tidy;
    } catch (error) {
      warn(error, "assistant model call failed; using the local reply");
      return null;
    }
  }

  /** Where the person is, if known; an unknown place (or a failed lookup) lists places by the words alone. */
  async function regionOf(knownRegion: AnswerInput["knownRegion"]): Promise<Region | null> {
    try {
      return knownRegion ? await knownRegion() : null;
    } catch (error) {
      warn(error, "assistant could not look up the person's region");
      return null;
    }
  }

  async function answerFully(
    userInput: string,
    context: string,
    language: ReplyLanguage,
    safety: DangerReading,
    knownRegion: AnswerInput["knownRegion"],
  ): Promise<AssistantReply> {
    const turns = parseContext(context);
    const intent = topicOf(userInput, turns, safety);
    const searchWanted = needsSearch(userInput);
    const focus: SearchFocus = searchWanted
      ? { intent, emergency: safety.risk_level === "high", region: await regionOf(knownRegion) }
      : {};
    const placesIn = (locale: SiteLocale) =>
      searchWanted ? searchDirectory(userInput, locale, focus) : Promise.resolve([]);
    // A Luganda reply lists the places in Luganda; a Luganda question answered in the
    // fallback language (its topic not written in Luganda) lists them in that language.
    const mayFallBack = language.locale !== toWrittenLocale(language.locale);
    const asked = placesIn(language.locale);
    const [resources, fallbackResources] = await Promise.all([
      asked,
      mayFallBack ? placesIn(language.fallback) : asked,
    ]);
    const { locale, note, retrieved, local } = answerLocally({
      userInput,
      intent,
      language,
      safety,
      resources,
      fallbackResources,
    });

    // A high-risk reply stays the reviewed local text: no generated words in a crisis.
    const useLlm = deps.llm !== undefined && safety.risk_level !== "high";
    const grounding = uniquePassages([...local.passages, ...retrieved.map((hit) => hit.passage)]);
    const generated =
      useLlm && deps.llm ? await askLlm(deps.llm, { userInput, turns, passages: grounding, locale }) : null;
    const response = generated ?? local.response;

    return {
      language: locale,
      response: note ? `${note}\n\n${response}` : response,
      intent,
      risk_level: finalRiskLevel(safety, intent),
      needs_search: searchWanted,
      safety_note: safety.safety_note,
      sources: local.sources,
    };
  }

  return {
    async answer({
      userInput,
      context = "",
      locale = "en-UG",
      language: decided,
      safety: read,
      knownRegion,
    }) {
      const language = decided ?? replyLanguage(userInput, toSiteLocale(locale));
      const safety = read ?? assess(userInput, language.locale);
      try {
        return await answerFully(userInput, context, language, safety, knownRegion);
      } catch (error) {
        warn(error, "assistant answer failed; using the fallback reply");
        return {
          language: language.locale,
          response: fallbackReply(userInput, language.locale),
          intent: "other",
          risk_level: safety.risk_level,
          needs_search: false,
          safety_note: safety.safety_note,
        };
      }
    },
  };
}
