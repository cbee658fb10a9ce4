/** The shell command as an operator runs it, against a fresh embedded data directory. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "hivcare-admin-create-"));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
    env: { ...process.env, NODE_ENV: "development", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The command with an acceptable password, as an operator types it. */
const runAs = (email: string, region: string, ...more: string[]) =>
  run("--email", email, "--password", "a long operator passphrase", "--region", region, ...more);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run admin:create", () => {
  it("migrates a fresh data directory and creates the admin, then promotes on a second run", () => {
    const first = runAs("Lead@Example.com", "mbarara");
    // The deployment's first admin leads it (decision 063).
    expect(first.out).toContain("Created lead@example.com as a lead admin for mbarara.");
    expect(first.code).toBe(0);
    const second = runAs("lead@example.com", "masaka");
    expect(second.out).toContain("Promoted lead@example.com as a lead admin for masaka.");
    const member = runAs("member@example.com", "masaka");
    expect(member.out).toContain("Created member@example.com as an admin for masaka.");
    const lead = runAs("member@example.com", "masaka", "--lead");
    expect(lead.out).toContain("Promoted member@example.com as a lead admin for masaka.");
  }, 360_000);

  it("refuses a bad region or a weak password with a clear message", () => {
    const region = runAs("x@example.com", "gulu");
    expect(region.code).toBe(1);
    expect(region.out).toContain("--region must be one of kampala, masaka, mbarara, fort_portal");
    const weak = run("--email", "x@example.com", "--password", "password", "--region", "masaka");
    expect(weak.code).toBe(1);
    expect(weak.out).toContain("--password is not accepted");
  }, 120_000);

  it("says so while a server holds the embedded database", () => {
    // A live process (this test runner) holds the lock.
    writeFileSync(join(dataDir, "server.lock"), String(process.pid));
    try {
      const held = runAs("y@example.com", "masaka");
      expect(held.code).toBe(1);
      expect(held.out).toContain("A running server holds the embedded database");
      expect(held.out).toContain("DATABASE_URL");
    } finally {
      rmSync(join(dataDir, "server.lock"), { force: true });
    }
  }, 120_000);
});
