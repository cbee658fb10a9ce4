/**
 * `npm test`: every check, in the order that fails fastest. Stops at the first failure
 * and says which step failed. The size budget runs with the end-to-end tests
 * (e2e/budget.desktop.spec.ts), because it measures what a browser really downloads.
 *
 * Lint, format and types each use about one core, so they run side by side and print
 * their output whole when they end; the later steps use every core on their own.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./lib/chromium";

interface Step {
  name: string;
  command: string[];
}

const stages: Step[][] = [
  [
    { name: "lint", command: ["npx", "eslint", "--max-warnings", "0", "."] },
    { name: "format", command: ["npx", "prettier", "--check", "--log-level", "warn", "."] },
    { name: "typecheck", command: ["npx", "tsc", "-p", "tsconfig.json"] },
  ],
  [{ name: "unit and integration tests", command: ["npx", "vitest", "run"] }],
  [{ name: "build", command: ["npx", "vite", "build", "--logLevel", "warn"] }],
  [{ name: "end-to-end tests (Chromium)", command: ["npx", "playwright", "test"] }],
];

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `\nThe end-to-end tests need Debian's Chromium at ${CHROMIUM_PATH}, and it is not there.\n` +
      "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "(or set CHROMIUM_PATH to another Chromium binary).\n",
  );
  process.exit(1);
}

interface Outcome {
  step: Step;
  status: number;
  seconds: string;
}

/** Runs a step; alone it prints as it goes, beside others it prints once it has ended. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  const [command, ...args] = step.command;
  const child = spawn(command!, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (!alone) {
        console.log(`\n▶ ${step.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

let passed = 0;
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n▶ ${stage[0]!.name}`);
  const outcomes = await Promise.all(stage.map((step) => run(step, alone)));
  for (const { step, seconds, status } of outcomes) {
    console.log(status === 0 ? `✔ ${step.name} (${seconds} s)` : `\n✖ ${step.name} failed (${seconds} s)`);
  }
  const failed = outcomes.filter((outcome) => outcome.status !== 0);
  passed += outcomes.length - failed.length;
  if (failed.length > 0) {
    console.log(`steps: ${passed} passed, ${failed.length} failed`);
    process.exit(failed[0]!.status);
  }
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
