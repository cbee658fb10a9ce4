/**
 * The keyed blind indexes that let SQL find an encrypted value (docs/decisions/064): a
 * phone number in its +256 form, an e-mail address in lower case, and each word of a name
 * and each pair of its words.
 * What is stored and what a search asks for are computed here alike.
 */
import { normaliseUgandanPhone } from "@shared/domain/phone";
import type { FieldCipher } from "./encryption";

type Indexer = Pick<FieldCipher, "blindIndex">;

export type ContactKind = "phone" | "email";

function canonical(kind: ContactKind, value: string): string {
  return kind === "email" ? value.toLowerCase() : (normaliseUgandanPhone(value) ?? value);
}

/** What a message is sent to: an e-mail address has an @, anything else is a phone number. */
export function recipientKind(recipient: string): ContactKind {
  return recipient.includes("@") ? "email" : "phone";
}

/** The index stored beside an encrypted phone number or e-mail address (null for none). */
export function contactKey(cipher: Indexer, kind: ContactKind, value: string | null | undefined) {
  return value ? cipher.blindIndex(`${kind}:${canonical(kind, value)}`) : null;
}

/** What a lookup matches: the current key's index, and the previous key's during a rotation. */
export function contactLookups(
  cipher: Pick<FieldCipher, "blindIndexes">,
  kind: ContactKind,
  value: string,
): string[] {
  return cipher.blindIndexes(`${kind}:${canonical(kind, value)}`);
}

/**
 * The words of a name as a search compares them: accents and case dropped, split at
 * anything that is not a letter or digit ("Nakato-Kizza" is "nakato" and "kizza").
 */
export function nameTokens(text: string): string[] {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)];
}

/**
 * Pairs are made of a name's first words only: a real name is rarely longer, and the pairs
 * grow as the square of the words (eight words: 28 pairs).
 */
export const PAIRED_WORDS = 8;

const wordText = (word: string) => `name:${word}`;
/** A pair's text, the same whichever comes first. Words hold no space, so no word's text is a pair's. */
const pairText = (one: string, other: string) => `name:${[one, other].sort().join(" ")}`;

/**
 * The indexes stored beside an encrypted name: one per word, so any word of it finds it,
 * and one per pair of its words, so a search of two words reads only the names with both
 * (at national scale each common word has some 47,000 cases to intersect: decision 092).
 */
export function nameKeys(cipher: Indexer, name: string | null | undefined): string[] | null {
  if (!name) return null;
  const tokens = nameTokens(name);
  if (tokens.length === 0) return null;
  const paired = tokens.slice(0, PAIRED_WORDS);
  const pairs = paired.flatMap((one, i) => paired.slice(i + 1).map((other) => pairText(one, other)));
  return [...tokens.map(wordText), ...pairs].map((text) => cipher.blindIndex(text));
}

/**
 * What a search by name looks up: groups of indexes, every group to be matched (each group
 * is one key's index under the current key and, during a rotation, the previous one). One
 * word is looked up alone; more are looked up in pairs that cover every word, so that
 * "akello brenda nakato" is the pairs (akello, brenda) and (nakato, brenda). While stored
 * names are still being indexed by pairs (name-keys-form.ts), every word is looked up alone.
 */
export function nameLookups(
  cipher: Pick<FieldCipher, "blindIndexes">,
  query: string,
  byPairs: boolean,
): string[][] {
  const tokens = nameTokens(query);
  if (!byPairs || tokens.length === 1) return tokens.map((token) => cipher.blindIndexes(wordText(token)));
  const groups: string[][] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const partner = tokens[i + 1] ?? tokens[i - 1]!;
    groups.push(cipher.blindIndexes(pairText(tokens[i]!, partner)));
  }
  return groups;
}
