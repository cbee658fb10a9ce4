/**
 * When iCare cannot be reached (offline, server down), spec section 8's local reply is
 * chosen by keyword: medication, test, feelings, otherwise a generic welcome. A few
 * crisis words also raise the safety toast here, so a crisis is never missed offline.
 */
export type FallbackTopic = "medication" | "test" | "feelings" | "welcome";

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

const CRISIS =
  /\b(suicid\w*|kill (my ?self|me)|end (my|it all)|want to die|wanna die|hurt (my ?self)|raped?|beat(s|en)? me|kujiua|kujiumiza|nataka kufa|kubakwa|amenibaka|kwetta)\b/;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

export function fallbackTopic(text: string): FallbackTopic {
  const normalized = normalize(text);
  return TOPICS.find(([, pattern]) => pattern.test(normalized))?.[0] ?? "welcome";
}

export function looksLikeCrisis(text: string): boolean {
  return CRISIS.test(normalize(text));
}
