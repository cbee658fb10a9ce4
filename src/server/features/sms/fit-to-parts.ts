/**
 * An answer made to fit an SMS of at most `maxParts` parts: written plain (no Markdown),
 * in GSM letters where a lookalike allows, and cut after the last whole sentence that fits
 * (or the last whole word, with "..."). The parts are counted by Twilio's
 * sms-segments-calculator: 160 GSM characters in one part, 153 a part beyond; 70 and 67 for
 * any other script.
 */
import { SegmentedMessage } from "sms-segments-calculator";
import { gsmFriendly } from "../../adapters/messaging";

export function partsOf(text: string): number {
  return new SegmentedMessage(text).segmentsCount;
}

/** Markdown as the assistant writes it, as plain text a phone shows. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/(^|\s)[*_]([^*_\n]+)[*_](?=\s|$|[.,;:!?])/g, "$1$2")
    .replace(/^#+\s*/gm, "")
    .replace(/^\s*[-*]\s+/gm, "- ")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

const fits = (text: string, maxParts: number) => partsOf(text) <= maxParts;

export function fitToParts(text: string, maxParts: number, ending = ""): string {
  const plain = gsmFriendly(plainText(text));
  const withEnding = (body: string) => (ending ? `${body}\n${ending}` : body);
  if (fits(withEnding(plain), maxParts)) return withEnding(plain);
  // Whole sentences (and list lines), as many as fit with the ending.
  // Each with the space or line break after it, so that joined again they read as before.
  const sentences = plain.match(/[^.!?\n]+(?:[.!?]+\s*|\n+|$)/g) ?? [plain];
  let kept = "";
  for (const sentence of sentences) {
    const next = `${kept}${sentence}`;
    if (!fits(withEnding(next.trim()), maxParts)) break;
    kept = next;
  }
  if (kept.trim()) return withEnding(kept.trim());
  // Not one sentence fits: its first words, then "...".
  let words = "";
  for (const word of plain.split(/\s+/)) {
    const next = words ? `${words} ${word}` : word;
    if (!fits(withEnding(`${next}...`), maxParts)) break;
    words = next;
  }
  return withEnding(`${words}...`);
}
