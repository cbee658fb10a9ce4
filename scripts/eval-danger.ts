/**
 * Evaluates the reader of danger (src/shared/danger) on the merged labelled corpus and
 * prints a table per language and overall, then the triage check. Exits non-zero when
 * recall of high is below 100%, false alarms reach 2% (overall or in any language), or a
 * high example triages below urgent.  Run: npm run eval:danger [-- --misses]
 */
import {
  CORPUS_LANGUAGES,
  CORPUS_THRESHOLDS,
  evaluateCorpus,
  loadCorpus,
  meetsCorpusThresholds,
  type CorpusFigures,
  type CorpusReading,
} from "../src/shared/danger/evaluate-corpus";
import { checkTriageOnCorpus } from "../src/server/features/inbox/triage-corpus";
import { percent, printTable } from "./lib/table";

function row(label: string, figures: CorpusFigures): string[] {
  return [
    label,
    String(figures.messages),
    String(figures.highExamples),
    `${figures.highCaught}/${figures.highExamples} (${percent(figures.highRecall)})`,
    `${figures.falseAlarms}/${figures.nonHighExamples} (${percent(figures.falseAlarmRate)})`,
  ];
}

const describeReading = (reading: CorpusReading) =>
  `  [${reading.example.language}, ${reading.example.from}] labelled ${reading.example.danger}, read ${reading.level}` +
  `${reading.categories.length > 0 ? ` (${reading.categories.join(", ")})` : ""}: ${reading.example.text}`;

const corpus = loadCorpus();
const evaluation = evaluateCorpus(corpus);
const triageCheck = checkTriageOnCorpus(corpus);

printTable(
  ["language", "messages", "high examples", "recall of high", "false alarms"],
  [
    ...CORPUS_LANGUAGES.map((language) => row(language, evaluation.byLanguage[language])),
    row("overall", evaluation.overall),
  ],
);

console.log(
  `\nTriage: ${triageCheck.highBelowUrgent.length} of ${triageCheck.highExamples} high examples below urgent ` +
    `(must be 0); ${triageCheck.lowAsCrisis.length} of ${triageCheck.lowExamples} low examples marked as a crisis.`,
);

function printList(title: string, lines: string[]): void {
  console.log(`\n${title}:`);
  console.log(lines.length > 0 ? lines.join("\n") : "  (none)");
}

if (process.argv.includes("--misses")) {
  printList("High examples not read high", evaluation.misses.map(describeReading));
  printList("False alarms (read high, labelled lower)", evaluation.falseAlarms.map(describeReading));
  printList(
    "High examples the triage left below an urgent crisis",
    triageCheck.highBelowUrgent.map(
      ({ example, result }) =>
        `  [${example.language}] ${result.priority}, crisis ${result.crisis}: ${example.text}`,
    ),
  );
  printList(
    "Low examples the triage marked as a crisis",
    triageCheck.lowAsCrisis.map(
      ({ example, result }) => `  [${example.language}] ${result.priority}: ${example.text}`,
    ),
  );
}

const failing = [
  ...CORPUS_LANGUAGES.filter((language) => !meetsCorpusThresholds(evaluation.byLanguage[language])),
  ...(meetsCorpusThresholds(evaluation.overall) ? [] : ["overall"]),
  ...(triageCheck.highBelowUrgent.length > 0 || triageCheck.lowAsCrisis.length > 0 ? ["triage"] : []),
];
const thresholds = `recall of high ${percent(CORPUS_THRESHOLDS.minHighRecall)}, false alarms under ${percent(
  CORPUS_THRESHOLDS.maxFalseAlarmRate,
)}, every high example an urgent crisis`;
if (failing.length > 0) {
  console.error(`\nThresholds not met (${thresholds}): ${failing.join(", ")}`);
  process.exit(1);
}
console.log(`\nThresholds met: ${thresholds}.`);
