/**
 * The keyed blind indexes that let SQL find an encrypted value (docs/decisions/064): a
 * phone number in its +256 form, an e-mail address in lower case, and each word of a name.
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

/** The indexes stored beside an encrypted name: one per word, so any word of it finds it. */
export function nameKeys(cipher: Indexer, name: string | null | undefined): string[] | null {
  if (!name) return null;
  const tokens = nameTokens(name);
  return tokens.length > 0 ? tokens.map((token) => cipher.blindIndex(`name:${token}`)) : null;
}

/** For each word of a search, the indexes it may be stored under (every word must match). */
export function nameLookups(cipher: Pick<FieldCipher, "blindIndexes">, query: string): string[][] {
  return nameTokens(query).map((token) => cipher.blindIndexes(`name:${token}`));
}
