/**
 * The language a message is written in, so iCare answers a Swahili question in Swahili on
 * the English site. Two readings together:
 *   - franc (trigram profiles of the UN Declaration of Human Rights), asked to choose
 *     among English, Swahili and Luganda only, tells English from the Bantu languages well;
 *   - but on a short message it often cannot tell Swahili from Luganda (both Bantu), so the
 *     share of the message's words that only one language's passages use (with everyday
 *     chat words of each) decides first.
 * A message too short for either ("ok", "oli otya") is not read, and the site's language
 * stands. So does a close call.
 */
import { francAll } from "franc";
import { toWrittenLocale, type SiteLocale, type WrittenLocale } from "@shared/domain/locale";
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
/** A share of Swahili or Luganda words at which a mix with English is answered in that language. */
const MIXED_SHARE = 0.25;
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
  "nzuri sawa asante tafadhali mnapatikana mko mnafika yake wake huyu hii hiyo sijui anasema alisema " +
  "niache nikiomba inauzwa zinauzwa kutumia";

/**
 * Everyday Luganda, likewise: the first person, question words and chat words, beside
 * the words of the Luganda passages.
 */
const EVERYDAY_LUGANDA =
  "nze nina sirina ndi siri njagala nsaba nsobola nnyinza nkole nkoze nkolaki kiki ki lwaki ddi wa wuwa ani " +
  "mwattu webale weebale nedda yee kati leero jjo enkya naye era nnyo ssebo nnyabo munange mukwano gwange " +
  "wange yange lyange zange kyange bwange ogamba oyinza osobola mbuuza " +
  // "You" (the service) doing things: "muleeta ARVs at home?", "mukola ki?".
  "mukola muleeta mulina mukolera muli muwa mumpa mutuwa etya ntya";

const LOCALES_READ: SiteLocale[] = ["en", "sw", "lg"];

/** The words of one language's passages that the other languages' passages do not use. */
function vocabulary(locale: SiteLocale): Set<string> {
  const wordsIn = (wanted: SiteLocale) =>
    new Set(
      PASSAGES.filter((passage) => passage.locale === wanted).flatMap((passage) =>
        wordsOf(`${passage.heading} ${passage.text}`),
      ),
    );
  // Words several use ("PrEP", "ARV", "TLD") say nothing about the language.
  const theirs = new Set(
    LOCALES_READ.filter((other) => other !== locale).flatMap((other) => [...wordsIn(other)]),
  );
  return new Set([...wordsIn(locale)].filter((word) => !theirs.has(word)));
}

const VOCABULARIES: Record<MessageLanguage, ReadonlySet<string>> = {
  en: vocabulary("en"),
  sw: new Set([...vocabulary("sw"), ...wordsOf(EVERYDAY_SWAHILI)]),
  lg: new Set([...vocabulary("lg"), ...wordsOf(EVERYDAY_LUGANDA)]),
};

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
  const shares = LOCALES_READ.map((language) => ({
    language,
    share: words.filter((word) => VOCABULARIES[language].has(word)).length / words.length,
  })).sort((left, right) => right.share - left.share);
  // A mix of English with Swahili or Luganda ("nneerabidde my dose, nkole ki") is answered in
  // the African language: its writer reads it, and chose to write it.
  const [bantu, otherBantu] = shares.filter((entry) => entry.language !== "en");
  if (bantu && otherBantu && bantu.share >= MIXED_SHARE && bantu.share > otherBantu.share)
    return bantu.language;
  const [first, second] = shares;
  if (first && second && first.share >= SETTLING_SHARE && first.share > second.share) return first.language;
  const swahili = shares.find((entry) => entry.language === "sw")?.share ?? 0;
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
  /** The language to answer in: the message's own (Luganda too), else the site's. */
  locale: SiteLocale;
  /**
   * For a Luganda question on a topic not yet written in Luganda: the site's language, or
   * English where the site itself is in Luganda.
   */
  fallback: WrittenLocale;
}

/** Said first when a Luganda question is answered in the site's language. */
export const NOT_YET_IN_LUGANDA: Record<WrittenLocale, string> = {
  en: "I can't answer this question in Luganda yet, so here is my answer in English.",
  sw: "Bado siwezi kujibu swali hili kwa Luganda, kwa hiyo hili ni jibu langu kwa Kiswahili.",
};

/** The message's language, else the site's (a message too short or too mixed to read). */
export function replyLanguage(text: string, siteLocale: SiteLocale): ReplyLanguage {
  return { locale: detectMessageLanguage(text) ?? siteLocale, fallback: toWrittenLocale(siteLocale) };
}
