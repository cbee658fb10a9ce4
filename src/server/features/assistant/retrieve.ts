/**
 * BM25 retrieval over the knowledge passages. One index holds both languages, so an
 * English question asked with a Swahili locale still finds its passage; each hit is
 * then returned in the reader's language. The index is built once at module load.
 */
import type { AssistantIntent } from "@shared/api/assistant";
import { PASSAGES, passageInLocale, type Passage } from "./knowledge-base";
import type { AssistantLocale } from "@shared/domain/locale";
import { tokenize } from "@shared/danger/normalize";

const K1 = 1.2;
const B = 0.75;
/** Added to passages of the classified topic, so the topic leads unless another fits far better. */
const INTENT_BOOST = 4;
/** Within the topic, the overview section wins a near tie: it answers the general question. */
const OVERVIEW_BOOST = 1;
const HEADING_WEIGHT = 2;
/**
 * A query word the section's heading names says more than the same word in its text: a
 * bonus of this share of the word's rarity, on top of BM25 (whose saturation would
 * otherwise let two common words of another section outweigh the heading's one).
 */
const HEADING_MATCH_WEIGHT = 1;

// Words too common to say anything about a question, in both languages.
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does did for from has have how i if in is it its me my of on or " +
    "our so that the their them then there these they this to was we were what when where which who why will with " +
    "you your yours am im ive id dont cant should would about after before any some more most also just than too very " +
    "na ya wa za la kwa ni katika kwenye hii hiyo huo ile ili kama lakini au pia sana je nini gani mimi wewe yeye " +
    "sisi ninyi wao yangu yako yake kuhusu hapa"
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

export function indexTerms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !STOP_WORDS.has(token))
    .map(stem);
}

/**
 * People ask in their own words; the knowledge base uses others. A small table of
 * equivalents (already stemmed) widens the query so "forgot my pill" meets "missed dose".
 */
const QUERY_EQUIVALENTS: Record<string, string[]> = {
  die: ["life", "live"],
  dy: ["life", "live"],
  death: ["life", "live"],
  dead: ["life", "live"],
  forgot: ["mis", "dose"],
  forget: ["mis", "dose"],
  pil: ["dose", "arv"],
  tablet: ["dose", "arv"],
  med: ["arv", "medicine"],
  cure: ["life", "control"],
  kil: ["control", "cure"],
  kufa: ["maisha", "kuishi"],
  nimesahau: ["kukosa", "dozi"],
  nilisahau: ["kukosa", "dozi"],
  vidonge: ["dozi", "dawa"],
  finished: ["run", "refil", "delivery"],
  nimeishiwa: ["zikaisha", "kuletea"],
};

function expandQuery(terms: string[]): string[] {
  return [...new Set(terms.flatMap((term) => [term, ...(QUERY_EQUIVALENTS[term] ?? [])]))];
}

interface IndexedPassage {
  passage: Passage;
  termCounts: Map<string, number>;
  headingTerms: Set<string>;
  length: number;
}

function indexPassage(passage: Passage): IndexedPassage {
  const terms = [...Array(HEADING_WEIGHT).fill(passage.heading), passage.title, passage.text].flatMap(
    indexTerms,
  );
  const termCounts = new Map<string, number>();
  for (const term of terms) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
  return { passage, termCounts, headingTerms: new Set(indexTerms(passage.heading)), length: terms.length };
}

const INDEX: IndexedPassage[] = PASSAGES.map(indexPassage);
const AVERAGE_LENGTH = INDEX.reduce((sum, entry) => sum + entry.length, 0) / Math.max(INDEX.length, 1);
const DOCUMENT_FREQUENCY = new Map<string, number>();
for (const entry of INDEX) {
  for (const term of entry.termCounts.keys())
    DOCUMENT_FREQUENCY.set(term, (DOCUMENT_FREQUENCY.get(term) ?? 0) + 1);
}

function inverseDocumentFrequency(term: string): number {
  const frequency = DOCUMENT_FREQUENCY.get(term) ?? 0;
  return Math.log(1 + (INDEX.length - frequency + 0.5) / (frequency + 0.5));
}

function bm25(entry: IndexedPassage, queryTerms: string[]): number {
  let score = 0;
  for (const term of queryTerms) {
    const count = entry.termCounts.get(term) ?? 0;
    if (count === 0) continue;
    const norm = count + K1 * (1 - B + (B * entry.length) / AVERAGE_LENGTH);
    score += inverseDocumentFrequency(term) * ((count * (K1 + 1)) / norm);
    if (entry.headingTerms.has(term)) score += HEADING_MATCH_WEIGHT * inverseDocumentFrequency(term);
  }
  return score;
}

export interface RetrievedPassage {
  passage: Passage;
  score: number;
}

export interface RetrieveOptions {
  query: string;
  locale: AssistantLocale;
  intent?: AssistantIntent;
  limit?: number;
}

/** Best passages for a query, in the reader's language, most relevant first. */
export function retrievePassages({ query, locale, intent, limit = 3 }: RetrieveOptions): RetrievedPassage[] {
  const queryTerms = expandQuery(indexTerms(query));
  const bestByKey = new Map<string, number>();
  for (const entry of INDEX) {
    const inTopic = intent !== undefined && intent !== "other" && entry.passage.topic === intent;
    const boost = inTopic ? INTENT_BOOST + (entry.passage.order === 0 ? OVERVIEW_BOOST : 0) : 0;
    const score = bm25(entry, queryTerms) + boost;
    if (score <= 0) continue;
    const key = entry.passage.key;
    bestByKey.set(key, Math.max(score, bestByKey.get(key) ?? 0));
  }
  return [...bestByKey.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, limit)
    .flatMap(([key, score]) => {
      const passage = passageInLocale(key, locale);
      return passage ? [{ passage, score }] : [];
    });
}

/**
 * The best passage of one topic for a query, in the reader's language: once the intent
 * is known, the answer should come from its topic even when another shares more words.
 * The topic's overview answers when no section matches better.
 */
export function bestPassageInTopic(
  query: string,
  topic: AssistantIntent,
  locale: AssistantLocale,
): Passage | undefined {
  const queryTerms = expandQuery(indexTerms(query));
  let best: { key: string; score: number } | undefined;
  for (const entry of INDEX) {
    if (entry.passage.topic !== topic) continue;
    const score = bm25(entry, queryTerms) + (entry.passage.order === 0 ? OVERVIEW_BOOST : 0);
    if (!best || score > best.score) best = { key: entry.passage.key, score };
  }
  return best ? passageInLocale(best.key, locale) : undefined;
}
