/**
 * Who answers a new item: an admin of the item's region, else any admin; among several,
 * the one with the fewest open (status new) items, then the longest-serving, so the choice
 * is fair and repeatable. No admin at all: null, and the item waits (assignUnassignedItems).
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { Db } from "../../db/client";
import { applicationNotifications, messageNotifications, userProfiles } from "../../db/schema";

export interface AdminLoad {
  userId: string;
  region: Region | null;
  openItems: number;
}

/** Every admin with their count of open items, longest-serving first. */
export async function adminLoads(db: Db): Promise<AdminLoad[]> {
  const openApplications = sql<number>`(select count(*) from ${applicationNotifications}
    where ${applicationNotifications.adminId} = ${userProfiles.userId}
      and ${applicationNotifications.status} <> 'reviewed')`;
  const openMessages = sql<number>`(select count(*) from ${messageNotifications}
    where ${messageNotifications.adminId} = ${userProfiles.userId}
      and ${messageNotifications.status} <> 'reviewed')`;
  const rows = await db
    .select({
      userId: userProfiles.userId,
      region: userProfiles.region,
      openItems: sql<number>`(${openApplications} + ${openMessages})::int`,
    })
    .from(userProfiles)
    .where(eq(userProfiles.role, "admin"))
    .orderBy(asc(userProfiles.createdAt), asc(userProfiles.userId));
  return rows.map((row) => ({ ...row, openItems: Number(row.openItems) }));
}

/** Pure choice over the loads, so the rule reads in one place. */
export function pickAdmin(loads: readonly AdminLoad[], region: Region | null): string | null {
  const inRegion = region ? loads.filter((admin) => admin.region === region) : [];
  const candidates = inRegion.length > 0 ? inRegion : loads;
  let best: AdminLoad | undefined;
  for (const admin of candidates) if (!best || admin.openItems < best.openItems) best = admin;
  return best?.userId ?? null;
}

export async function chooseAdmin(db: Db, region: Region | null): Promise<string | null> {
  return pickAdmin(await adminLoads(db), region);
}
