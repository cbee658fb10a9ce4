/**
 * How the operator's commands (admin:create, keys:rotate) end on a problem: one clear
 * message and exit code 1, never a stack trace.
 */
import { EnvError } from "../../src/server/env";
import { DataDirLockedError } from "../../src/server/db/data-dir-lock";

export function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** What went wrong, said for the operator; `doing` names the command's work ("create the admin"). */
export function failWith(doing: string, error: unknown): never {
  if (error instanceof DataDirLockedError)
    fail(
      `A running server holds the embedded database in ${error.dataDir} (pid ${error.pid}).\n` +
        "Stop it first (the embedded database serves one process at a time), or use PostgreSQL\n" +
        "(DATABASE_URL), with which this command works beside running servers.",
    );
  if (error instanceof EnvError) fail(error.message);
  fail(`Could not ${doing}: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * `steps` run once, whether the command ends or is interrupted; an interruption (Ctrl-C,
 * which reaches the process twice: from the terminal and relayed by tsx, or a kill) cleans
 * up, then exits 130. Returns the clean-up for the command's own ending.
 */
export function cleanUpOnce(steps: () => Promise<void>): () => Promise<void> {
  let cleaning: Promise<void> | null = null;
  const cleanUp = () => (cleaning ??= steps());
  const interrupted = (signal: string) => {
    if (cleaning) return;
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.on("SIGINT", () => interrupted("SIGINT"));
  process.on("SIGTERM", () => interrupted("SIGTERM"));
  return cleanUp;
}
