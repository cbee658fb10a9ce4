/**
 * Vitest global setup for the server tests: migrates one database once and tells the test
 * files where it is; each harness then starts from a copy instead of migrating its own (see
 * harness.ts). In memory, the copy is a saved file; on a real PostgreSQL (TEST_DATABASE_URL),
 * it is a template database, which `create database … template` copies in a few milliseconds
 * where migrating took about 350.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createMigratedSnapshot, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    databaseSnapshotPath: string | null;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide("databaseSnapshotPath", null);
    const template = `t_template_${randomBytes(6).toString("hex")}`;
    await onServer(url, `create database ${template}`);
    const scoped = new URL(url);
    scoped.pathname = `/${template}`;
    await (await openDatabase({ kind: "postgres", url: scoped.toString() })).close();
    project.provide("postgresTemplate", template);
    return () => onServer(url, `drop database if exists ${template} with (force)`);
  }
  project.provide("postgresTemplate", null);
  const folder = mkdtempSync(join(tmpdir(), "db-snapshot-"));
  const path = join(folder, "migrated.tar");
  writeFileSync(path, new Uint8Array(await (await createMigratedSnapshot()).arrayBuffer()));
  project.provide("databaseSnapshotPath", path);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** One statement on the server's own database (creating or dropping another). */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
