/**
 * Items that arrived while no admin existed (or whose admin's account was deleted) wait
 * with admin_id null. Once an admin exists this hands them out with the usual rule
 * (region first, then the lightest load), oldest first. Call it after provisioning an
 * admin; it is safe to call at any time and answers how many items it assigned.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { AppDeps } from "../../deps";
import {
  applicationNotifications,
  contactMessages,
  messageNotifications,
  serviceApplications,
} from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { adminLoads, pickAdmin } from "./choose-admin";
import { publishInboxChange } from "./publish-inbox-change";

type Deps = Pick<AppDeps, "db" | "bus" | "logger" | "now">;

interface Waiting {
  type: "application" | "message";
  id: string;
  recordId: string;
  region: Region | null;
  open: boolean;
  createdAt: Date;
}

async function waitingItems(deps: Deps): Promise<Waiting[]> {
  const applications = await deps.db
    .select({
      id: applicationNotifications.id,
      recordId: serviceApplications.id,
      region: serviceApplications.region,
      status: applicationNotifications.status,
      createdAt: applicationNotifications.createdAt,
    })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .where(isNull(applicationNotifications.adminId));
  const messages = await deps.db
    .select({
      id: messageNotifications.id,
      recordId: contactMessages.id,
      region: contactMessages.region,
      status: messageNotifications.status,
      createdAt: messageNotifications.createdAt,
    })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(isNull(messageNotifications.adminId));
  return [
    ...applications.map((row) => ({ ...row, type: "application" as const, open: row.status !== "reviewed" })),
    ...messages.map((row) => ({ ...row, type: "message" as const, open: row.status !== "reviewed" })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function assignUnassignedItems(deps: Deps): Promise<number> {
  const loads = await adminLoads(deps.db);
  if (loads.length === 0) return 0;
  const waiting = await waitingItems(deps);
  const now = deps.now();
  const assignedTo = new Set<string>();
  let assigned = 0;
  for (const item of waiting) {
    const adminId = pickAdmin(loads, item.region);
    if (!adminId) break;
    const table = item.type === "application" ? applicationNotifications : messageNotifications;
    // Only if still waiting: another instance may have assigned it meanwhile.
    const updated = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(table)
        .set({ adminId, updatedAt: now })
        .where(and(eq(table.id, item.id), isNull(table.adminId)))
        .returning({ id: table.id });
      if (rows.length === 0) return false;
      await recordAudit(tx, now, {
        actorId: null,
        action: "assigned",
        entityType: item.type,
        entityId: item.recordId,
        details: { item_id: item.id, admin_id: adminId },
      });
      return true;
    });
    if (!updated) continue;
    assigned += 1;
    assignedTo.add(adminId);
    const load = loads.find((admin) => admin.userId === adminId);
    if (load && item.open) load.openItems += 1;
  }
  await publishInboxChange(deps, [...assignedTo]);
  return assigned;
}
