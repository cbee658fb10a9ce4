/**
 * `npm test`: every check, in the order that fails fastest. Stops at the first failure
 * and says which step failed. The size budget runs with the end-to-end tests
 * (e2e/budget.desktop.spec.ts), because it measures what a browser really downloads.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const steps: Array<{ name: string; command: string[]; env?: Record<string, string> }> = [
  { name: "lint", command: ["npx", "eslint", "--max-warnings", "0", "."] },
  { name: "format", command: ["npx", "prettier", "--check", "--log-level", "warn", "."] },
  { name: "typecheck", command: ["npx", "tsc", "-p", "tsconfig.json"] },
  { name: "unit and integration tests", command: ["npx", "vitest", "run"] },
  { name: "build", command: ["npx", "vite", "build", "--logLevel", "warn"] },
  { name: "end-to-end tests (Chromium)", command: ["npx", "playwright", "test"] },
];

if (!existsSync(CHROMIUM)) {
  console.error(
    `\nThe end-to-end tests need Debian's Chromium at ${CHROMIUM}, and it is not there.\n` +
      "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "(or set CHROMIUM_PATH to another Chromium binary).\n",
  );
  process.exit(1);
}

let passed = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (${seconds} s)`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
