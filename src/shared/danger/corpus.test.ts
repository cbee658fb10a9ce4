import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize";
import {
  CORPUS_LANGUAGES,
  CORPUS_MINIMUMS,
  CORPUS_THRESHOLDS,
  compositionOf,
  evaluateCorpus,
  isDosingSentence,
  loadCorpus,
  type CorpusReading,
} from "./evaluate-corpus";

const corpus = loadCorpus();
const evaluation = evaluateCorpus(corpus);

/** A failure names the messages, so a broken rule is found without running eval:danger. */
const texts = (readings: CorpusReading[]) =>
  readings.map((reading) => `[${reading.example.language}] ${reading.level}: ${reading.example.text}`);

describe("the labelled corpus of danger", () => {
  const composition = compositionOf(corpus);

  it("holds enough messages, of each language and of ordinary dosing", () => {
    expect(composition.messages).toBeGreaterThanOrEqual(CORPUS_MINIMUMS.messages);
    expect(composition.lowDosing).toBeGreaterThanOrEqual(CORPUS_MINIMUMS.lowDosing);
    expect(composition.byLanguage.sw.messages).toBeGreaterThanOrEqual(CORPUS_MINIMUMS.swahili);
    expect(composition.byLanguage.lg.messages + composition.byLanguage.mixed.messages).toBeGreaterThanOrEqual(
      CORPUS_MINIMUMS.lugandaOrMixed,
    );
  });

  it("has ordinary dosing sentences labelled low in English, Swahili and Luganda", () => {
    for (const language of ["en", "sw", "lg"] as const) {
      const dosing = corpus.filter(
        (example) =>
          example.language === language && example.danger === "low" && isDosingSentence(example.text),
      );
      expect(dosing.length, language).toBeGreaterThanOrEqual(10);
    }
  });

  it("has high and non-high examples in every language", () => {
    for (const language of CORPUS_LANGUAGES) {
      expect(composition.byLanguage[language].high, language).toBeGreaterThan(0);
      expect(composition.byLanguage[language].nonHigh, language).toBeGreaterThan(0);
    }
  });

  it("holds each message once", () => {
    const normalized = corpus.map((example) => normalizeText(example.text));
    expect(new Set(normalized).size).toBe(normalized.length);
  });
});

describe("readDanger on the corpus", () => {
  it("reads every high example high", () => {
    expect(texts(evaluation.misses)).toEqual([]);
    expect(evaluation.overall.highRecall).toBe(CORPUS_THRESHOLDS.minHighRecall);
  });

  it("raises false alarms on under 2% of the others, overall and in each language", () => {
    expect(evaluation.overall.falseAlarmRate).toBeLessThan(CORPUS_THRESHOLDS.maxFalseAlarmRate);
    for (const language of CORPUS_LANGUAGES) {
      const figures = evaluation.byLanguage[language];
      expect(figures.falseAlarmRate, `${language}: ${texts(evaluation.falseAlarms).join("; ")}`).toBeLessThan(
        CORPUS_THRESHOLDS.maxFalseAlarmRate,
      );
    }
  });
});
