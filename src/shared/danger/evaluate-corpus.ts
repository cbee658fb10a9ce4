/**
 * Measures the reader of danger against the merged labelled corpus (corpus.json): recall
 * of high and false alarms, overall and per language. Written once, used by corpus.test.ts
 * (which enforces the thresholds) and scripts/eval-danger.ts (which prints the table). The
 * triage check lives with the server, which shared code may not import.
 */
import { z } from "zod";
import corpusJson from "./corpus.json";
import { normalizeText } from "./normalize";
import { readDanger, type RiskLevel } from "./read-danger";
import type { SiteLocale } from "../domain/locale";

export const CORPUS_LANGUAGES = ["en", "sw", "lg", "mixed"] as const;
export type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number];

/** assistant: the iCare eval sets; triage: the inbox triage tests; new: written for the corpus. */
export const CORPUS_SOURCES = ["assistant", "triage", "new"] as const;

const corpusExampleSchema = z.object({
  text: z.string().min(1),
  language: z.enum(CORPUS_LANGUAGES),
  danger: z.enum(["high", "medium", "low"]),
  from: z.enum(CORPUS_SOURCES),
});
export type CorpusExample = z.infer<typeof corpusExampleSchema>;

/** Every high example must be read high; under 2% of the others, in each language too. */
export const CORPUS_THRESHOLDS = { minHighRecall: 1, maxFalseAlarmRate: 0.02 } as const;

/** What the corpus must hold to measure anything: enough of each language and of ordinary dosing. */
export const CORPUS_MINIMUMS = {
  messages: 400,
  lowDosing: 40,
  swahili: 60,
  lugandaOrMixed: 40,
} as const;

export function loadCorpus(): CorpusExample[] {
  return z.array(corpusExampleSchema).parse(corpusJson);
}

/** The reader's notes are in English or Swahili; Luganda and mixed messages get English. */
export function localeOf(language: CorpusLanguage): SiteLocale {
  return language === "sw" ? "sw" : "en";
}

// Medicine words and the counts or times that make a sentence about dosing, pill counts or
// a schedule: "I have 60 pills left", "nameza vidonge viwili kila siku", "mpeewa empeke 2".
const MEDICINE_WORDS = new Set(
  [
    "pill",
    "pills",
    "tablet",
    "tablets",
    "tabs",
    "dose",
    "doses",
    "drugs",
    "meds",
    "medicine",
    "arvs",
    "arv",
    "tld",
    "septrin",
    "syrup",
    "dawa",
    "vidonge",
    "kidonge",
    "dozi",
    "empeke",
    "eddagala",
    "ddagala",
  ].map(normalizeText),
);
const COUNT_OR_TIME_WORDS = new Set(
  [
    "one",
    "two",
    "three",
    "four",
    "five",
    "daily",
    "every",
    "each",
    "twice",
    "morning",
    "night",
    "evening",
    "left",
    "remaining",
    "supply",
    "months",
    "moja",
    "kimoja",
    "mbili",
    "viwili",
    "tatu",
    "vitano",
    "mitatu",
    "kila",
    "saa",
    "usiku",
    "asubuhi",
    "mwezi",
    "miezi",
    "vimebaki",
    "emu",
    "bbiri",
    "ssatu",
    "nnya",
    "buli",
    "ssaawa",
    "ekiro",
    "makya",
    "myezi",
    "ezisigadde",
    "nsigazza",
  ].map(normalizeText),
);

/** A sentence about dosing, a pill count or a schedule (what the reader must not mistake for an overdose). */
export function isDosingSentence(text: string): boolean {
  const words = normalizeText(text).split(" ");
  const aboutMedicine = words.some((word) => MEDICINE_WORDS.has(word));
  const countOrTime = words.some((word) => /\d/.test(word) || COUNT_OR_TIME_WORDS.has(word));
  return aboutMedicine && countOrTime;
}

export interface Composition {
  messages: number;
  lowDosing: number;
  /** Messages, high examples and the others, per language. */
  byLanguage: Record<CorpusLanguage, { messages: number; high: number; nonHigh: number }>;
}

export function compositionOf(examples: readonly CorpusExample[]): Composition {
  const byLanguage = Object.fromEntries(
    CORPUS_LANGUAGES.map((language) => {
      const inLanguage = examples.filter((example) => example.language === language);
      const high = inLanguage.filter((example) => example.danger === "high").length;
      return [language, { messages: inLanguage.length, high, nonHigh: inLanguage.length - high }];
    }),
  ) as Composition["byLanguage"];
  return {
    messages: examples.length,
    lowDosing: examples.filter((example) => example.danger === "low" && isDosingSentence(example.text))
      .length,
    byLanguage,
  };
}

export interface CorpusReading {
  example: CorpusExample;
  level: RiskLevel;
  categories: string[];
}

export interface CorpusFigures {
  messages: number;
  highExamples: number;
  highCaught: number;
  highRecall: number;
  nonHighExamples: number;
  falseAlarms: number;
  falseAlarmRate: number;
}

export interface CorpusEvaluation {
  readings: CorpusReading[];
  overall: CorpusFigures;
  byLanguage: Record<CorpusLanguage, CorpusFigures>;
  /** High examples the reader did not read high. */
  misses: CorpusReading[];
  /** Other examples it read high. */
  falseAlarms: CorpusReading[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const isMiss = (reading: CorpusReading) => reading.example.danger === "high" && reading.level !== "high";
const isFalseAlarm = (reading: CorpusReading) =>
  reading.example.danger !== "high" && reading.level === "high";

export function figuresOf(readings: readonly CorpusReading[]): CorpusFigures {
  const high = readings.filter((reading) => reading.example.danger === "high");
  const highCaught = high.length - high.filter(isMiss).length;
  const nonHighExamples = readings.length - high.length;
  const falseAlarms = readings.filter(isFalseAlarm).length;
  return {
    messages: readings.length,
    highExamples: high.length,
    highCaught,
    highRecall: ratio(highCaught, high.length),
    nonHighExamples,
    falseAlarms,
    falseAlarmRate: nonHighExamples === 0 ? 0 : falseAlarms / nonHighExamples,
  };
}

export function evaluateCorpus(examples: readonly CorpusExample[] = loadCorpus()): CorpusEvaluation {
  const readings = examples.map((example) => {
    const reading = readDanger(example.text, localeOf(example.language));
    return { example, level: reading.risk_level, categories: reading.categories };
  });
  const byLanguage = Object.fromEntries(
    CORPUS_LANGUAGES.map((language) => [
      language,
      figuresOf(readings.filter((reading) => reading.example.language === language)),
    ]),
  ) as Record<CorpusLanguage, CorpusFigures>;
  return {
    readings,
    overall: figuresOf(readings),
    byLanguage,
    misses: readings.filter(isMiss),
    falseAlarms: readings.filter(isFalseAlarm),
  };
}

export function meetsCorpusThresholds(figures: CorpusFigures): boolean {
  return (
    figures.highRecall >= CORPUS_THRESHOLDS.minHighRecall &&
    figures.falseAlarmRate < CORPUS_THRESHOLDS.maxFalseAlarmRate
  );
}
