/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) persisted under a data directory,
 * or in memory for tests, or a real PostgreSQL server through DATABASE_URL. Both run the
 * same migrations and expose the same Drizzle API, plus LISTEN/NOTIFY for the event bus.
 * A PostgreSQL server may restart or fail over under a running app: no connection's error
 * may crash the process, and the LISTEN connection is reopened (docs/decisions/061).
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
import type { Logger } from "../logger";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { connectionErrorCode, isConnectionLoss } from "./connection-loss";

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
  /**
   * Calls back each time the LISTEN connection is back after it was lost (a restart, a
   * failover): notifications sent meanwhile never arrived. Returns the unsubscribe.
   */
  onListenGap(handler: () => void): () => void;
  /** Sends each payload on the channel, all in one statement (one round trip for a batch). */
  notify(channel: string, payloads: string[]): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const NOTIFY_EACH = "select pg_notify($1, payload) from unnest($2::text[]) as payload";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseOptions {
  /** Where the outage lines go ("database connection lost" / "restored"). */
  logger?: Logger;
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  return target.kind === "postgres" ? openPostgres(target.url, options) : openPglite(target);
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
    // In this process: the connection cannot be lost, so there is never a gap.
    onListenGap: () => () => {},
    async notify(channel, payloads) {
      await client.query(NOTIFY_EACH, [channel, payloads]);
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

/** Delays between attempts to reopen the LISTEN connection: doubling, capped. */
export const LISTEN_RECONNECT = { firstDelayMs: 500, maxDelayMs: 10_000 } as const;
/** A request waits this long for a connection while the database is unreachable, then fails (503). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Writes one line when the database stops answering and one when it answers again, however
 * many connections notice: the code of the error and the outage's length, nothing else.
 */
function outageLog(logger: Logger | undefined) {
  let lostAt: number | null = null;
  return {
    lost(error: unknown) {
      if (lostAt !== null) return;
      lostAt = Date.now();
      // "code" is a redacted field name in our logs: the SQLSTATE or errno goes as "reason".
      logger?.warn({ reason: connectionErrorCode(error) }, "database connection lost");
    },
    restored() {
      if (lostAt === null) return;
      const outageMs = Date.now() - lostAt;
      lostAt = null;
      logger?.info({ outageMs }, "database connection restored");
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const outage = outageLog(options.logger);
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing (a failover) is noticed in minutes, not hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };

  // One dedicated connection carries every LISTEN of this instance. When it is lost it is
  // opened again with backoff, listens to every channel again, and the gap is told.
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<() => void>();
  let listener: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  let everListened = false;
  let closing = false;

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client(connection);
    client.on("error", (error) => outage.lost(error));
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    try {
      await client.connect();
      // A channel added while this runs is visited too (a Map iterates over later entries).
      for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.once("end", () => {
      if (listener !== client) return;
      listener = undefined;
      if (closing) return;
      outage.lost(new Error("Connection terminated unexpectedly"));
      scheduleReopen();
    });
    listener = client;
    everListened = true;
    return client;
  }

  function openListener(): Promise<pg.Client> {
    opening ??= connectListener().finally(() => (opening = undefined));
    return opening;
  }

  function scheduleReopen() {
    if (closing || retryTimer || opening || listener) return;
    const delay = Math.min(LISTEN_RECONNECT.maxDelayMs, LISTEN_RECONNECT.firstDelayMs * 2 ** failedAttempts);
    failedAttempts += 1;
    retryTimer = setTimeout(() => void reopenListener(), delay);
    retryTimer.unref?.();
  }

  async function reopenListener() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (closing || listener || opening) return;
    try {
      await openListener();
    } catch {
      scheduleReopen();
      return;
    }
    failedAttempts = 0;
    outage.restored();
    // Whatever was notified while the connection was down never arrived: listeners refetch.
    for (const handler of gapHandlers) {
      try {
        handler();
      } catch (error) {
        options.logger?.error({ err: error }, "a listener of the database's LISTEN gap failed");
      }
    }
  }

  /** LISTENs on the open connection, or opens it; while it is down, its reopening takes the channel along. */
  async function listenOn(channel: string) {
    try {
      if (listener) await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      else if (!retryTimer) await openListener();
    } catch (error) {
      // Lost after the first success: the connection is being reopened with every channel.
      if (!(everListened && isConnectionLoss(error))) throw error;
    }
  }

  // No just-in-time compilation: the app's statements are short, and on plans estimated as
  // costly (counting a team's cases at national scale) compiling took longer than the
  // statement, up to 120 ms of a 290 ms count (npm run bench:scale).
  const pool = new pg.Pool({ ...connection, max: 10, options: "-c jit=off" });
  // An idle client that errors (the server restarted) must not crash the process...
  pool.on("error", (error) => outage.lost(error));
  pool.on("connect", (client) => {
    // ...nor may a client checked out of the pool: node-postgres only listens while it is idle.
    client.on("error", (error) => outage.lost(error));
    // A new connection shows the server is back: the LISTEN connection need not wait its turn.
    if (listener || handlers.size === 0) outage.restored();
    else void reopenListener();
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });

  return {
    db,
    engine: "postgresql",
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        try {
          await listenOn(channel);
        } catch (error) {
          handlers.delete(channel);
          throw error;
        }
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    onListenGap(handler) {
      gapHandlers.add(handler);
      return () => void gapHandlers.delete(handler);
    },
    async notify(channel, payloads) {
      await pool.query(NOTIFY_EACH, [channel, payloads]);
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      await opening?.catch(() => {});
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
