/**
 * Words that reveal a health condition, in English and Swahili. A push text is shown on a
 * lock screen, where anyone near the phone reads it: a text that matches one of these is
 * never sent as it is.
 */

/** Matched anywhere, even inside a word ("HIVCare", "UKIMWI"). */
const FRAGMENTS = ["hiv", "ukimwi", "antiretrovir", "virusi vya", "viral load", "cd4", "serostatus"];

/** Matched as whole words only ("art" is not "start", "prep" is not "prepare"). */
const WORDS = [
  "aids",
  "art",
  "arv",
  "arvs",
  "prep",
  "pep",
  "vvu",
  "sti",
  "stis",
  "tenofovir",
  "dolutegravir",
  "efavirenz",
  "lamivudine",
  "truvada",
  "positive",
  "chanya",
];

const WHOLE_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${WORDS.join("|")})(?![\\p{L}\\p{N}])`, "iu");

export function containsHealthWord(text: string): boolean {
  const lower = text.toLowerCase();
  return FRAGMENTS.some((fragment) => lower.includes(fragment)) || WHOLE_WORD.test(text);
}

/** The text with health words taken out, for a name such as "HIVCare" ("Care"). */
export function withoutHealthWords(text: string): string {
  let result = text;
  for (const fragment of FRAGMENTS) result = result.replace(new RegExp(fragment, "gi"), " ");
  result = result.replace(new RegExp(WHOLE_WORD.source, "giu"), " ");
  return result.replace(/\s+/g, " ").trim();
}
