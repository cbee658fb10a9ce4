import { ASSISTANT } from "@shared/constants";

/** Cuts text to at most maxChars characters, at a word boundary, with an ellipsis. */
export function truncateSnippet(text: string, maxChars: number = ASSISTANT.searchSnippetChars): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
