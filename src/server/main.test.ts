/**
 * The process as an operator runs it: data survives a restart, and a second server on
 * the same embedded data directory refuses to start instead of corrupting it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "hivcare-main-"));
const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const running: ChildProcess[] = [];

function startServer(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      SERVE_WEB: "false",
      // The demo's accounts are the data that must survive: an account made by sign-up
      // signs in only once its mailed link is opened (decision 062).
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy");
}

/** The demo client the first start created, with the password it printed and kept. */
function demoClient(): { email: string; password: string } {
  const lines = readFileSync(join(dataDir, "demo-accounts.txt"), "utf8").trim().split("\n");
  const [, email = "", password = ""] = lines
    .find((line) => line.split("\t")[1] === "client@example.com")!
    .split("\t");
  return { email, password };
}

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start on the embedded database", () => {
  it("keeps data across a restart and refuses a second process on the same directory", async () => {
    const first = startServer();
    await waitForHealth();
    expect(first.output()).toContain(`running at ${base}`);
    const account = demoClient();

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another process");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const third = startServer();
    await waitForHealth();
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  }, 360_000);
});
