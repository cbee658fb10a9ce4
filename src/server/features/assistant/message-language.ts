/**
 * The language a message is written in, so iCare answers a Swahili question in Swahili on
 * the English site. Two readings together:
 *   - franc (trigram profiles of the UN Declaration of Human Rights), asked to choose
 *     among English, Swahili and Luganda only, tells English from the Bantu languages well;
 *   - but on a short message it often cannot tell Swahili from Luganda (both Bantu), so the
 *     share of the message's words that are Swahili words of the knowledge base decides.
 * A message too short for either ("ok", "oli otya") is not read, and the site's language
 * stands. So does a close call.
 */
import { francAll } from "franc";
import type { AssistantLocale } from "@shared/domain/locale";
import { tokenize } from "@shared/danger/normalize";
import { PASSAGES } from "./knowledge-base";

export type MessageLanguage = "en" | "sw" | "lg";

const FRANC_CODES: Record<string, MessageLanguage> = { eng: "en", swh: "sw", lug: "lg" };
const ONLY = Object.keys(FRANC_CODES);

/** Below these, franc's reading is not trusted. */
const MIN_WORDS = 3;
const MIN_LETTERS = 12;
/** franc scores the best language 1; the runner-up must be clearly behind. */
const MAX_RUNNER_UP_SCORE = 0.8;
/** A share of the message's words at which a language's vocabulary settles it. */
const SETTLING_SHARE = 0.4;
/** Below this share of Swahili words, a Bantu message franc reads as Luganda is Luganda. */
const NOT_SWAHILI_SHARE = 0.2;
/** A message of two words can be read by its vocabulary alone. */
const MIN_WORDS_BY_VOCABULARY = 2;

/** The message's words as every reader here sees them (normalised), without numbers. */
const wordsOf = (text: string) => tokenize(text).filter((token) => /^[a-z]+$/.test(token));

/**
 * Everyday Swahili the knowledge base, written to "you", hardly uses: the first person,
 * question words and chat words people write to us with.
 */
const EVERYDAY_SWAHILI =
  "yangu wangu langu zangu changu vyangu mimi nina sina niko nipo nataka naomba naweza nifanye nifanyeje " +
  "nisaidie wapi nini gani lini vipi ngapi nani je tangu jana leo kesho sasa tu bado kwamba lakini mbaya " +
  "nzuri sawa asante tafadhali mnapatikana mko mnafika yake wake huyu hii hiyo";

function vocabulary(locale: AssistantLocale, other: AssistantLocale): Set<string> {
  const inLocale = (wanted: AssistantLocale) =>
    new Set(
      PASSAGES.filter((passage) => passage.locale === wanted).flatMap((passage) =>
        wordsOf(`${passage.heading} ${passage.text}`),
      ),
    );
  const theirs = inLocale(other);
  // Words both use ("PrEP", "ARV", "TLD") say nothing about the language.
  return new Set([...inLocale(locale)].filter((word) => !theirs.has(word)));
}

const SWAHILI_WORDS: ReadonlySet<string> = new Set([...vocabulary("sw", "en"), ...wordsOf(EVERYDAY_SWAHILI)]);
const ENGLISH_WORDS: ReadonlySet<string> = vocabulary("en", "sw");

function francReading(text: string): Map<MessageLanguage, number> {
  return new Map(
    francAll(text, { only: ONLY, minLength: 1 }).flatMap(([code, score]) => {
      const language = FRANC_CODES[code];
      return language ? [[language, score] as const] : [];
    }),
  );
}

export function detectMessageLanguage(text: string): MessageLanguage | null {
  const words = wordsOf(text);
  if (words.length < MIN_WORDS_BY_VOCABULARY) return null;
  const shareOf = (vocabulary: ReadonlySet<string>) =>
    words.filter((word) => vocabulary.has(word)).length / words.length;
  const swahili = shareOf(SWAHILI_WORDS);
  const english = shareOf(ENGLISH_WORDS);
  if (swahili >= SETTLING_SHARE && swahili > english) return "sw";
  if (english >= SETTLING_SHARE && english > swahili) return "en";
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  if (words.length < MIN_WORDS || letters < MIN_LETTERS) return null;
  const scores = francReading(text);
  const [best] = [...scores].filter(([, score]) => score === 1).map(([language]) => language);
  const runnerUp = Math.max(
    ...[...scores].filter(([language]) => language !== best).map(([, score]) => score),
  );
  // Swahili and Luganda are close kin, and franc often scores them alike: a Bantu message
  // with few Swahili words, which franc reads as Luganda, is Luganda.
  if (best === "lg" && swahili < NOT_SWAHILI_SHARE && (scores.get("en") ?? 0) <= MAX_RUNNER_UP_SCORE)
    return "lg";
  return best && runnerUp <= MAX_RUNNER_UP_SCORE ? best : null;
}

export interface ReplyLanguage {
  /** The language the reply is written in. */
  locale: AssistantLocale;
  /** Said first when the message's language is one iCare cannot answer in yet. */
  note: string | null;
}

const NOT_YET_IN_LUGANDA: Record<AssistantLocale, string> = {
  en: "I can't answer in Luganda yet, so here is my answer in English.",
  sw: "Bado siwezi kujibu kwa Luganda, kwa hiyo hili ni jibu langu kwa Kiswahili.",
};

/** The message's language when the knowledge base has it, else the site's, with a note. */
export function replyLanguage(text: string, siteLocale: AssistantLocale): ReplyLanguage {
  const detected = detectMessageLanguage(text);
  if (detected === "en" || detected === "sw") return { locale: detected, note: null };
  if (detected === "lg") return { locale: siteLocale, note: NOT_YET_IN_LUGANDA[siteLocale] };
  return { locale: siteLocale, note: null };
}
