/**
 * iCare's local replies, timed: 1000 answers over a mix of the labelled evaluation
 * messages (English and Swahili, crises included) with short conversation contexts,
 * first from the engine in process, then through POST /api/assistant on the real app
 * (in-memory database, signed in, so the directory search reads the resources table).
 * Prints p50, p95 and max in milliseconds; the target (issue 7) is under 50 ms a reply.
 *
 *   npx tsx bench/assistant.bench.ts
 */
import { readFileSync } from "node:fs";
import { createAssistantEngine } from "../src/server/features/assistant/engine";
import { createStaticResourceSearch, defaultResources } from "../src/server/features/assistant/search";
import { createHarness } from "../src/server/test/harness";

const REPLIES = 1000;

interface LabelledMessage {
  text: string;
  locale: "en" | "sw";
}

function loadMessages(): LabelledMessage[] {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../src/server/features/assistant/eval/${name}.json`, import.meta.url), "utf8"),
    ) as LabelledMessage[];
  return [...read("labelled"), ...read("holdout")];
}

/** Every third question follows an earlier turn, as in a real conversation. */
function requestAt(messages: LabelledMessage[], index: number) {
  const message = messages[index % messages.length] as LabelledMessage;
  const previous = messages[(index + 7) % messages.length] as LabelledMessage;
  const context = index % 3 === 0 ? `User: ${previous.text}\nAssistant: Thank you for asking.` : "";
  return { userInput: message.text, context, locale: message.locale === "sw" ? "sw" : "en-UG" };
}

export interface Timing {
  label: string;
  replies: number;
  p50: number;
  p95: number;
  max: number;
}

function summarise(label: string, times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { label, replies: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

async function time(count: number, work: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await work(index);
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureAssistantReplies(): Promise<Timing[]> {
  const messages = loadMessages();
  const engine = createAssistantEngine({ searchResources: createStaticResourceSearch(defaultResources) });
  const engineTimes = await time(REPLIES, (index) => engine.answer(requestAt(messages, index)));

  const harness = await createHarness();
  try {
    const user = await harness.createUser();
    const routeTimes = await time(REPLIES, async (index) => {
      const response = await harness.request("/api/assistant", {
        method: "POST",
        as: user,
        json: requestAt(messages, index),
      });
      if (!response.ok) throw new Error(`POST /api/assistant answered ${response.status}`);
      await response.json();
    });
    return [
      summarise("local engine, in process", engineTimes),
      summarise("POST /api/assistant, in-process app, in-memory database", routeTimes),
    ];
  } finally {
    await harness.close();
  }
}

export function timingTable(timings: Timing[]): string {
  return [
    "| iCare replies | count | p50 ms | p95 ms | max ms |",
    "|---|---|---|---|---|",
    ...timings.map(
      (timing) =>
        `| ${timing.label} | ${timing.replies} | ${timing.p50.toFixed(2)} | ${timing.p95.toFixed(2)} | ${timing.max.toFixed(2)} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const timings = await measureAssistantReplies();
  console.log(timingTable(timings));
  console.log("\nTarget (issue 7): a local reply in under 50 ms.");
}
