/**
 * Every way a client writes to the team (an application, a contact message, a chat
 * hand-off, an answer in the portal) opens or joins that client's case, in the same
 * transaction as what they wrote (docs/decisions/054-cases.md):
 * - a signed-in client: their open case, wherever it is; else their case resolved in the
 *   last two weeks, reopened; else a new case in the region they chose;
 * - an anonymous contact: the same, found by the blind index of the phone number or
 *   e-mail address they left; with neither, always a new case.
 * The case's priority rises to the item's and never falls; the client now waits for an
 * answer, from the moment they wrote, if they were not already waiting.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { CASE_REOPEN_WINDOW_MS, type Priority, type Region } from "@shared/constants";
import { higherPriority } from "@shared/domain/priority";
import type { CaseEventCode } from "@shared/api/cases";
import type { REPLY_CHANNELS } from "@shared/api/inbox";
import type { Db } from "../../db/client";
import { caseEvents, cases } from "../../db/schema";
import type { FieldCipher } from "../../security/encryption";
import { contactKey, contactLookups } from "../../security/search-keys";
import { SEALED, seal } from "../../security/sealed-tables";
import type { OpenCaseEvent } from "./case-thread";

export interface CaseClient {
  userId: string | null;
  phone: string | null;
  email: string | null;
  region: Region | null;
}

/** How pressing what the client wrote is: its priority, and whether it is a crisis. */
export interface Urgency {
  priority: Priority;
  /** A high reading of danger, or a hand-off from the chat: the crisis ladder follows it. */
  crisis: boolean;
}

/**
 * A crisis starts a new wait for a navigator unless one is already waiting unanswered:
 * its response time and the ladder count from here (docs/decisions/059-crisis-ladder.md).
 */
function crisisWait(
  row: Pick<CaseRow, "crisisSince" | "firstResponseAt"> | null,
  urgency: Urgency,
  now: Date,
) {
  const waiting = row?.crisisSince && !row.firstResponseAt;
  return urgency.crisis && !waiting ? { crisisSince: now, firstResponseAt: null, ladderStep: 0 } : {};
}

export interface FiledEntry {
  kind: "client" | "reply" | "note" | "event";
  code?: CaseEventCode;
  /** Encrypted with the entry: the service asked for, the names of navigators. */
  data?: Record<string, string>;
  authorId?: string | null;
  /** What was written, in clear (encrypted here); none when it lives in the item (a contact message). */
  text?: string | null;
  item?: { type: "application" | "message"; id: string };
}

export interface FiledCase {
  id: string;
  region: Region | null;
  assigneeId: string | null;
  /** true when this opened a new case (the whole team is told). */
  opened: boolean;
  priority: Priority;
}

type CaseRow = typeof cases.$inferSelect;

/** The blind indexes a contact is known by: +256 phone numbers and lower-case e-mail. */
export function contactKeys(cipher: Pick<FieldCipher, "blindIndex">, client: CaseClient) {
  return {
    phoneKey: contactKey(cipher, "phone", client.phone),
    emailKey: contactKey(cipher, "email", client.email),
  };
}

async function findClientCase(tx: Db, identity: SQL, now: Date): Promise<CaseRow | undefined> {
  const reopenAfter = new Date(now.getTime() - CASE_REOPEN_WINDOW_MS);
  const [found] = await tx
    .select()
    .from(cases)
    .where(
      and(
        identity,
        or(ne(cases.state, "resolved"), gt(cases.resolvedAt, reopenAfter)),
        sql`${cases.clientClosedAt} is null`,
      ),
    )
    // An open case before a resolved one; then the latest.
    .orderBy(sql`case when ${cases.state} = 'resolved' then 1 else 0 end`, desc(cases.lastActivityAt))
    .limit(1)
    .for("update");
  return found;
}

function identityOf(cipher: Pick<FieldCipher, "blindIndexes">, client: CaseClient): SQL | null {
  if (client.userId) return eq(cases.clientUserId, client.userId);
  // Under either key while a rotation is under way (docs/decisions/064).
  const known = [
    ...(client.phone ? contactLookups(cipher, "phone", client.phone) : []),
    ...(client.email ? contactLookups(cipher, "email", client.email) : []),
  ];
  if (known.length === 0) return null;
  return and(
    sql`${cases.clientUserId} is null`,
    or(inArray(cases.phoneKey, known), inArray(cases.emailKey, known)),
  )!;
}

/** Whether the team has an open case with this anonymous contact's number (an SMS sender's). */
export async function hasOpenCaseWith(
  deps: { db: Db; cipher: Pick<FieldCipher, "blindIndexes"> },
  phone: string,
): Promise<boolean> {
  const identity = identityOf(deps.cipher, { userId: null, phone, email: null, region: null });
  if (!identity) return false;
  const [found] = await deps.db
    .select({ id: cases.id })
    .from(cases)
    .where(and(identity, ne(cases.state, "resolved"), sql`${cases.clientClosedAt} is null`))
    .limit(1);
  return found !== undefined;
}

/** What counts as a navigator answering a crisis: a reply, taking or handing on, a state, a review. */
const RESPONSE_CODES = new Set<CaseEventCode>(["assigned", "state", "reviewed"]);

function isTeamResponse(entry: FiledEntry): boolean {
  if (!entry.authorId) return false;
  return (
    entry.kind === "reply" ||
    (entry.kind === "event" && entry.code !== undefined && RESPONSE_CODES.has(entry.code))
  );
}

/** Writes a thread entry, its text and data encrypted; answers it as read, in clear. */
export async function recordCaseEvent(
  tx: Db,
  cipher: Pick<FieldCipher, "encrypt" | "blindIndex">,
  caseId: string,
  at: Date,
  entry: FiledEntry & { channel?: (typeof REPLY_CHANNELS)[number] },
): Promise<OpenCaseEvent> {
  // A waiting crisis gets its first response time from the team's first act on it.
  if (isTeamResponse(entry)) {
    await tx
      .update(cases)
      .set({ firstResponseAt: at })
      .where(and(eq(cases.id, caseId), isNotNull(cases.crisisSince), isNull(cases.firstResponseAt)));
  }
  const data = entry.data ?? {};
  const [row] = await tx
    .insert(caseEvents)
    .values(
      seal(cipher, SEALED.caseEvents, {
        caseId,
        kind: entry.kind,
        code: entry.code ?? null,
        data: Object.keys(data).length > 0 ? JSON.stringify(data) : null,
        authorId: entry.authorId ?? null,
        body: entry.text ?? null,
        channel: entry.channel ?? null,
        itemType: entry.item?.type ?? null,
        itemId: entry.item?.id ?? null,
        createdAt: at,
      }),
    )
    .returning();
  if (!row) throw new Error("case event insert returned no row");
  return { ...row, data, body: entry.text ?? null };
}

/** The state a case takes when its client writes: back to the team, reopened if resolved. */
function stateWhenClientWrites(row: CaseRow): CaseRow["state"] {
  if (row.state === "new" || row.state === "in_progress") return row.state;
  return row.assigneeId ? "in_progress" : "new";
}

/**
 * The client wrote again in their open (or lately resolved) case, by any way: its priority
 * may rise, never fall; it goes back to the team (reopened if resolved, said in the thread);
 * the client waits from now unless they were waiting already. Returns the new priority.
 */
export async function clientWroteAgain(
  tx: Db,
  cipher: Pick<FieldCipher, "encrypt" | "blindIndex">,
  existing: CaseRow,
  urgency: Urgency,
  now: Date,
  keys: { phoneKey: string | null; emailKey: string | null } = { phoneKey: null, emailKey: null },
): Promise<Priority> {
  const raised = higherPriority(existing.priority, urgency.priority);
  const state = stateWhenClientWrites(existing);
  await tx
    .update(cases)
    .set({
      priority: raised,
      state,
      resolvedAt: null,
      waitingSince: existing.waitingSince ?? now,
      ...crisisWait(existing, urgency, now),
      lastActivityAt: now,
      // A contact who later leaves the other way of reaching them is known by both.
      phoneKey: existing.clientUserId ? null : (existing.phoneKey ?? keys.phoneKey),
      emailKey: existing.clientUserId ? null : (existing.emailKey ?? keys.emailKey),
      updatedAt: now,
    })
    .where(eq(cases.id, existing.id));
  if (state !== existing.state) {
    await recordCaseEvent(tx, cipher, existing.id, now, {
      kind: "event",
      code: "state",
      data: { from: existing.state, to: state },
    });
  }
  return raised;
}

export async function fileIntoCase(
  tx: Db,
  deps: { cipher: FieldCipher; now: () => Date },
  client: CaseClient,
  urgency: Urgency,
  entry: FiledEntry,
): Promise<FiledCase> {
  const now = deps.now();
  const keys = contactKeys(deps.cipher, client);
  const identity = identityOf(deps.cipher, client);
  const existing = identity ? await findClientCase(tx, identity, now) : undefined;

  if (!existing) {
    const [created] = await tx
      .insert(cases)
      .values({
        region: client.region,
        clientUserId: client.userId,
        phoneKey: client.userId ? null : keys.phoneKey,
        emailKey: client.userId ? null : keys.emailKey,
        state: "new",
        priority: urgency.priority,
        waitingSince: now,
        ...crisisWait(null, urgency, now),
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error("case insert returned no row");
    await recordCaseEvent(tx, deps.cipher, created.id, now, { kind: "event", code: "opened" });
    await recordCaseEvent(tx, deps.cipher, created.id, now, entry);
    return {
      id: created.id,
      region: created.region,
      assigneeId: null,
      opened: true,
      priority: urgency.priority,
    };
  }

  const raised = await clientWroteAgain(tx, deps.cipher, existing, urgency, now, keys);
  await recordCaseEvent(tx, deps.cipher, existing.id, now, entry);
  return {
    id: existing.id,
    region: existing.region,
    assigneeId: existing.assigneeId,
    opened: false,
    priority: raised,
  };
}
