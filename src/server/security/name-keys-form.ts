/**
 * Brings the stored indexes of names to the form nameKeys makes now (decision 092). Rows
 * written before it have an index for each word of a name but none for its pairs of words.
 * Until every row has them, the search by name intersects the words as it did before
 * (`pairsReady`); once every row has them, it looks the pairs up.
 *
 * The work goes on beside the server's: a first slice at start-up, which on a small
 * database is all of it, then a slice in each round of the scheduler. At national scale
 * (3 million requests and messages) it is most of an hour, which the server should not
 * wait for. Each table with a name index is read in batches by id; each batch is decrypted
 * and indexed here (the database has no key) and written by one statement, in a
 * transaction that holds an advisory lock, so two instances never do a batch twice. The
 * last id done is recorded with each batch, so the work goes on where it stopped.
 */
import { asc, eq, getTableColumns, getTableName, gt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";
import type { FieldCipher } from "./encryption";
import { SEALED_TABLES, type BlindIndex, type SealedTable } from "./sealed-tables";

/** The form of today's name indexes: words and pairs of words. */
export const NAME_KEYS_FORM = "words-and-pairs";
const SETTING = "name_keys_form";
/** pg_try_advisory_xact_lock's key for this work: the form's setting read as a number. */
const LOCK = 0x6e616d65;
const BATCH_SIZE = 1000;
/** The slices of the work: at start-up (the server waits for it), and in a scheduler's round. */
export const PAIRS_SLICE_AT_START_UP_MS = 5_000;
export const PAIRS_SLICE_PER_ROUND_MS = 10_000;
/** How long an instance still waiting for the pairs trusts what it read. */
const READ_AGAIN_MS = 30_000;

/** Where the work stands: done in the form named, or under way at a table, after an id. */
interface Progress {
  form: string;
  table?: string;
  after?: string;
}

const isDone = (progress: Progress | null) => progress?.form === NAME_KEYS_FORM && !progress.table;

async function readProgress(db: Db): Promise<Progress | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  return row ? (JSON.parse(row.value) as Progress) : null;
}

async function writeProgress(db: Db, progress: Progress): Promise<void> {
  const value = JSON.stringify(progress);
  await db
    .insert(appSettings)
    .values({ key: SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** Whether every stored name is indexed by its pairs of words, so a search may look them up. */
export interface NameKeysForm {
  pairsReady(): Promise<boolean>;
}

export function createNameKeysForm(db: Db, now: () => number = Date.now): NameKeysForm {
  let ready = false;
  let readAt = -Infinity;
  return {
    async pairsReady() {
      // Once every name has its pairs, it stays so: the server writes every name with them.
      if (ready || now() - readAt < READ_AGAIN_MS) return ready;
      readAt = now();
      ready = isDone(await readProgress(db));
      return ready;
    },
  };
}

/** The tables that index a name, with the column of ids and the name's index and source. */
function tablesWithNames() {
  return SEALED_TABLES.flatMap((spec: SealedTable) => {
    const index = (spec.indexes as Record<string, BlindIndex<PgTable>> | undefined)?.nameKeys;
    if (!index) return [];
    const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
    return [{ spec, index, id: columns.id!, keys: columns.nameKeys!, source: columns[index.from]! }];
  });
}

/**
 * One batch, under the lock: the rows after where the work stands, indexed again, and the
 * new place recorded. Answers the rows changed, or null when the work is done or another
 * instance holds the lock.
 */
async function indexOneBatch(db: Db, cipher: FieldCipher): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows: locked } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK}) as got`)) as {
      rows: { got: boolean }[];
    };
    if (!locked[0]?.got) return null;
    const progress = await readProgress(tx);
    if (isDone(progress)) return null;
    const tables = tablesWithNames();
    const at = progress?.form === NAME_KEYS_FORM ? progress : { form: NAME_KEYS_FORM };
    const index = Math.max(
      0,
      tables.findIndex((table) => getTableName(table.spec.table) === at.table),
    );
    const table = tables[index]!;
    const after = at.table === getTableName(table.spec.table) ? at.after : undefined;
    const batch = await tx
      .select({ id: table.id, source: table.source })
      .from(table.spec.table as PgTable)
      .where(after ? gt(table.id, after) : undefined)
      .orderBy(asc(table.id))
      .limit(BATCH_SIZE)
      // Held until the batch is written: a name erased or changed meanwhile waits, and then
      // stands, instead of getting back the keys of what it was.
      .for("update");
    const rows = batch.map((row) => ({
      id: row.id as string,
      keys: table.index.derive(cipher, cipher.decryptOptional(row.source as string | null)),
    }));
    let changed = 0;
    if (rows.length > 0) {
      // A row whose keys are already these is left alone, so the triggers that keep
      // case_name_keys refresh only the cases that changed.
      const { rows: updated } = (await tx.execute(sql`
        update ${table.spec.table} set ${sql.identifier(table.keys.name)} = v.keys
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, keys text[])
        where ${table.id} = v.id and ${table.keys} is distinct from v.keys
        returning v.id`)) as { rows: unknown[] };
      changed = updated.length;
    }
    const next = tables[index + 1];
    await writeProgress(
      tx,
      rows.length === BATCH_SIZE
        ? { form: NAME_KEYS_FORM, table: getTableName(table.spec.table), after: rows.at(-1)!.id }
        : next
          ? { form: NAME_KEYS_FORM, table: getTableName(next.spec.table) }
          : { form: NAME_KEYS_FORM },
    );
    return changed;
  });
}

/**
 * Indexes names by pairs for at most `forMs` (at least one batch); answers the rows changed
 * and whether the work is done (false too when another instance is at it).
 */
export async function indexNamesByPairs(
  deps: { db: Db; cipher: FieldCipher },
  forMs: number,
): Promise<{ changed: number; done: boolean }> {
  const until = Date.now() + forMs;
  let changed = 0;
  do {
    const batch = await indexOneBatch(deps.db, deps.cipher);
    if (batch === null) return { changed, done: isDone(await readProgress(deps.db)) };
    changed += batch;
  } while (Date.now() < until);
  return { changed, done: isDone(await readProgress(deps.db)) };
}
