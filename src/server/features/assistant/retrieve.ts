/**
 * Retrieval over the knowledge passages, on MiniSearch (decision 070): BM25+ ranking,
 * field boosts, fuzzy and prefix matching, kept and tested by others. One document per
 * passage key holds every language's heading and text and the ways people ask for it
 * (knowledge/asks/), so an English question on the Swahili site, a Luganda question or
 * a mix all find their passage; each hit is then returned in the reply's language.
 *
 * Swahili and Luganda build words by prefixes ("ni-li-sahau", "u-li-yo-kosa"), which no
 * suffix stemmer meets, so a further field indexes each word's letter 4-grams: "kosa"
 * then meets "uliyokosa". It weighs less than whole words.
 */
import MiniSearch from "minisearch";
import type { AssistantIntent } from "@shared/api/assistant";
import { ASKS, PASSAGES, passageInLocale, type Passage } from "./knowledge-base";
import type { SiteLocale } from "@shared/domain/locale";
import { normalizeText, tokenize } from "@shared/danger/normalize";

// Words too common to say anything about a question, in the three languages.
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does did for from has have how i if in is it its me my of on or " +
    "our so that the their them then there these they this to was we were what when where which who why will with " +
    "you your yours am im ive id dont cant should would about after before any some more most also just than too very " +
    "na ya wa za la kwa ni katika kwenye hii hiyo huo ile ili kama lakini au pia sana je nini gani mimi wewe yeye " +
    "sisi ninyi wao yangu yako yake kuhusu hapa " +
    "nga era oba ku mu ba ne nti kiki ki kye bwe naye nze gwe ye ffe mmwe bo wano"
  ).split(" "),
);

/**
 * A light suffix stripper: enough to meet "tests" with "test" and "taking" with "take".
 * "-ing" comes off before "-ed": with doubled letters collapsed, "breastfeeding" reads
 * "breastfeding", which must meet "breastfeed" ("breastfed") on the same stem.
 */
function stem(token: string): string {
  const withoutIng = token.length > 6 && token.endsWith("ing") ? token.slice(0, -3) : token;
  if (withoutIng.length > 5 && withoutIng.endsWith("ed")) return withoutIng.slice(0, -2);
  if (withoutIng.length > 3 && withoutIng.endsWith("s")) return withoutIng.slice(0, -1);
  return withoutIng;
}

/** The words of a text that say something, stemmed: shared with the directory search. */
export function indexTerms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !STOP_WORDS.has(token))
    .map(stem);
}

const GRAM = 4;
/** The letter 4-grams of a word long enough to carry a prefix ("nilisahau" → "nili", …, "sahau"'s). */
function gramsOf(term: string): string[] {
  if (term.length <= GRAM || /\d/.test(term)) return [];
  return Array.from({ length: term.length - GRAM + 1 }, (_, at) => `~${term.slice(at, at + GRAM)}`);
}

type Field = "heading" | "asks" | "text" | "grams";
const FIELDS: Field[] = ["heading", "asks", "text", "grams"];
/** A heading names what its section answers; a way of asking is close to a question. */
const FIELD_BOOSTS: Record<Field, number> = { heading: 2, asks: 3, text: 1, grams: 0.15 };
/** Added to the classified topic's passages, so the topic leads unless another fits far better. */
const INTENT_BOOST = 2;
/** A question of where leans to the places passages as much as a classified topic does. */
const PLACE_BOOST = 2;
/** Within the topic, the overview section wins a near tie: it answers the general question. */
const OVERVIEW_BOOST = 1.05;
/** "What is PEP?", "madhara ya ARV ni yapi?", "CD4 kye ki?": asking what a thing is wants the overview. */
const DEFINITION_BOOST = 1.6;
const ASKS_WHAT_IT_IS =
  /(^|\s)(what is|what are|whats|wat is|wat are|what does .{1,30} mean|meaning of|ni nini|ni kitu gani|ni yapi|ni zipi|ni dawa gani|kye ki|kitegeeza ki|bye biki|kiki)(\s|$)/;

interface PassageDocument {
  id: string;
  topic: AssistantIntent;
  order: number;
  heading: string;
  asks: string;
  text: string;
  grams: string;
}

function documentsOf(passages: readonly Passage[]): PassageDocument[] {
  const byKey = new Map<string, PassageDocument>();
  for (const passage of passages) {
    const document = byKey.get(passage.key) ?? {
      id: passage.key,
      topic: passage.topic,
      order: passage.order,
      heading: "",
      asks: (ASKS.get(passage.key) ?? []).join("\n"),
      text: "",
      grams: "",
    };
    document.heading += `\n${passage.heading}`;
    document.text += `\n${passage.title}\n${passage.text}`;
    byKey.set(passage.key, document);
  }
  for (const document of byKey.values())
    document.grams = `${document.heading}\n${document.asks}\n${document.text}`;
  return [...byKey.values()];
}

const INDEX = new MiniSearch<PassageDocument>({
  fields: FIELDS,
  storeFields: ["topic", "order"],
  tokenize,
  processTerm: (term, field) => {
    if (STOP_WORDS.has(term)) return null;
    return field === "grams" ? gramsOf(term) : stem(term);
  },
  searchOptions: {
    boost: FIELD_BOOSTS,
    // The query's words meet the whole words and, through their 4-grams, the grams field.
    processTerm: (term) => (STOP_WORDS.has(term) ? null : [stem(term), ...gramsOf(term)]),
    // One slip in a longer word ("medecine", "tabelts"); short words are too easily another.
    fuzzy: (term) => (term.length >= 6 && !term.startsWith("~") ? 1 : false),
    prefix: (term) => term.length >= 5 && !term.startsWith("~"),
    weights: { fuzzy: 0.45, prefix: 0.6 },
  },
});
INDEX.addAll(documentsOf(PASSAGES));

export interface RetrievedPassage {
  passage: Passage;
  score: number;
}

export interface RetrieveOptions {
  query: string;
  locale: SiteLocale;
  intent?: AssistantIntent;
  limit?: number;
}

interface Ranked {
  key: string;
  score: number;
}

/** "Where can I get PrEP?", "PrEP inapatikana wapi?", "bagiwa wa?": a place answers it. */
const ASKS_WHERE = /(^|\s)(where|wer|wapi|inapatikana|zinapatikana|mnapatikana)(\s|$)|\swa$/;

function ranked(query: string, intent: AssistantIntent | undefined, topic?: AssistantIntent): Ranked[] {
  const leads = intent !== undefined && intent !== "other";
  const normalized = normalizeText(query);
  const overviewBoost = ASKS_WHAT_IT_IS.test(normalized) ? DEFINITION_BOOST : OVERVIEW_BOOST;
  const asksWhere = ASKS_WHERE.test(normalized);
  return INDEX.search(query, {
    filter: topic ? (result) => result.topic === topic : undefined,
    boostDocument: (_id, _term, stored) =>
      (leads && stored?.topic === intent ? INTENT_BOOST : 1) *
      (asksWhere && stored?.topic === "locations" ? PLACE_BOOST : 1) *
      (stored?.order === 0 ? overviewBoost : 1),
  }).map((result) => ({ key: String(result.id), score: result.score }));
}

/** Best passages for a query, in the reply's language, most relevant first. */
export function retrievePassages({ query, locale, intent, limit = 3 }: RetrieveOptions): RetrievedPassage[] {
  return ranked(query, intent)
    .slice(0, limit)
    .flatMap((result) => {
      const passage = passageInLocale(result.key, locale);
      return passage ? [{ passage, score: result.score }] : [];
    });
}

/**
 * The best passage of one topic for a query, in the reply's language: once the intent
 * is known, the answer should come from its topic even when another shares more words.
 * The topic's overview answers when no section matches.
 */
export function bestPassageInTopic(
  query: string,
  topic: AssistantIntent,
  locale: SiteLocale,
): Passage | undefined {
  const [best] = ranked(query, undefined, topic);
  const key = best ? best.key : PASSAGES.find((passage) => passage.topic === topic)?.key;
  return key ? passageInLocale(key, locale) : undefined;
}
