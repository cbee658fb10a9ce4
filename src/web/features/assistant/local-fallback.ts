/**
 * When iCare cannot be reached (offline, server down), spec section 8's local reply is
 * chosen by keyword: medication, test, feelings, otherwise a generic welcome. A crisis is
 * read by the browser's copy of the shared reader of danger (the same rules as the server,
 * docs/decisions/057), so it is answered with the numbers to call even offline.
 */
import type { DangerReading } from "@shared/danger/read-danger";

export type FallbackTopic = "crisis" | "medication" | "test" | "feelings" | "welcome";

const TOPICS: Array<[FallbackTopic, RegExp]> = [
  [
    "medication",
    /\b(medication|medicine|meds|pills?|tablets?|arvs?|art|drugs?|doses?|prep|pep|refill|dawa|vidonge|kumeza|edagala)\b/,
  ],
  ["test", /\b(test|tests|testing|tested|results?|viral load|cd4|kupima|kipimo|vipimo|majibu|pima)\b/],
  [
    "feelings",
    /\b(feel|feeling|feelings|sad|scared|afraid|worried|worry|stress|stressed|lonely|alone|depressed|anxious|cry|crying|nahisi|najisikia|huzuni|hofu|wasiwasi|msongo|upweke|naogopa)\b/,
  ],
];

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

export function fallbackTopic(text: string, reading: DangerReading): FallbackTopic {
  if (reading.risk_level === "high") return "crisis";
  const normalized = normalize(text);
  return TOPICS.find(([, pattern]) => pattern.test(normalized))?.[0] ?? "welcome";
}
