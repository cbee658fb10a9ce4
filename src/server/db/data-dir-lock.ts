import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        "The embedded database allows one process at a time: stop the other one, " +
        "use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock file in the data directory. A lock left by a process that
 * no longer runs (a crash, a kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(path, "utf8"), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid))
        throw new DataDirLockedError(dataDir, pid);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
