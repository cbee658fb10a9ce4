/**
 * The typed-out reply (spec sections 4 and 9): about 25 ms a character, with a pause
 * after punctuation so it reads like someone writing.
 */
import { ASSISTANT } from "@shared/constants";

const SENTENCE_END = new Set([".", "!", "?"]);
const CLAUSE_END = new Set([",", ";", ":"]);

export const SENTENCE_PAUSE_MS = 250;
export const CLAUSE_PAUSE_MS = 100;

/** How long to wait after showing `character`. */
export function delayAfter(character: string | undefined): number {
  if (character && SENTENCE_END.has(character)) return ASSISTANT.typingMsPerChar + SENTENCE_PAUSE_MS;
  if (character && (CLAUSE_END.has(character) || character === "\n"))
    return ASSISTANT.typingMsPerChar + CLAUSE_PAUSE_MS;
  return ASSISTANT.typingMsPerChar;
}
