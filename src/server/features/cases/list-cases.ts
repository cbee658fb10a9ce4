/**
 * The workspace list: the cases of the navigator's team, searched and filtered. Most
 * urgent first, then the client who has waited longest; the overdue view puts the oldest
 * wait first. A search finds a case by number, by the client's phone or e-mail (the blind
 * index of an anonymous contact, or what the client wrote on a form or account), or by
 * name.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { CASE_OVERDUE_AFTER_MS } from "@shared/constants";
import type { CaseListQuery, CaseListResponse } from "@shared/api/cases";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import type { AppDeps } from "../../deps";
import {
  applicationNotifications,
  cases,
  contactMessages,
  messageNotifications,
  serviceApplications,
  user,
} from "../../db/schema";
import { visibleTo, type Navigator } from "./case-team";
import { contactKeys } from "./file-into-case";
import { summarise } from "./case-summaries";

export const CASE_LIST_MAX = 200;

/** drizzle's exists() leaves a raw subquery unbracketed. */
const exists = (subquery: SQL) => sql`exists (${subquery})`;

const rank = sql`case ${cases.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

/** A condition on the case's items' rows (applications and contact messages). */
function anyItem(applicationWhere: SQL, messageWhere: SQL): SQL {
  return or(
    exists(
      sql`select 1 from ${applicationNotifications} join ${serviceApplications}
        on ${serviceApplications.id} = ${applicationNotifications.applicationId}
        where ${applicationNotifications.caseId} = ${cases.id} and ${applicationWhere}`,
    ),
    exists(
      sql`select 1 from ${messageNotifications} join ${contactMessages}
        on ${contactMessages.id} = ${messageNotifications.messageId}
        where ${messageNotifications.caseId} = ${cases.id} and ${messageWhere}`,
    ),
  )!;
}

function accountMatches(where: SQL): SQL {
  return exists(sql`select 1 from ${user} where ${user.id} = ${cases.clientUserId} and ${where}`);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function searchCondition(deps: Pick<AppDeps, "cipher">, q: string): SQL {
  const conditions: SQL[] = [];
  const number = /^#?(\d{1,9})$/.exec(q);
  if (number) conditions.push(eq(cases.number, Number(number[1])));
  const phone = normaliseUgandanPhone(q);
  if (phone) {
    const { phoneKey } = contactKeys(deps.cipher, { userId: null, phone, email: null, region: null });
    conditions.push(
      eq(cases.phoneKey, phoneKey!),
      anyItem(eq(serviceApplications.phone, phone), eq(contactMessages.phone, phone)),
      accountMatches(eq(user.phoneNumber, phone)),
    );
  }
  if (q.includes("@")) {
    const email = q.toLowerCase();
    const { emailKey } = contactKeys(deps.cipher, { userId: null, phone: null, email, region: null });
    conditions.push(
      eq(cases.emailKey, emailKey!),
      anyItem(
        sql`lower(${serviceApplications.email}) = ${email}`,
        sql`lower(${contactMessages.email}) = ${email}`,
      ),
      accountMatches(sql`lower(${user.email}) = ${email}`),
    );
  }
  if (!number && !phone && !q.includes("@")) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      anyItem(ilike(serviceApplications.fullName, pattern), ilike(contactMessages.name, pattern)),
      accountMatches(ilike(user.name, pattern)),
    );
  }
  return or(...conditions)!;
}

/** Past its time: waiting on the team longer than its priority allows. */
export function overdueCondition(now: Date): SQL {
  const limits = Object.entries(CASE_OVERDUE_AFTER_MS).map(([priority, ms]) =>
    and(eq(cases.priority, priority as never), sql`${cases.waitingSince} < ${new Date(now.getTime() - ms)}`),
  );
  return and(inArray(cases.state, ["new", "in_progress"]), or(...limits))!;
}

export async function listCases(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  navigator: Navigator,
  query: CaseListQuery,
): Promise<CaseListResponse> {
  const now = deps.now();
  const team = visibleTo(navigator);
  const filters: (SQL | undefined)[] = [team];
  if (query.state === "open") filters.push(ne(cases.state, "resolved"));
  else if (query.state) filters.push(eq(cases.state, query.state));
  if (query.priority) filters.push(eq(cases.priority, query.priority));
  if (query.region) filters.push(eq(cases.region, query.region));
  if (query.assignee === "me") filters.push(eq(cases.assigneeId, navigator.id));
  if (query.assignee === "unassigned") filters.push(isNull(cases.assigneeId));
  if (query.service) {
    filters.push(
      exists(
        sql`select 1 from ${applicationNotifications} join ${serviceApplications}
          on ${serviceApplications.id} = ${applicationNotifications.applicationId}
          where ${applicationNotifications.caseId} = ${cases.id} and ${serviceApplications.serviceType} = ${query.service}`,
      ),
    );
  }
  if (query.q) filters.push(searchCondition(deps, query.q));
  const overdueOnly = query.overdue === "true";
  if (overdueOnly) filters.push(overdueCondition(now));

  const rows = await deps.db
    .select()
    .from(cases)
    .where(and(...filters))
    .orderBy(
      ...(overdueOnly
        ? [asc(cases.waitingSince)]
        : [desc(rank), sql`${cases.waitingSince} asc nulls last`, desc(cases.lastActivityAt)]),
      asc(cases.number),
    )
    .limit(CASE_LIST_MAX);
  const [overdue] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(cases)
    .where(and(team, overdueCondition(now)));
  return { cases: await summarise(deps.db, rows, now), overdue_count: Number(overdue?.count ?? 0) };
}
