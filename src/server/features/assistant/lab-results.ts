/**
 * Reads a viral load or CD4 result a person writes ("my VL is 1,200", "cd4 150",
 * "wingi wa virusi ni <50") and places it against the guideline thresholds, so the reply
 * speaks to that number instead of giving the general overview:
 *   viral load under 50 copies/mL: undetectable, the spec's treatment goal;
 *   50 to 999: low-level viraemia, suppressed but detectable (WHO policy brief 2023);
 *   1,000 or more: not suppressed, the enhanced-adherence step (WHO 2021, Uganda MoH 2022);
 *   CD4 under 200: advanced HIV disease; 500 or more: the normal range (spec, WHO 2021).
 */
import type { AssistantIntent } from "@shared/api/assistant";
import { inLocale, type SiteLocale, type Localized } from "@shared/domain/locale";

export const LAB_THRESHOLDS = {
  undetectableBelowCopies: 50,
  notSuppressedFromCopies: 1000,
  advancedDiseaseBelowCd4: 200,
  normalCd4From: 500,
} as const;

export type LabReading =
  | { test: "viral_load"; copies: number | null; band: "undetectable" | "low_level" | "not_suppressed" }
  | { test: "cd4"; count: number; band: "advanced" | "below_normal" | "normal" };

// A number as people type it: 1200, 1,200, 1 200, 1.2k, 5k.
const NUMBER = String.raw`(\d{1,3}(?:[ ,.]\d{3})+|\d+(?:\.\d+)?\s?k\b|\d+)`;
const BELOW = String.raw`(<|less than|lower than|below|under|chini ya)?\s*`;
const VIRAL_LOAD_WORDS = String.raw`(?:viral\s*load|\bvl\b|wingi wa virusi|kiwango cha virusi)`;

const VIRAL_LOAD_NUMBER = new RegExp(`${VIRAL_LOAD_WORDS}[^\\d<]{0,30}?${BELOW}${NUMBER}`, "i");
const COPIES_NUMBER = new RegExp(`${BELOW}${NUMBER}\\s*(?:copies|cp|nakala)`, "i");
const CD4_NUMBER = new RegExp(`\\bcd\\s?4\\b(?:\\s*count)?[^\\d]{0,20}?${NUMBER}`, "i");
const UNDETECTABLE =
  /\b(undetectable|not detected|target not detected|tnd|ldl|havionekani|haionekani|hazionekani|visivyoonekana|haigunduliki)\b/i;

function parseNumber(text: string): number {
  const compact = text.replace(/\s/g, "").toLowerCase();
  if (compact.endsWith("k")) return Math.round(Number.parseFloat(compact) * 1000);
  // Thousands are grouped with a comma, a space or a dot; none of these results has a fraction.
  return Number.parseInt(compact.replace(/[,.]/g, ""), 10);
}

/** "Under 50" is undetectable; "under 1,000" says too little to place, so it is not read. */
function viralLoadBand(copies: number, below: boolean): (LabReading & { test: "viral_load" }) | null {
  if (below) {
    return copies <= LAB_THRESHOLDS.undetectableBelowCopies
      ? { test: "viral_load", copies: null, band: "undetectable" }
      : null;
  }
  const band =
    copies < LAB_THRESHOLDS.undetectableBelowCopies
      ? "undetectable"
      : copies < LAB_THRESHOLDS.notSuppressedFromCopies
        ? "low_level"
        : "not_suppressed";
  return { test: "viral_load", copies, band };
}

function cd4Band(count: number): LabReading & { test: "cd4" } {
  const band =
    count < LAB_THRESHOLDS.advancedDiseaseBelowCd4
      ? "advanced"
      : count < LAB_THRESHOLDS.normalCd4From
        ? "below_normal"
        : "normal";
  return { test: "cd4", count, band };
}

/** The result the message states, if it states one. */
export function readLabResult(text: string): LabReading | null {
  const cd4 = CD4_NUMBER.exec(text);
  const viralLoad = VIRAL_LOAD_NUMBER.exec(text) ?? COPIES_NUMBER.exec(text);
  // When both are written, the one written first is the one asked about.
  if (cd4?.[1] && (!viralLoad || cd4.index < viralLoad.index)) return cd4Band(parseNumber(cd4[1]));
  if (viralLoad?.[2]) return viralLoadBand(parseNumber(viralLoad[2]), Boolean(viralLoad[1]));
  if (UNDETECTABLE.test(text)) return { test: "viral_load", copies: null, band: "undetectable" };
  return null;
}

/** A reading answers the question only when it is about the reading's test. */
export function labResultFor(text: string, intent: AssistantIntent): LabReading | null {
  const reading = readLabResult(text);
  if (!reading) return null;
  const asked = reading.test === "cd4" ? intent === "cd4" : intent === "viral_load_uequalsu";
  return asked ? reading : null;
}

const PASSAGE_FOR_BAND: Record<LabReading["band"], string> = {
  undetectable: "viral_load_uequalsu#u-u-undetectable-means",
  low_level: "viral_load_uequalsu#low-level-viraemia",
  not_suppressed: "viral_load_uequalsu#if-your-viral-load",
  advanced: "cd4#a-low-cd4-count",
  below_normal: "cd4#cd4-between-200-and-500",
  normal: "cd4#what-cd4-means",
};

export function passageKeyForLabResult(reading: LabReading): string {
  return PASSAGE_FOR_BAND[reading.band];
}

type Sentence = (amount: string) => string;

const SENTENCES: Record<LabReading["band"], Localized<Sentence>> = {
  undetectable: {
    en: (copies) => `A viral load of ${copies} copies/mL is under 50: undetectable. Your ARVs are working.`,
    sw: (copies) =>
      `Wingi wa virusi wa nakala ${copies} kwa mL uko chini ya 50: virusi havionekani. ARV zako zinafanya kazi.`,
  },
  low_level: {
    en: (copies) =>
      `A viral load of ${copies} copies/mL is above 50 but under 1,000: the virus is held down, but not yet undetectable.`,
    sw: (copies) =>
      `Wingi wa virusi wa nakala ${copies} kwa mL uko juu ya 50 lakini chini ya 1,000: virusi vimedhibitiwa, lakini bado vinaonekana.`,
  },
  not_suppressed: {
    en: (copies) =>
      `A viral load of ${copies} copies/mL is 1,000 or more: a high result, and there are clear next steps.`,
    sw: (copies) =>
      `Wingi wa virusi wa nakala ${copies} kwa mL ni 1,000 au zaidi: haya ni majibu ya juu, na hatua zinazofuata ziko wazi.`,
  },
  advanced: {
    en: (count) => `A CD4 count of ${count} is under 200, so it needs care soon.`,
    sw: (count) => `CD4 ya ${count} iko chini ya 200, kwa hiyo inahitaji huduma mapema.`,
  },
  below_normal: {
    en: (count) => `A CD4 count of ${count} is below the normal 500, but above 200.`,
    sw: (count) => `CD4 ya ${count} iko chini ya kiwango cha kawaida cha 500, lakini juu ya 200.`,
  },
  normal: {
    en: (count) => `A CD4 count of ${count} is in the normal range of 500 or more.`,
    sw: (count) => `CD4 ya ${count} iko kwenye kiwango cha kawaida cha 500 au zaidi.`,
  },
};

const UNDETECTABLE_WITHOUT_NUMBER: Localized = {
  en: "An undetectable viral load means your ARVs are working.",
  sw: "Virusi visivyoonekana kwenye kipimo vinamaanisha ARV zako zinafanya kazi.",
};

/** The reply's first line: what the number means, in the reader's language. */
export function labResultSentence(reading: LabReading, locale: SiteLocale): string {
  const amount = reading.test === "cd4" ? reading.count : reading.copies;
  if (amount === null) return inLocale(UNDETECTABLE_WITHOUT_NUMBER, locale);
  return inLocale(SENTENCES[reading.band], locale)(new Intl.NumberFormat("en-US").format(amount));
}
