/**
 * The words that say a person's health is what a message, an address or a stored value is
 * about, in English, Swahili and Luganda: one list for every place that must not show
 * them to whoever holds the phone or reads the database (docs/safety.md). A lock screen's
 * preview, an address in the browser's history, a text sent to a shared phone, a column
 * stored in clear and a discreet screen are all checked against this list and no other.
 *
 * Wider than the conditions themselves on purpose: "clinic", "treatment" or "dawa" on a
 * lock screen says enough to a partner who looks. The Luganda words want a native
 * speaker's review (docs/safety.md, "Neutral by default").
 */

/** Matched anywhere, even inside a word ("HIVCare", "UKIMWI", "healthy", "diagnosed"). */
const FRAGMENTS = [
  // The condition, its test and its medicines.
  "hiv",
  "ukimwi",
  "siriimu",
  "mukenenya",
  "antiretrovir",
  "viral",
  "cd4",
  "serostatus",
  "diagnos",
  "undetectable",
  "condom",
  // Health care in general.
  "health",
  "afya",
  "clinic",
  "kliniki",
  "medic",
];

/** Matched as whole words only: "art" is not "start", "prep" is not "prepare", "dawa" is not "dawati". */
const WORDS = [
  "aids",
  "art",
  "arts",
  "arv",
  "arvs",
  "prep",
  "pep",
  "vvu",
  "sti",
  "stis",
  "u=u",
  "tenofovir",
  "dolutegravir",
  "efavirenz",
  "lamivudine",
  "truvada",
  "positive",
  "chanya",
  "pregnant",
  "exposure",
  "treatment",
  "tiba",
  "dawa",
  "eddagala",
];

/** A word read as the letters it is, whatever characters it holds. */
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const FRAGMENT_ALONE = new RegExp(FRAGMENTS.map(escaped).join("|"), "giu");
/** A fragment with the letters around it: the word it stands in, for naming what was found. */
const FRAGMENT = new RegExp(`\\p{L}*(?:${FRAGMENT_ALONE.source})\\p{L}*`, "giu");
const WHOLE_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${WORDS.map(escaped).join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** The health words in `text`, as written there (a fragment with the word it stands in). */
export function healthWordsIn(text: string): string[] {
  return [...text.matchAll(FRAGMENT), ...text.matchAll(WHOLE_WORD)].map(([found]) => found);
}

export function containsHealthWord(text: string): boolean {
  return healthWordsIn(text).length > 0;
}

/** The text with health words taken out, for a name such as "HIVCare" ("Care"). */
export function withoutHealthWords(text: string): string {
  return text.replace(FRAGMENT_ALONE, " ").replace(WHOLE_WORD, " ").replace(/\s+/g, " ").trim();
}
