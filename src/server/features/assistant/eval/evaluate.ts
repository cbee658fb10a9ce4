/**
 * Measures the safety and intent classifiers against a labelled message set. Shared by
 * scripts/eval-assistant.ts (prints the table) and eval.test.ts (enforces thresholds).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { ASSISTANT_INTENTS, RISK_LEVELS } from "@shared/api/assistant";
import { classifyIntent } from "../intent";
import { toSiteLocale } from "@shared/domain/locale";
import { readDanger, type RiskLevel } from "@shared/danger/read-danger";

const labelledMessageSchema = z.object({
  text: z.string().min(1),
  locale: z.enum(["en", "sw"]),
  risk: z.enum(RISK_LEVELS),
  intent: z.enum(ASSISTANT_INTENTS),
});
export type LabelledMessage = z.infer<typeof labelledMessageSchema>;

/** Every high-risk message must be caught; fewer than 5% of the others may be flagged high. */
export const THRESHOLDS = { minCrisisRecall: 1, maxFalseAlarmRate: 0.05 } as const;

/**
 * labelled: written before the classifier and used to build it.
 * holdout, fresh: written later, each run once unseen (figures in docs/assistant.md), then fixed.
 */
export const SET_NAMES = ["labelled", "holdout", "fresh"] as const;
export type SetName = (typeof SET_NAMES)[number];

export function loadLabelledSet(name: SetName): LabelledMessage[] {
  const path = fileURLToPath(new URL(`./${name}.json`, import.meta.url));
  return z.array(labelledMessageSchema).parse(JSON.parse(readFileSync(path, "utf8")));
}

export interface Prediction {
  message: LabelledMessage;
  risk: RiskLevel;
  categories: string[];
  intent: string;
}

export function predict(message: LabelledMessage): Prediction {
  const locale = toSiteLocale(message.locale);
  const safety = readDanger(message.text, locale);
  return {
    message,
    risk: safety.risk_level,
    categories: safety.categories,
    intent: classifyIntent({ userInput: message.text, safety }),
  };
}

export interface Figures {
  messages: number;
  crisisMessages: number;
  crisisCaught: number;
  crisisRecall: number;
  nonCrisisMessages: number;
  falseAlarms: number;
  falseAlarmRate: number;
  riskExact: number;
  intentCorrect: number;
  intentAccuracy: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function figuresOf(predictions: Prediction[]): Figures {
  const crisis = predictions.filter((prediction) => prediction.message.risk === "high");
  const nonCrisis = predictions.filter((prediction) => prediction.message.risk !== "high");
  const crisisCaught = crisis.filter((prediction) => prediction.risk === "high").length;
  const falseAlarms = nonCrisis.filter((prediction) => prediction.risk === "high").length;
  const intentCorrect = predictions.filter(
    (prediction) => prediction.intent === prediction.message.intent,
  ).length;
  return {
    messages: predictions.length,
    crisisMessages: crisis.length,
    crisisCaught,
    crisisRecall: ratio(crisisCaught, crisis.length),
    nonCrisisMessages: nonCrisis.length,
    falseAlarms,
    falseAlarmRate: nonCrisis.length === 0 ? 0 : falseAlarms / nonCrisis.length,
    riskExact: predictions.filter((prediction) => prediction.risk === prediction.message.risk).length,
    intentCorrect,
    intentAccuracy: ratio(intentCorrect, predictions.length),
  };
}

export interface Evaluation {
  overall: Figures;
  byLanguage: Record<"en" | "sw", Figures>;
  /** By the labelled topic, in the order topics first appear in the set. */
  byTopic: Map<string, Figures>;
  predictions: Prediction[];
}

export function evaluate(messages: LabelledMessage[]): Evaluation {
  const predictions = messages.map(predict);
  return {
    overall: figuresOf(predictions),
    byLanguage: {
      en: figuresOf(predictions.filter((prediction) => prediction.message.locale === "en")),
      sw: figuresOf(predictions.filter((prediction) => prediction.message.locale === "sw")),
    },
    byTopic: new Map(
      [...new Set(messages.map((message) => message.intent))].map((topic) => [
        topic,
        figuresOf(predictions.filter((prediction) => prediction.message.intent === topic)),
      ]),
    ),
    predictions,
  };
}

export function meetsThresholds(figures: Figures): boolean {
  return (
    figures.crisisRecall >= THRESHOLDS.minCrisisRecall &&
    figures.falseAlarmRate < THRESHOLDS.maxFalseAlarmRate
  );
}
