/**
 * npm run keys:rotate [-- --previous <base64 key>]
 *
 * Re-encrypts every encrypted column under the current key (ENCRYPTION_KEY, or in
 * development the key kept in app_settings) from the previous one (ENCRYPTION_KEY_PREVIOUS,
 * or --previous), and recomputes every blind index; prints what it rewrote, table by
 * table. It works in batches and touches only what is not yet under the current key, so a
 * run that stops is finished by running it again. With PostgreSQL it runs beside servers
 * started with both keys; the embedded database serves one process at a time
 * (docs/operations.md, "Rotating the encryption key").
 */
import { parseArgs } from "node:util";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/logger";
import { createDeps, closeDeps } from "../src/server/bootstrap";
import { rotateRows } from "../src/server/security/seal-rows";
import { printTable } from "./lib/table";
import { fail, failWith } from "./lib/command";

const USAGE = `Usage: npm run keys:rotate [-- --previous <base64 key>]
  ENCRYPTION_KEY: the new key; ENCRYPTION_KEY_PREVIOUS or --previous: the key it replaces`;

async function main() {
  const { values } = parseArgs({
    options: { previous: { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = loadEnv({
    ...process.env,
    ...(values.previous ? { ENCRYPTION_KEY_PREVIOUS: values.previous } : {}),
  });
  if (!env.ENCRYPTION_KEY_PREVIOUS) fail(`The key to rotate from is missing.\n\n${USAGE}`);
  const deps = await createDeps(env, createLogger({ level: "warn" }));
  let reports;
  try {
    reports = await rotateRows(deps.db, deps.cipher);
  } finally {
    await closeDeps(deps);
  }
  printTable(
    ["table", "rewritten", "left as they were"],
    reports.map((report) => [report.table, String(report.rewritten), String(report.unreadable)]),
  );
  const left = reports.reduce((sum, report) => sum + report.unreadable, 0);
  if (left > 0) {
    fail(
      `${left} values that neither key opens were left as they were. Check that ` +
        "ENCRYPTION_KEY_PREVIOUS is the key they were written with, then run this again.",
    );
  }
  const rewritten = reports.reduce((sum, report) => sum + report.rewritten, 0);
  console.log(
    `\nDone: ${rewritten} rows rewritten under the new key. ` +
      "Remove ENCRYPTION_KEY_PREVIOUS and restart the servers.",
  );
}

main().catch((error: unknown) => failWith("rotate the key", error));
