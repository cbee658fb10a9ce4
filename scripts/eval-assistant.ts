/**
 * Evaluates the assistant's safety and intent classifiers on the labelled message sets
 * and prints a table. Exits non-zero when crisis recall is below 100% or the false-alarm
 * rate is 5% or more on any set.  Run: npx tsx scripts/eval-assistant.ts [--misses]
 */
import {
  evaluate,
  loadLabelledSet,
  meetsThresholds,
  SET_NAMES,
  type Evaluation,
  type Figures,
} from "../src/server/features/assistant/eval/evaluate";
import { percent, printTable } from "./lib/table";

function row(label: string, figures: Figures): string[] {
  return [
    label,
    String(figures.messages),
    `${figures.crisisCaught}/${figures.crisisMessages} (${percent(figures.crisisRecall)})`,
    `${figures.falseAlarms}/${figures.nonCrisisMessages} (${percent(figures.falseAlarmRate)})`,
    `${figures.riskExact}/${figures.messages} (${percent(figures.riskExact / Math.max(figures.messages, 1))})`,
    `${figures.intentCorrect}/${figures.messages} (${percent(figures.intentAccuracy)})`,
  ];
}

function printMisses(name: string, evaluation: Evaluation): void {
  for (const prediction of evaluation.predictions) {
    const { message } = prediction;
    const riskWrong = (message.risk === "high") !== (prediction.risk === "high");
    const intentWrong = prediction.intent !== message.intent;
    if (!riskWrong && !intentWrong) continue;
    const what = [
      riskWrong ? `risk ${message.risk} -> ${prediction.risk}` : "",
      intentWrong ? `intent ${message.intent} -> ${prediction.intent}` : "",
    ].filter(Boolean);
    console.log(`  [${name}] ${what.join("; ")}: ${message.text}`);
  }
}

const sets = SET_NAMES.map((name) => ({
  name,
  evaluation: evaluate(loadLabelledSet(name)),
}));

printTable(
  ["set", "messages", "crisis recall", "false alarms", "risk level exact", "intent accuracy"],
  sets.flatMap(({ name, evaluation }) => [
    row(`${name} (all)`, evaluation.overall),
    row(`${name} (en)`, evaluation.byLanguage.en),
    row(`${name} (sw)`, evaluation.byLanguage.sw),
  ]),
);

if (process.argv.includes("--misses")) {
  console.log("\nMisclassified messages:");
  for (const { name, evaluation } of sets) printMisses(name, evaluation);
}

const failing = sets.filter(({ evaluation }) => !meetsThresholds(evaluation.overall));
if (failing.length > 0) {
  console.error(
    `\nThresholds not met (crisis recall 100%, false alarms under 5%): ${failing.map((set) => set.name).join(", ")}`,
  );
  process.exit(1);
}
console.log("\nThresholds met: crisis recall 100%, false alarms under 5%.");
