/**
 * Case rows made into the workspace's summaries: the client's name, the services and
 * sources of the case's items, the assignee, how long the client has waited and whether
 * that is too long. Items are read in one query per table for the whole page of cases.
 */
import { and, eq, gt, gte, inArray, isNull, or } from "drizzle-orm";
import { CASE_OVERDUE_AFTER_MS, SERVICE_TYPES, type ServiceType } from "@shared/constants";
import type { CaseSummary } from "@shared/api/cases";
import type { ContactSource } from "@shared/api/contact";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, open } from "../../security/sealed-tables";
import {
  applicationNotifications,
  caseEvents,
  cases,
  isCaseMark,
  liveChats,
  contactMessages,
  messageNotifications,
  serviceApplications,
  user,
} from "../../db/schema";

export type CaseRow = typeof cases.$inferSelect;

/** What reading cases needs: the database, and the key to the names and services on their items. */
export interface CaseReadDeps {
  db: Db;
  cipher: FieldCipher;
}

interface CaseFacts {
  names: string[];
  services: Set<ServiceType>;
  sources: Set<ContactSource>;
  newItems: number;
  liveChat: boolean;
  noContact: boolean;
  possibleFlood: boolean;
}

/** Is the client waiting longer than the case's priority allows? */
export function isOverdue(row: Pick<CaseRow, "priority" | "state" | "waitingSince">, now: Date): boolean {
  const limit = CASE_OVERDUE_AFTER_MS[row.priority];
  if (limit === undefined || row.waitingSince === null) return false;
  if (row.state === "resolved" || row.state === "waiting") return false;
  return now.getTime() - row.waitingSince.getTime() > limit;
}

/**
 * The marks a list shows of these cases: a client's wish not to be contacted about the
 * latest crisis (decision 058), and a case the server opened for a flood of refused writes,
 * which is no client's (decision 065). Read from the few events with those codes alone
 * (case_events_marks_idx), not from every event of the page's cases.
 */
export function caseMarks(db: Db, caseIds: string[]) {
  return db
    .select({ caseId: caseEvents.caseId, code: caseEvents.code })
    .from(caseEvents)
    .innerJoin(cases, eq(cases.id, caseEvents.caseId))
    .where(
      and(
        inArray(caseEvents.caseId, caseIds),
        isCaseMark(caseEvents.code),
        or(
          // A wish about one crisis: a later crisis asks the question again.
          and(
            eq(caseEvents.code, "contact_declined"),
            or(isNull(cases.crisisSince), gte(caseEvents.createdAt, cases.crisisSince)),
          ),
          eq(caseEvents.code, "possible_flood"),
        ),
      ),
    );
}

async function factsOf(
  { db, cipher }: CaseReadDeps,
  caseIds: string[],
  now: Date,
): Promise<Map<string, CaseFacts>> {
  const facts = new Map<string, CaseFacts>(
    caseIds.map((id) => [
      id,
      {
        names: [],
        services: new Set(),
        sources: new Set(),
        newItems: 0,
        liveChat: false,
        noContact: false,
        possibleFlood: false,
      },
    ]),
  );
  if (caseIds.length === 0) return facts;
  const applications = await db
    .select({
      caseId: applicationNotifications.caseId,
      status: applicationNotifications.status,
      fullName: serviceApplications.fullName,
      serviceType: serviceApplications.serviceType,
    })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .where(inArray(applicationNotifications.caseId, caseIds))
    .orderBy(applicationNotifications.createdAt);
  const messages = await db
    .select({
      caseId: messageNotifications.caseId,
      status: messageNotifications.status,
      name: contactMessages.name,
      source: contactMessages.source,
    })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(inArray(messageNotifications.caseId, caseIds))
    .orderBy(messageNotifications.createdAt);
  // A visitor waiting in a live chat changes what a navigator does first (decision 060).
  const chats = await db
    .select({ caseId: liveChats.caseId })
    .from(liveChats)
    .where(and(inArray(liveChats.caseId, caseIds), isNull(liveChats.endedAt), gt(liveChats.expiresAt, now)));
  const marks = await caseMarks(db, caseIds);
  for (const row of chats) {
    const fact = facts.get(row.caseId);
    if (fact) fact.liveChat = true;
  }
  for (const row of marks) {
    const fact = facts.get(row.caseId);
    if (!fact) continue;
    if (row.code === "contact_declined") fact.noContact = true;
    else fact.possibleFlood = true;
  }
  for (const row of applications.map((stored) => open(cipher, SEALED.serviceApplications, stored))) {
    const fact = facts.get(row.caseId);
    if (!fact) continue;
    fact.names.push(row.fullName);
    fact.services.add(row.serviceType);
    if (row.status !== "reviewed") fact.newItems += 1;
  }
  for (const row of messages.map((stored) => open(cipher, SEALED.contactMessages, stored))) {
    const fact = facts.get(row.caseId);
    if (!fact) continue;
    if (row.name?.trim()) fact.names.push(row.name.trim());
    fact.sources.add(row.source);
    if (row.status !== "reviewed") fact.newItems += 1;
  }
  return facts;
}

async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function summarise(deps: CaseReadDeps, rows: CaseRow[], now: Date): Promise<CaseSummary[]> {
  const facts = await factsOf(
    deps,
    rows.map((row) => row.id),
    now,
  );
  const people = await namesOf(deps.db, [
    ...new Set(
      rows.flatMap((row) => [row.assigneeId, row.clientUserId]).filter((id): id is string => id !== null),
    ),
  ]);
  return rows.map((row) => {
    const fact = facts.get(row.id);
    const clientName =
      (row.clientUserId ? people.get(row.clientUserId) : undefined) ?? fact?.names.at(-1) ?? null;
    return {
      id: row.id,
      number: row.number,
      region: row.region,
      state: row.state,
      priority: row.priority,
      client_name: clientName,
      client_closed: row.clientClosedAt !== null,
      services: SERVICE_TYPES.filter((service) => fact?.services.has(service)),
      sources: [...(fact?.sources ?? [])],
      assignee: row.assigneeId ? { id: row.assigneeId, name: people.get(row.assigneeId) ?? "" } : null,
      opened_at: row.createdAt.toISOString(),
      last_activity_at: row.lastActivityAt.toISOString(),
      waiting_since: row.waitingSince?.toISOString() ?? null,
      overdue: isOverdue(row, now),
      new_items: fact?.newItems ?? 0,
      live_chat: fact?.liveChat ?? false,
      no_contact: fact?.noContact ?? false,
      possible_flood: fact?.possibleFlood ?? false,
    };
  });
}

/** One case's summary, read fresh after a change. */
export async function caseSummaryFor(
  deps: CaseReadDeps & { now: () => Date },
  caseId: string,
): Promise<CaseSummary> {
  const rows = await deps.db.select().from(cases).where(eq(cases.id, caseId));
  const [summary] = await summarise(deps, rows, deps.now());
  if (!summary) throw new Error("case not found");
  return summary;
}
