/**
 * The real server (src/server/main.ts) as a child process on a loopback port, for the
 * commands that measure it from outside (npm run chaos, npm run fuzz): started, waited
 * for, killed, and watched for exits the command did not cause.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const HOST = "127.0.0.1";
const REPO = fileURLToPath(new URL("../..", import.meta.url));
/** Longest wait for the server to answer its health check. */
const READY_WAIT_MS = 60_000;

/** The server could not start: said as is, without a stack trace. */
export class ServerStartError extends Error {}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const elapsed = (since: number) => Math.round(performance.now() - since);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface LogLine {
  level?: number;
  msg?: string;
  outageMs?: number;
  path?: string;
  err?: { type?: string; message?: string; stack?: string };
}

/** The real server as a child process; its JSON log lines are kept. */
export class AppServer {
  child: ChildProcess | null = null;
  readonly logs: LogLine[] = [];
  /** The last lines the server wrote to stderr: why it stopped, if it did. */
  private stderr: string[] = [];
  /** Exits this script did not cause, with what was happening then. */
  readonly unexpectedExits: { during: string; code: number | null; signal: string | null }[] = [];
  phase = "start";
  private killing = false;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly url: string,
  ) {}

  /**
   * A development server on a free loopback port that sends nothing anywhere (no web app,
   * no moved clock, no error reporting); `env` adds what the command needs.
   */
  static async onFreePort(env: NodeJS.ProcessEnv): Promise<{ app: AppServer; port: number; url: string }> {
    const port = await freePort();
    const url = `http://${HOST}:${port}`;
    const app = new AppServer(
      {
        ...process.env,
        NODE_ENV: "development",
        HOST,
        PORT: String(port),
        PUBLIC_URL: url,
        SERVE_WEB: "false",
        TEST_CLOCK: "false",
        SENTRY_DSN: "",
        ...env,
      },
      url,
    );
    return { app, port, url };
  }

  start() {
    // node --import tsx, not the tsx command: the pid killed is then the server's own.
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: REPO,
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (!line.startsWith("{")) return;
      try {
        this.logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line.
      }
    });
    createInterface({ input: child.stderr! }).on("line", (line) => {
      this.stderr = [...this.stderr.slice(-19), line];
    });
    child.on("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.killing) this.unexpectedExits.push({ during: this.phase, code, signal });
    });
  }

  get running() {
    return this.child !== null;
  }

  /** The last lines of stderr, for a message about a stop. */
  get lastErrors(): string {
    return this.stderr.join("\n");
  }

  async waitUntilReady() {
    const began = performance.now();
    while (elapsed(began) < READY_WAIT_MS) {
      if (!this.running) throw new ServerStartError(`the server stopped while starting:\n${this.lastErrors}`);
      const response = await fetch(`${this.url}/api/health`).catch(() => null);
      if (response?.status === 200) return elapsed(began);
      await response?.body?.cancel();
      await sleep(200);
    }
    throw new ServerStartError("the server did not start within a minute");
  }

  async kill(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child) return;
    this.killing = true;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    this.killing = false;
  }

  count(message: string) {
    return this.logs.filter((line) => line.msg === message).length;
  }
}
