/**
 * Text normalisation shared by the safety classifier, the intent classifier and retrieval.
 * Messages arrive from phones in English, Swahili and Luganda, often misspelt and
 * with letters repeated for emphasis ("pleeease", "nneeda kwetta"), so every comparison
 * works on the same reduced form: lowercase ASCII words separated by single spaces,
 * with runs of a repeated letter collapsed to one.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['\u2019\u2018`\u00b4]/g;
const NON_WORD = /[^a-z0-9]+/g;
const REPEATED_LETTER = /([a-z])\1+/g;

/** "U=U" would otherwise become two meaningless "u" tokens. */
const U_EQUALS_U = /\bu\s*=\s*u\b/g;

export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(U_EQUALS_U, " uequalsu ")
    .replace(APOSTROPHES, "")
    .replace(NON_WORD, " ")
    .replace(REPEATED_LETTER, "$1")
    .trim()
    .replace(/\s+/g, " ");
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === "" ? [] : normalized.split(" ");
}
