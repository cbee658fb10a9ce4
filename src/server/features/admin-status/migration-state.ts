/**
 * Which migrations the database has applied, compared with the ones this build ships.
 * Drizzle keeps its journal in __drizzle_migrations (in the "drizzle" schema by default,
 * or wherever the deployment put it), so the table is found by name.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { MIGRATIONS_FOLDER } from "../../db/client";

interface Journal {
  entries: { idx: number; tag: string }[];
}

function shippedTags(): string[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

/** Both drivers (PGlite and node-postgres) answer raw queries with { rows }. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export async function migrationState(
  db: Db,
): Promise<{ applied: number; latest: string | null; pending: number }> {
  const tags = shippedTags();
  const located = await rows<{ table_schema: string }>(
    db,
    sql`select table_schema from information_schema.tables where table_name = '__drizzle_migrations' order by (table_schema = current_schema()) desc limit 1`,
  );
  const schema = located[0]?.table_schema;
  if (!schema) return { applied: 0, latest: null, pending: tags.length };
  const counted = await rows<{ count: number | string }>(
    db,
    sql`select count(*) as count from ${sql.identifier(schema)}.${sql.identifier("__drizzle_migrations")}`,
  );
  const applied = Number(counted[0]?.count ?? 0);
  return { applied, latest: tags[applied - 1] ?? null, pending: Math.max(0, tags.length - applied) };
}
