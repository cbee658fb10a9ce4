/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) persisted under a data directory,
 * or in memory for tests, or a real PostgreSQL server through DATABASE_URL. Both run the
 * same migrations and expose the same Drizzle API, plus LISTEN/NOTIFY for the event bus.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /** In memory; from a migrated copy (see createMigratedSnapshot) when given one. */
  | { kind: "memory"; snapshot?: Blob };

export interface Database {
  db: Db;
  engine: "postgresql" | "pglite";
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "postgres" ? openPostgres(target.url) : openPglite(target);
}

/**
 * A migrated, empty in-memory database as a tarball. Tests start from it: loading a copy
 * is about three times quicker than creating a database and migrating it.
 */
export async function createMigratedSnapshot(): Promise<Blob> {
  const client = new PGlite();
  await client.waitReady;
  await migratePglite(drizzlePglite({ client, schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
  const snapshot = await client.dumpDataDir("none");
  await client.close();
  return snapshot;
}

async function openPglite(
  target: { kind: "pglite"; dataDir: string } | { kind: "memory"; snapshot?: Blob },
): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (target.kind === "pglite") {
    mkdirSync(target.dataDir, { recursive: true });
    // PGlite allows one process per data directory; a second one would corrupt it.
    lock = acquireDataDirLock(target.dataDir);
  }
  const client =
    target.kind === "pglite"
      ? new PGlite(`${target.dataDir}/pgdata`)
      : new PGlite(target.snapshot ? { loadDataDir: target.snapshot } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    engine: "pglite",
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that errors (the server restarted) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });

  // One dedicated connection carries every LISTEN of this instance.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    await client.connect();
    listener = client;
    return client;
  }

  return {
    db,
    engine: "postgresql",
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
