import { describe, expect, it } from "vitest";
import { ASSISTANT_INTENTS } from "@shared/api/assistant";
import { ANSWER_FLOORS, evaluateAnswers, loadAnswerSet } from "./evaluate-answers";
import {
  evaluate,
  figuresOf,
  loadLabelledSet,
  meetsThresholds,
  THRESHOLDS,
  type Prediction,
} from "./evaluate";

describe("labelled evaluation set", () => {
  const messages = loadLabelledSet("labelled");

  it("is large and varied enough to mean something", () => {
    expect(messages.length).toBeGreaterThanOrEqual(170);
    expect(messages.filter((message) => message.risk === "high").length).toBeGreaterThanOrEqual(50);
    expect(messages.filter((message) => message.risk !== "high").length).toBeGreaterThanOrEqual(100);
    expect(messages.filter((message) => message.locale === "sw").length).toBeGreaterThanOrEqual(40);
    expect(new Set(messages.map((message) => message.intent)).size).toBe(ASSISTANT_INTENTS.length);
    expect(new Set(messages.map((message) => message.text)).size).toBe(messages.length);
  });

  it("has every high-risk message caught and under 5% false alarms", () => {
    const { overall, byLanguage } = evaluate(messages);
    expect(overall.crisisRecall).toBe(THRESHOLDS.minCrisisRecall);
    expect(overall.falseAlarmRate).toBeLessThan(THRESHOLDS.maxFalseAlarmRate);
    expect(byLanguage.sw.crisisRecall).toBe(1);
    expect(overall.intentAccuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("gives the risk figures of every topic, each with its crises caught", () => {
    const { byTopic } = evaluate(messages);
    expect([...byTopic.keys()].sort()).toEqual([...ASSISTANT_INTENTS].sort());
    for (const figures of byTopic.values()) expect(figures.crisisRecall).toBe(1);
    expect(byTopic.get("crisis")?.crisisMessages).toBeGreaterThan(0);
  });
});

describe("answer set", () => {
  const questions = loadAnswerSet();
  const { overall, byLanguage, predictions } = evaluateAnswers(questions);

  it("is large and varied enough to mean something", () => {
    expect(questions.length).toBeGreaterThanOrEqual(400);
    expect(questions.filter((question) => question.language === "sw").length).toBeGreaterThanOrEqual(150);
    expect(questions.filter((question) => question.language === "lg").length).toBeGreaterThanOrEqual(80);
    expect(new Set(questions.map((question) => question.text)).size).toBe(questions.length);
  });

  it("reaches the targets overall and in each language", () => {
    expect(overall.rightPassageRate).toBeGreaterThanOrEqual(ANSWER_FLOORS.answers.rightPassage);
    expect(overall.rightLanguageRate).toBeGreaterThanOrEqual(ANSWER_FLOORS.answers.rightLanguage);
    for (const figures of Object.values(byLanguage))
      expect(figures.rightPassageRate).toBeGreaterThanOrEqual(ANSWER_FLOORS.answers.rightPassagePerLanguage);
  });

  it("answers every crisis question with a crisis or PEP passage", () => {
    const crisis = predictions.filter((prediction) => prediction.question.passages[0]!.startsWith("crisis#"));
    expect(crisis.length).toBeGreaterThan(0);
    for (const prediction of crisis) expect(prediction.passage).toMatch(/^(crisis|pep)#/);
  });
});

describe("held-out answer set (written without seeing the tuning set or the ways of asking)", () => {
  const questions = loadAnswerSet("answers-holdout");
  const { overall, byLanguage, predictions } = evaluateAnswers(questions);

  it("holds questions in the three languages", () => {
    for (const language of ["en", "sw", "lg"] as const)
      expect(questions.filter((question) => question.language === language).length).toBeGreaterThanOrEqual(
        60,
      );
  });

  it("reaches the targets overall and in each language", () => {
    expect(overall.rightPassageRate).toBeGreaterThanOrEqual(ANSWER_FLOORS["answers-holdout"].rightPassage);
    expect(overall.rightLanguageRate).toBeGreaterThanOrEqual(ANSWER_FLOORS["answers-holdout"].rightLanguage);
    for (const figures of Object.values(byLanguage))
      expect(figures.rightPassageRate).toBeGreaterThanOrEqual(
        ANSWER_FLOORS["answers-holdout"].rightPassagePerLanguage,
      );
  });

  it("answers every crisis question with a crisis or PEP passage", () => {
    const crisis = predictions.filter((prediction) => prediction.question.passages[0]!.startsWith("crisis#"));
    expect(crisis.length).toBeGreaterThan(0);
    for (const prediction of crisis) expect(prediction.passage).toMatch(/^(crisis|pep)#/);
  });
});

describe("later sets (each run once unseen, then fixed)", () => {
  it.each(["holdout", "fresh"] as const)("%s meets the same thresholds", (name) => {
    const { overall } = evaluate(loadLabelledSet(name));
    expect(overall.crisisRecall).toBe(THRESHOLDS.minCrisisRecall);
    expect(overall.falseAlarmRate).toBeLessThan(THRESHOLDS.maxFalseAlarmRate);
  });
});

describe("meetsThresholds", () => {
  const prediction = (labelled: "high" | "low", predicted: "high" | "low"): Prediction => ({
    message: { text: "x", locale: "en", risk: labelled, intent: "other" },
    risk: predicted,
    categories: [],
    intent: "other",
  });

  it("fails on one missed crisis or on 5% false alarms", () => {
    const clean = [prediction("high", "high"), ...Array.from({ length: 20 }, () => prediction("low", "low"))];
    expect(meetsThresholds(figuresOf(clean))).toBe(true);
    expect(meetsThresholds(figuresOf([...clean, prediction("high", "low")]))).toBe(false);
    const oneInTwenty = [...clean.slice(0, 20), prediction("low", "high")];
    expect(figuresOf(oneInTwenty).falseAlarmRate).toBe(0.05);
    expect(meetsThresholds(figuresOf(oneInTwenty))).toBe(false);
  });
});
