/**
 * A small phrase language compiled to regular expressions over normalised text, so
 * patterns are written as people write ("kill myself") while matching the collapsed
 * form ("kil myself") the normaliser produces.
 *
 *   word          a literal word (normalised the same way as the message)
 *   word*         a word starting with "word"
 *   (a|b c|)      alternatives, each itself a phrase; an empty alternative makes it optional
 *   ..            up to 3 arbitrary words;  ...  up to 6
 *   {regex}       a raw regular expression for one word (written in normalised form)
 */
import { normalizeText } from "./normalize";

const WORD_CHAR = "[a-z0-9]";
const GAP_WORDS: Record<string, number> = { "..": 3, "...": 6 };

interface Part {
  source: string;
  optional: boolean;
  gap: number | null;
}

function splitTopLevel(text: string, separator: " " | "|"): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(" || char === "{") depth += 1;
    if (char === ")" || char === "}") depth -= 1;
    if (char === separator && depth === 0) {
      pieces.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  if (depth !== 0) throw new Error(`Unbalanced phrase: ${text}`);
  pieces.push(current);
  return pieces;
}

function compileWord(word: string): string {
  const isPrefix = word.endsWith("*");
  const raw = isPrefix ? word.slice(0, -1) : word;
  // A stray symbol in a pattern is a typo, not something to match silently.
  if (!/^[\p{L}0-9'\u2019]+$/u.test(raw)) throw new Error(`Not a plain word in phrase: ${word}`);
  const literal = normalizeText(raw);
  return isPrefix ? `${literal}${WORD_CHAR}*` : literal;
}

function compilePart(token: string): Part {
  const gap = GAP_WORDS[token];
  if (gap !== undefined) return { source: "", optional: false, gap };
  if (token.startsWith("{") && token.endsWith("}")) {
    // Messages have repeated letters collapsed, so a doubled letter here could never match.
    if (/([a-z])\1/.test(token)) throw new Error(`Raw pattern must use collapsed letters: ${token}`);
    return { source: `(?:${token.slice(1, -1)})`, optional: false, gap: null };
  }
  if (token.startsWith("(") && token.endsWith(")")) {
    const alternatives = splitTopLevel(token.slice(1, -1), "|");
    const filled = alternatives.filter((alternative) => alternative.trim() !== "");
    return {
      source: `(?:${filled.map((alternative) => compileSequence(alternative)).join("|")})`,
      optional: filled.length < alternatives.length,
      gap: null,
    };
  }
  return { source: compileWord(token), optional: false, gap: null };
}

/** Joins parts with single spaces; optional parts and gaps carry their own separator. */
function compileSequence(phrase: string): string {
  const parts = splitTopLevel(phrase.trim(), " ")
    .filter((token) => token !== "")
    .map(compilePart);
  let source = "";
  let separatorPending = false;
  for (const part of parts) {
    if (part.gap !== null) {
      source += `(?: ${WORD_CHAR}+){0,${part.gap}}`;
      continue;
    }
    if (!part.optional) {
      source += `${separatorPending ? " " : ""}${part.source}`;
      separatorPending = true;
    } else if (separatorPending) {
      source += `(?: ${part.source})?`;
    } else {
      // An optional first part carries the space that follows it.
      source += `(?:${part.source} )?`;
    }
  }
  return source;
}

/** Compiles a phrase into a global regex that only matches whole words. */
export function compilePhrase(phrase: string): RegExp {
  const body = compileSequence(phrase);
  return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, "g");
}

export interface PhraseMatch {
  index: number;
  end: number;
  text: string;
}

export function findMatches(pattern: RegExp, normalized: string): PhraseMatch[] {
  pattern.lastIndex = 0;
  const matches: PhraseMatch[] = [];
  for (const match of normalized.matchAll(pattern)) {
    const text = match[0].trim();
    const index = match.index + match[0].indexOf(text);
    matches.push({ index, end: index + text.length, text });
  }
  return matches;
}

export function wordsBefore(normalized: string, index: number, count: number): string[] {
  const before = normalized.slice(0, index).trim();
  return before === "" ? [] : before.split(" ").slice(-count);
}

export function wordsAfter(normalized: string, end: number, count: number): string[] {
  const after = normalized.slice(end).trim();
  return after === "" ? [] : after.split(" ").slice(0, count);
}
