/**
 * Rewrites rows of the sealed tables under the current key (docs/decisions/064):
 * - at start-up, before the server serves, the rows an older version left in clear or
 *   wrote as "v1" (prepareSealedColumns), so an upgraded deployment keeps nothing in
 *   clear; once surveyed, the keys in use are recorded and later start-ups read only them;
 * - in `npm run keys:rotate`, every value not yet under the current key, and the blind
 *   indexes with them (rotateRows).
 * Both go in batches by primary key and only touch what is still to do, so a run that
 * stops is finished by the next. A row a running server changed meanwhile is left to it:
 * the server writes under the current key.
 */
import {
  and,
  asc,
  eq,
  getTableColumns,
  getTableName,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  appSettings,
  applicationNotifications,
  cases,
  contactMessages,
  messageNotifications,
  serviceApplications,
} from "../db/schema";
import { CIPHERTEXT_PREFIX, UnreadableValueError, isCiphertext, type FieldCipher } from "./encryption";
import { contactKey, contactLookups, type ContactKind } from "./search-keys";
import { SEALED, SEALED_TABLES, open, seal, type SealedTable } from "./sealed-tables";

export interface TableReport {
  table: string;
  rewritten: number;
  /** Values no key of this server opens: left as they are. */
  unreadable: number;
}

const BATCH_SIZE = 200;

type Row = Record<string, unknown>;

function columnsOf(spec: SealedTable): Record<string, PgColumn> {
  return getTableColumns(spec.table) as Record<string, PgColumn>;
}

/** A row still to rewrite: a sealed value that does not start with `prefix`. */
function stillToDo(spec: SealedTable, prefix: string): SQL {
  const columns = columnsOf(spec);
  return or(
    ...spec.sealed.map((name) => {
      const column = columns[name]!;
      return sql`(${column} is not null and not starts_with(${column}, ${prefix}))`;
    }),
  )!;
}

/** Keyset paging: the rows after the last one seen, in primary-key order. */
function after(spec: SealedTable, last: Row | null): SQL | undefined {
  if (!last) return undefined;
  const columns = columnsOf(spec);
  const keys = spec.key.map((name) => columns[name]!);
  const values = spec.key.map((name) => sql`${last[name]}`);
  return sql`(${sql.join(keys, sql`, `)}) > (${sql.join(values, sql`, `)})`;
}

/** A stored value in clear: encrypted (under any key this cipher has), or left in clear before decision 064. */
function clearOf(cipher: FieldCipher, value: string): string {
  return isCiphertext(value) ? cipher.decrypt(value) : value;
}

/** Rewrites one row under the current key; false when it changed meanwhile or cannot be read. */
async function rewrite(tx: Db, cipher: FieldCipher, spec: SealedTable, row: Row): Promise<boolean> {
  const columns = columnsOf(spec);
  const clear: Row = {};
  for (const name of spec.sealed) {
    const value = row[name];
    clear[name] = typeof value === "string" ? clearOf(cipher, value) : value;
  }
  const unchanged = spec.sealed.map((name) =>
    row[name] === null || row[name] === undefined ? isNull(columns[name]!) : eq(columns[name]!, row[name]),
  );
  const identity = spec.key.map((name) => eq(columns[name]!, row[name]));
  const updated = await tx
    .update(spec.table)
    .set(seal(cipher, spec, clear) as never)
    .where(and(...identity, ...unchanged))
    .returning({ rewritten: sql<number>`1` });
  return updated.length > 0;
}

async function rewriteTable(
  db: Db,
  cipher: FieldCipher,
  spec: SealedTable,
  prefix: string,
): Promise<TableReport> {
  const report: TableReport = { table: getTableName(spec.table), rewritten: 0, unreadable: 0 };
  const columns = columnsOf(spec);
  let last: Row | null = null;
  for (;;) {
    const batch = (await db
      .select()
      .from(spec.table as PgTable)
      .where(and(stillToDo(spec, prefix), after(spec, last)))
      .orderBy(...spec.key.map((name) => asc(columns[name]!)))
      .limit(BATCH_SIZE)) as Row[];
    if (batch.length === 0) return report;
    await db.transaction(async (tx) => {
      for (const row of batch) {
        try {
          if (await rewrite(tx, cipher, spec, row)) report.rewritten += 1;
        } catch (error) {
          if (!(error instanceof UnreadableValueError)) throw error;
          report.unreadable += 1;
        }
      }
    });
    last = batch.at(-1)!;
  }
}

interface TableSurvey {
  spec: SealedTable;
  /** Rows with a value under a key this cipher does not have. */
  foreign: number;
  /** Rows with a value in clear or as "v1": still to encrypt under the current key. */
  legacy: number;
  /** Rows with a value under the previous key (a rotation not yet run or not finished). */
  previous: number;
}

/** One pass over a sealed table, counting both: start-up reads every table once, not twice. */
async function surveyTable(db: Db, cipher: FieldCipher, spec: SealedTable): Promise<TableSurvey> {
  const columns = columnsOf(spec);
  const foreign = or(
    ...spec.sealed.map((name) => {
      const column = columns[name]!;
      const known = cipher.readablePrefixes.map((prefix) => sql`starts_with(${column}, ${prefix})`);
      return sql`(starts_with(${column}, ${CIPHERTEXT_PREFIX}) and not (${sql.join(known, sql` or `)}))`;
    }),
  )!;
  const older = cipher.readablePrefixes.filter((prefix) => prefix !== cipher.currentPrefix);
  const previous = or(
    sql`false`,
    ...spec.sealed.flatMap((name) => older.map((prefix) => sql`starts_with(${columns[name]!}, ${prefix})`)),
  )!;
  const [row] = await db
    .select({
      foreign: sql<number>`(count(*) filter (where ${foreign}))::int`,
      legacy: sql<number>`(count(*) filter (where ${stillToDo(spec, CIPHERTEXT_PREFIX)}))::int`,
      previous: sql<number>`(count(*) filter (where ${previous}))::int`,
    })
    .from(spec.table as PgTable);
  return {
    spec,
    foreign: Number(row?.foreign ?? 0),
    legacy: Number(row?.legacy ?? 0),
    previous: Number(row?.previous ?? 0),
  };
}

/**
 * The ids of the keys that stored values may be under (app_settings): written by a
 * start-up that surveyed every sealed table and by a finished rotation, added to by every
 * start-up (its server writes under its current key). While this server has each of them,
 * start-up reads one row instead of every sealed table: at national scale (40 million
 * sealed rows, `npm run bench:scale`) the survey kept a restarting server from serving for
 * minutes. A key listed that this server lacks sends it back to the survey, which decides.
 */
const KEYS_IN_USE = "sealed_keys_in_use";

const keyIdOf = (prefix: string) => prefix.slice(CIPHERTEXT_PREFIX.length, -1);

async function readKeysInUse(db: Db): Promise<string[] | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEYS_IN_USE));
  if (!row) return null;
  const ids: unknown = JSON.parse(row.value);
  return Array.isArray(ids) && ids.length > 0 && ids.every((id) => typeof id === "string") ? ids : null;
}

/** Adds these key ids to the list, or with `replace` makes them the whole list. */
async function recordKeysInUse(db: Db, ids: string[], replace = false): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: KEYS_IN_USE, value: JSON.stringify(ids) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, KEYS_IN_USE)).for("update");
    const listed = replace ? [] : (JSON.parse(row!.value) as string[]);
    const merged = [...new Set([...listed, ...ids])];
    if (JSON.stringify(merged) !== row!.value)
      await tx
        .update(appSettings)
        .set({ value: JSON.stringify(merged) })
        .where(eq(appSettings.key, KEYS_IN_USE));
  });
}

async function forgetKeysInUse(db: Db): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, KEYS_IN_USE));
}

/**
 * An anonymous contact's case is known by the blind indexes of the phone and e-mail they
 * left, which the case does not hold: each is recomputed from the values its items hold
 * (already rewritten), the one whose index under either key is the stored one.
 */
async function rekeyCases(db: Db, cipher: FieldCipher): Promise<TableReport> {
  const report: TableReport = { table: "cases", rewritten: 0, unreadable: 0 };
  let lastId: string | null = null;
  for (;;) {
    const batch = await db
      .select({ id: cases.id, phoneKey: cases.phoneKey, emailKey: cases.emailKey })
      .from(cases)
      .where(
        and(
          or(isNotNull(cases.phoneKey), isNotNull(cases.emailKey)),
          lastId ? sql`${cases.id} > ${lastId}` : undefined,
        ),
      )
      .orderBy(asc(cases.id))
      .limit(BATCH_SIZE);
    if (batch.length === 0) return report;
    for (const row of batch) {
      const left = await contactsLeftIn(db, cipher, row.id);
      const rekey = (kind: ContactKind, stored: string | null) => {
        if (stored === null) return null;
        const value = left[kind].find((candidate) =>
          contactLookups(cipher, kind, candidate).includes(stored),
        );
        if (value === undefined) {
          report.unreadable += 1;
          return stored;
        }
        return contactKey(cipher, kind, value);
      };
      const phoneKey = rekey("phone", row.phoneKey);
      const emailKey = rekey("email", row.emailKey);
      if (phoneKey !== row.phoneKey || emailKey !== row.emailKey) {
        await db.update(cases).set({ phoneKey, emailKey }).where(eq(cases.id, row.id));
        report.rewritten += 1;
      }
    }
    lastId = batch.at(-1)!.id;
  }
}

/** The phone numbers and e-mail addresses left on a case's messages and applications, in clear. */
async function contactsLeftIn(db: Db, cipher: FieldCipher, caseId: string) {
  const messages = await db
    .select({ phone: contactMessages.phone, email: contactMessages.email })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(eq(messageNotifications.caseId, caseId));
  const applications = await db
    .select({ phone: serviceApplications.phone, email: serviceApplications.email })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .where(eq(applicationNotifications.caseId, caseId));
  const rows = [
    ...messages.map((row) => open(cipher, SEALED.contactMessages, row)),
    ...applications.map((row) => open(cipher, SEALED.serviceApplications, row)),
  ];
  return {
    phone: rows.flatMap((row) => (row.phone ? [row.phone] : [])),
    email: rows.flatMap((row) => (row.email ? [row.email] : [])),
  };
}

/**
 * Re-encrypts every value not under the current key, and recomputes every blind index.
 * Finished with nothing left unreadable, the current key is the only one in use; with
 * values left, the list is dropped and the next start-up surveys the tables.
 */
export async function rotateRows(db: Db, cipher: FieldCipher): Promise<TableReport[]> {
  const reports: TableReport[] = [];
  for (const spec of SEALED_TABLES) reports.push(await rewriteTable(db, cipher, spec, cipher.currentPrefix));
  reports.push(await rekeyCases(db, cipher));
  if (reports.every((report) => report.unreadable === 0))
    await recordKeysInUse(db, [keyIdOf(cipher.currentPrefix)], true);
  else await forgetKeysInUse(db);
  return reports;
}

/** What start-up did: surveyed every sealed table (or trusted the keys in use), and rows it encrypted. */
export interface StartUpSealing {
  surveyed: boolean;
  encrypted: number;
}

/**
 * Before the server serves: refuses a key that does not open what is stored (a wrong
 * ENCRYPTION_KEY, or ENCRYPTION_KEY_PREVIOUS dropped before the rotation finished), then
 * encrypts what an older version left in clear. Surveys the tables only when the keys in
 * use are not known, or name one this server lacks (KEYS_IN_USE).
 */
export async function prepareSealedColumns(db: Db, cipher: FieldCipher): Promise<StartUpSealing> {
  const refuse = (reports: TableReport[]) => {
    const tables = reports.map((report) => `${report.table} (${report.unreadable})`).join(", ");
    return new Error(
      `Encrypted rows the configured keys cannot open: ${tables}. Set ENCRYPTION_KEY to the key ` +
        "they were written with, or during a rotation ENCRYPTION_KEY_PREVIOUS too (docs/operations.md).",
    );
  };
  const current = keyIdOf(cipher.currentPrefix);
  const readable = cipher.readablePrefixes.map(keyIdOf);
  const inUse = await readKeysInUse(db);
  if (inUse?.every((id) => readable.includes(id))) {
    await recordKeysInUse(db, [current]);
    return { surveyed: false, encrypted: 0 };
  }
  const surveys: TableSurvey[] = [];
  for (const spec of SEALED_TABLES) surveys.push(await surveyTable(db, cipher, spec));
  const foreign = surveys
    .filter((survey) => survey.foreign > 0)
    .map((survey) => ({ table: getTableName(survey.spec.table), rewritten: 0, unreadable: survey.foreign }));
  if (foreign.length > 0) throw refuse(foreign);
  // Only the tables an older version left values in clear (or as "v1") in are rewritten.
  const reports: TableReport[] = [];
  for (const survey of surveys.filter((candidate) => candidate.legacy > 0))
    reports.push(await rewriteTable(db, cipher, survey.spec, CIPHERTEXT_PREFIX));
  const unreadable = reports.filter((report) => report.unreadable > 0);
  if (unreadable.length > 0) throw refuse(unreadable);
  const underPrevious = surveys.some((survey) => survey.previous > 0);
  await recordKeysInUse(db, underPrevious ? readable : [current], true);
  return { surveyed: true, encrypted: reports.reduce((sum, report) => sum + report.rewritten, 0) };
}
