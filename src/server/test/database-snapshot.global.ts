/**
 * Vitest global setup for the server tests: migrates one in-memory database, saves it as
 * a file, and tells the test files where it is; each harness then loads a copy instead of
 * migrating its own (see harness.ts). Not used against a real PostgreSQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createMigratedSnapshot } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    databaseSnapshotPath: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("databaseSnapshotPath", null);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), "db-snapshot-"));
  const path = join(folder, "migrated.tar");
  writeFileSync(path, new Uint8Array(await (await createMigratedSnapshot()).arrayBuffer()));
  project.provide("databaseSnapshotPath", path);
  return () => rmSync(folder, { recursive: true, force: true });
}
