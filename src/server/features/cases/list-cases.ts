/**
 * The workspace list: the cases of the navigator's team, searched and filtered. Most
 * urgent first, then the client who has waited longest; the overdue view puts the oldest
 * wait first. A search finds a case by number, by the client's phone or e-mail, or by
 * every word of a name. What the client left on forms is encrypted: it is found through
 * keyed blind indexes (the case's, and each item's), never read in clear by SQL; the
 * account's own name, number and address are Better Auth's, in clear (decision 064).
 */
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { CASE_OVERDUE_AFTER_MS } from "@shared/constants";
import { CASE_PAGE_SIZE, type CaseListQuery, type CaseListResponse } from "@shared/api/cases";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import type { AppDeps } from "../../deps";
import {
  CASE_PRIORITY_RANK,
  applicationNotifications,
  caseNameKeys,
  cases,
  contactMessages,
  messageNotifications,
  serviceApplications,
  user,
} from "../../db/schema";
import type { FieldCipher } from "../../security/encryption";
import { contactLookups, nameLookups, nameTokens } from "../../security/search-keys";
import { SEALED, open } from "../../security/sealed-tables";
import { teamRegionList, visibleTo, type Navigator } from "./case-team";
import { summarise } from "./case-summaries";

/** The cases whose items (applications and contact messages) have a row matching these conditions. */
function casesOfItems(applicationWhere: SQL, messageWhere: SQL): SQL[] {
  return [
    sql`select ${applicationNotifications.caseId} from ${applicationNotifications}
      join ${serviceApplications} on ${serviceApplications.id} = ${applicationNotifications.applicationId}
      where ${applicationWhere}`,
    sql`select ${messageNotifications.caseId} from ${messageNotifications}
      join ${contactMessages} on ${contactMessages.id} = ${messageNotifications.messageId}
      where ${messageWhere}`,
  ];
}

/** The cases of the client accounts matching this condition. */
function casesOfAccounts(where: SQL): SQL {
  return sql`select ${cases.id} from ${cases} join ${user} on ${user.id} = ${cases.clientUserId} where ${where}`;
}

/**
 * The team's cases with a request or message whose name bears every word of the search:
 * for each group of nameLookups (a word alone, or a pair of words), the cases under one of
 * its indexes, read from case_name_keys' primary key alone, then intersected.
 */
function casesNamed(groups: string[][], teamRegions: SQL | undefined): SQL {
  const inTeam = teamRegions ? sql` and ${caseNameKeys.region} = any(${teamRegions})` : sql``;
  const perGroup = groups.map(
    (indexes) =>
      sql`select ${caseNameKeys.caseId} from ${caseNameKeys} where ${inArray(caseNameKeys.nameKey, indexes)}${inTeam}`,
  );
  return sql`select named.case_id from (${sql.join(perGroup, sql` intersect `)}) as named`;
}

/**
 * Every word of the search begins a word of the account's name, through the full-text
 * index on it ("nak ssem" finds Nakato Ssempijja). The words are letters and digits only
 * (nameTokens), so they are safe in a tsquery.
 */
function accountNameHasEveryWord(q: string): SQL | null {
  const words = nameTokens(q);
  if (words.length === 0) return null;
  const query = words.map((word) => `${word}:*`).join(" & ");
  return sql`to_tsvector('simple', ${user.name}) @@ to_tsquery('simple', ${query})`;
}

/**
 * What a search looks up: the ids of the cases that any of its lookups finds (a column
 * `id`), or null when the search can find nothing. A union of lookups, each on its own
 * index (the case number, the blind indexes of a phone, an e-mail or the words of a name
 * on the case and its items, the account's phone, address and name), so a search reads
 * what it finds, never every case.
 */
export function searchLookup(
  deps: Pick<AppDeps, "cipher">,
  q: string,
  { navigator, namesByPairs }: { navigator?: Navigator; namesByPairs: boolean },
): SQL | null {
  const lookups: SQL[] = [];
  const number = /^#?(\d{1,9})$/.exec(q);
  if (number)
    lookups.push(sql`select ${cases.id} from ${cases} where ${eq(cases.number, Number(number[1]))}`);
  const phone = normaliseUgandanPhone(q);
  if (phone) {
    const keys = contactLookups(deps.cipher, "phone", phone);
    lookups.push(
      sql`select ${cases.id} from ${cases} where ${inArray(cases.phoneKey, keys)}`,
      ...casesOfItems(inArray(serviceApplications.phoneKey, keys), inArray(contactMessages.phoneKey, keys)),
      casesOfAccounts(eq(user.phoneNumber, phone)),
    );
  }
  if (q.includes("@")) {
    const keys = contactLookups(deps.cipher, "email", q);
    lookups.push(
      sql`select ${cases.id} from ${cases} where ${inArray(cases.emailKey, keys)}`,
      ...casesOfItems(inArray(serviceApplications.emailKey, keys), inArray(contactMessages.emailKey, keys)),
      casesOfAccounts(sql`lower(${user.email}) = ${q.toLowerCase()}`),
    );
  }
  const names = nameLookups(deps.cipher, q, namesByPairs);
  const accountName = accountNameHasEveryWord(q);
  if (!number && !phone && !q.includes("@") && names.length > 0 && accountName) {
    lookups.push(casesNamed(names, navigator && teamRegionList(navigator)), casesOfAccounts(accountName));
  }
  if (lookups.length === 0) return null;
  return sql`select found.id from (${sql.join(lookups, sql` union `)}) as found(id)`;
}

/**
 * The condition "found by this search", with the ids looked up first. Given the ids, the
 * planner reads the cases by their key; given the lookup as a subquery, it guessed the
 * intersection of a name's words at 40,000 rows and read every case of the team (700 ms
 * at national scale against 308 found; docs/benchmarks.md).
 */
async function foundBy(
  deps: Pick<AppDeps, "db" | "cipher" | "nameKeysForm">,
  q: string,
  navigator: Navigator,
): Promise<SQL> {
  const namesByPairs = await deps.nameKeysForm.pairsReady();
  const lookup = searchLookup(deps, q, { navigator, namesByPairs });
  if (!lookup) return sql`false`;
  const { rows } = (await deps.db.execute(lookup)) as { rows: { id: string }[] };
  return rows.length > 0
    ? sql`${cases.id} = any(${sql.param(rows.map((row) => row.id))}::uuid[])`
    : sql`false`;
}

/**
 * The team's cases with an application for this service. The service is encrypted (it
 * tells HIV status), and an index of four values would be a label under another name: the
 * team's applications are decrypted here instead (decision 064).
 */
async function casesAskingFor(
  deps: { db: AppDeps["db"]; cipher: FieldCipher },
  team: SQL | undefined,
  service: string,
): Promise<string[]> {
  const rows = await deps.db
    .select({ caseId: applicationNotifications.caseId, serviceType: serviceApplications.serviceType })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .innerJoin(cases, eq(cases.id, applicationNotifications.caseId))
    .where(team);
  const ids = rows
    .map((row) => open(deps.cipher, SEALED.serviceApplications, row))
    .filter((row) => row.serviceType === service)
    .map((row) => row.caseId);
  return [...new Set(ids)];
}

/** Past its time: waiting on the team longer than its priority allows. */
export function overdueCondition(now: Date): SQL {
  const limits = Object.entries(CASE_OVERDUE_AFTER_MS).map(([priority, ms]) =>
    and(eq(cases.priority, priority as never), sql`${cases.waitingSince} < ${new Date(now.getTime() - ms)}`),
  );
  return and(inArray(cases.state, ["new", "in_progress"]), or(...limits))!;
}

/** The conditions of a list: the team's cases, narrowed by the query's filters and search. */
async function listConditions(
  deps: Pick<AppDeps, "db" | "cipher" | "nameKeysForm">,
  navigator: Navigator,
  team: SQL | undefined,
  query: CaseListQuery,
  now: Date,
): Promise<SQL | undefined> {
  const filters: (SQL | undefined)[] = [team];
  if (query.state === "open") filters.push(ne(cases.state, "resolved"));
  else if (query.state) filters.push(eq(cases.state, query.state));
  if (query.priority) filters.push(eq(cases.priority, query.priority));
  if (query.region) filters.push(eq(cases.region, query.region));
  if (query.assignee === "me") filters.push(eq(cases.assigneeId, navigator.id));
  if (query.assignee === "unassigned") filters.push(isNull(cases.assigneeId));
  if (query.service) {
    const asking = await casesAskingFor(deps, team, query.service);
    filters.push(asking.length > 0 ? inArray(cases.id, asking) : sql`false`);
  }
  if (query.q) filters.push(await foundBy(deps, query.q, navigator));
  if (query.overdue === "true") filters.push(overdueCondition(now));
  return and(...filters);
}

export async function listCases(
  deps: Pick<AppDeps, "db" | "cipher" | "now" | "nameKeysForm">,
  navigator: Navigator,
  query: CaseListQuery,
): Promise<CaseListResponse> {
  const now = deps.now();
  const team = visibleTo(navigator);
  const page = query.page ?? 1;
  const count = (where: SQL | undefined) =>
    deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(cases)
      .where(where)
      .then(([row]) => Number(row?.count ?? 0));
  const listed = async (where: SQL | undefined) => {
    const rows = await deps.db
      .select()
      .from(cases)
      .where(where)
      .orderBy(
        ...(query.overdue === "true"
          ? [asc(cases.waitingSince)]
          : [
              desc(CASE_PRIORITY_RANK),
              sql`${cases.waitingSince} asc nulls last`,
              desc(cases.lastActivityAt),
            ]),
        asc(cases.number),
      )
      // Pages, never a cut: a flood of cases cannot push a client's off the list (decision 065).
      .limit(CASE_PAGE_SIZE)
      .offset((page - 1) * CASE_PAGE_SIZE);
    return summarise(deps, rows, now);
  };
  // On PostgreSQL each statement below runs on a connection of its own, so a list's time is
  // its longest path rather than the sum: the team's overdue count (the same whatever the
  // list) is read while a search looks its cases up, and the page, what it shows of each
  // case, and its total are read side by side.
  const [[summaries, total], overdue] = await Promise.all([
    listConditions(deps, navigator, team, query, now).then((where) =>
      Promise.all([listed(where), count(where)]),
    ),
    count(and(team, overdueCondition(now))),
  ]);
  return {
    cases: summaries,
    overdue_count: overdue,
    total,
    page,
    page_size: CASE_PAGE_SIZE,
  };
}
