/**
 * Which columns hold ciphertext, table by table, and which keyed blind indexes are computed
 * from them (docs/decisions/064 lists every column and why). The one list that features
 * write and read through (seal and open), that the start-up step encrypts rows left in
 * clear by, and that `npm run keys:rotate` re-encrypts.
 *
 * JSON values are encrypted as their JSON text: callers stringify before seal and parse
 * after open.
 */
import type { PgTable } from "drizzle-orm/pg-core";
import {
  adminInvites,
  applicationNotifications,
  applicationStatusHistory,
  caseEvents,
  chatSessions,
  contactMessages,
  idempotencyKeys,
  messageNotifications,
  notifications,
  outbox,
  reminders,
  smsContacts,
  serviceApplications,
  testimonials,
} from "../db/schema";
import type { FieldCipher } from "./encryption";
import { contactKey, nameKeys, recipientKind } from "./search-keys";

type RowOf<T extends PgTable> = T["$inferSelect"];
type ColumnOf<T extends PgTable> = keyof RowOf<T> & string;
type Indexer = Pick<FieldCipher, "blindIndex">;

export interface BlindIndex<T extends PgTable> {
  /** The encrypted column it is computed from, in clear. */
  from: ColumnOf<T>;
  derive(cipher: Indexer, clear: string | null): string | string[] | null;
}

export interface SealedTable<T extends PgTable = PgTable> {
  table: T;
  /** The row's identity, by which a row is rewritten in place. */
  key: readonly ColumnOf<T>[];
  /** Columns holding ciphertext. */
  sealed: readonly ColumnOf<T>[];
  /** Blind-index columns, by name. */
  indexes?: Partial<Record<ColumnOf<T>, BlindIndex<T>>>;
}

function sealedTable<T extends PgTable>(table: T, spec: Omit<SealedTable<T>, "table">): SealedTable<T> {
  return { table, ...spec };
}

const phoneIndex = <T extends PgTable>(from: ColumnOf<T>): BlindIndex<T> => ({
  from,
  derive: (cipher, clear) => contactKey(cipher, "phone", clear),
});
const emailIndex = <T extends PgTable>(from: ColumnOf<T>): BlindIndex<T> => ({
  from,
  derive: (cipher, clear) => contactKey(cipher, "email", clear),
});
const nameIndex = <T extends PgTable>(from: ColumnOf<T>): BlindIndex<T> => ({
  from,
  derive: (cipher, clear) => nameKeys(cipher, clear),
});

export const SEALED = {
  serviceApplications: sealedTable(serviceApplications, {
    key: ["id"],
    sealed: [
      "serviceType",
      "fullName",
      "email",
      "phone",
      "deliveryPreference",
      "discreetNotes",
      "medicalHistory",
      "requirements",
    ],
    indexes: {
      phoneKey: phoneIndex("phone"),
      emailKey: emailIndex("email"),
      nameKeys: nameIndex("fullName"),
    },
  }),
  applicationStatusHistory: sealedTable(applicationStatusHistory, { key: ["id"], sealed: ["note"] }),
  contactMessages: sealedTable(contactMessages, {
    key: ["id"],
    sealed: ["name", "email", "phone", "subject", "message"],
    indexes: { phoneKey: phoneIndex("phone"), emailKey: emailIndex("email"), nameKeys: nameIndex("name") },
  }),
  notifications: sealedTable(notifications, { key: ["id"], sealed: ["title", "message", "data"] }),
  caseEvents: sealedTable(caseEvents, { key: ["id"], sealed: ["data", "body"] }),
  applicationNotifications: sealedTable(applicationNotifications, {
    key: ["id"],
    sealed: ["aiSummary", "aiInsights"],
  }),
  messageNotifications: sealedTable(messageNotifications, {
    key: ["id"],
    sealed: ["aiSummary", "aiInsights"],
  }),
  testimonials: sealedTable(testimonials, { key: ["id"], sealed: ["name", "role", "content"] }),
  reminders: sealedTable(reminders, { key: ["id"], sealed: ["label"] }),
  chatSessions: sealedTable(chatSessions, { key: ["userId", "id"], sealed: ["messages"] }),
  outbox: sealedTable(outbox, {
    key: ["id"],
    sealed: ["recipient", "subject", "body", "error"],
    indexes: {
      recipientKey: {
        from: "recipient",
        derive: (cipher, clear) => (clear ? contactKey(cipher, recipientKind(clear), clear) : null),
      },
    },
  }),
  smsContacts: sealedTable(smsContacts, {
    key: ["id"],
    sealed: ["phone"],
    indexes: { phoneKey: phoneIndex("phone") },
  }),
  idempotencyKeys: sealedTable(idempotencyKeys, { key: ["scope", "key"], sealed: ["responseBody"] }),
  adminInvites: sealedTable(adminInvites, {
    key: ["id"],
    sealed: ["email", "phone"],
    indexes: { emailKey: emailIndex("email"), phoneKey: phoneIndex("phone") },
  }),
} as const;

export const SEALED_TABLES = Object.values(SEALED) as unknown as readonly SealedTable[];

/**
 * The values to write: the sealed columns given are encrypted (null stays null), and each
 * blind index whose source is given is computed from the clear value.
 */
export function seal<T extends PgTable, V extends Partial<RowOf<T>>>(
  cipher: Pick<FieldCipher, "encrypt" | "blindIndex">,
  spec: SealedTable<T>,
  values: V,
): V {
  const sealed: Record<string, unknown> = { ...values };
  for (const [column, index] of Object.entries(spec.indexes ?? {}) as [string, BlindIndex<T>][]) {
    if (index.from in values)
      sealed[column] = index.derive(cipher, (values[index.from] as string | null) ?? null);
  }
  for (const column of spec.sealed) {
    const value = values[column];
    if (typeof value === "string") sealed[column] = cipher.encrypt(value);
  }
  return sealed as V;
}

/**
 * A row as read, decrypted: whole, or some columns selected under their schema names
 * (other keys pass through untouched).
 */
export function open<T extends PgTable, R extends Record<string, unknown>>(
  cipher: Pick<FieldCipher, "decrypt">,
  spec: SealedTable<T>,
  row: R,
): R {
  const opened: Record<string, unknown> = { ...row };
  for (const column of spec.sealed) {
    const value = (row as Record<string, unknown>)[column];
    if (typeof value === "string") opened[column] = cipher.decrypt(value);
  }
  return opened as R;
}
