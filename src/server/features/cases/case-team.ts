/**
 * Who shares a case: the admins of its region. A national admin (no region) is on every
 * team; a case with no region, or in a region that has no admin yet, is every admin's, so
 * nothing waits unseen (docs/decisions/054-cases.md).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { REGIONS, type Region } from "@shared/constants";
import type { Db } from "../../db/client";
import { cases, user, userProfiles } from "../../db/schema";
import type { EventBus } from "../../realtime/bus";
import type { Logger } from "../../logger";
import type { Notify } from "../notifications/create-notification";

export interface Navigator {
  id: string;
  name: string;
  region: Region | null;
}

export async function loadNavigator(db: Db, userId: string): Promise<Navigator> {
  const [row] = await db
    .select({ id: user.id, name: user.name, region: userProfiles.region })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Error("navigator not found");
  return row;
}

/** The regions whose cases a regional navigator's team shares: theirs, none ('') and any with no admin. */
function teamRegions(region: Region): SQL {
  const every = sql.join(
    REGIONS.map((one) => sql`${one}`),
    sql`, `,
  );
  return sql`select ${region}::text union all select ''
    union all select r from unnest(array[${every}]::text[]) r
      where not exists (select 1 from ${userProfiles} p where p.role = 'admin' and p.region = r)`;
}

/**
 * The SQL condition "this case is on the navigator's team". One comparison with a list
 * worked out once per statement, so an index on coalesce(region, '') serves it (counting a
 * team's open cases at national scale reads the index alone; npm run bench:scale).
 */
export function visibleTo(navigator: Navigator): SQL | undefined {
  const regions = teamRegionList(navigator);
  return regions && sql`coalesce(${cases.region}, '') = any(${regions})`;
}

/** The team's regions as an SQL array ('' for no region); none for a national navigator, who sees all. */
export function teamRegionList(navigator: Navigator): SQL | undefined {
  return navigator.region === null ? undefined : sql`array(${teamRegions(navigator.region)})`;
}

/** The admins who share a case in this region, longest-serving first. */
export async function teamOf(db: Db, region: Region | null): Promise<Navigator[]> {
  const admins = await db
    .select({ id: user.id, name: user.name, region: userProfiles.region })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.userId))
    .where(eq(userProfiles.role, "admin"))
    .orderBy(userProfiles.createdAt, userProfiles.userId);
  if (region === null) return admins;
  const inRegion = admins.filter((admin) => admin.region === region || admin.region === null);
  return admins.some((admin) => admin.region === region) ? inRegion : admins;
}

/** The admin of the case's team with this id (a hand-off target), if there is one. */
export async function teammate(
  db: Db,
  region: Region | null,
  userId: string,
): Promise<Navigator | undefined> {
  return (await teamOf(db, region)).find((admin) => admin.id === userId);
}

/**
 * Tells the team's open workspaces that a case changed. A lost event only delays a
 * refresh, so a failure is logged and never fails the request that made the change.
 */
export async function publishCaseChange(
  deps: { db: Db; bus: EventBus; logger: Logger },
  region: Region | null,
  caseId: string,
): Promise<void> {
  try {
    const team = await teamOf(deps.db, region);
    await deps.bus.publish({
      kind: "inbox",
      userIds: team.map((admin) => admin.id),
      data: { id: caseId, type: "case", change: "updated" },
    });
  } catch (error) {
    deps.logger.warn({ err: error }, "case change event not published");
  }
}

/**
 * A client wrote: the team's workspaces refresh, and devices get a (neutral) push — the
 * whole team's for a new, unassigned or urgent case (the assignee may be off), else the
 * assignee's.
 */
export async function announceClientWriting(
  deps: { db: Db; bus: EventBus; logger: Logger; notify: Notify },
  filed: { id: string; region: Region | null; assigneeId: string | null; opened: boolean; priority: string },
  item: { type: "application" | "message"; id: string },
): Promise<void> {
  const team = await teamOf(deps.db, filed.region);
  const everyone = filed.opened || filed.priority === "urgent" || filed.assigneeId === null;
  const recipients = everyone ? team.map((admin) => admin.id) : [filed.assigneeId as string];
  for (const adminId of recipients) {
    await deps.notify.inboxItem({ adminId, type: item.type, id: item.id, caseId: filed.id });
  }
  await publishCaseChange(deps, filed.region, filed.id);
}
