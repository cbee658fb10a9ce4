/** The assigned admin corrects the triage's priority; who and when are kept on the item and in the audit log. */
import { and, eq } from "drizzle-orm";
import type { Priority } from "@shared/constants";
import type { InboxItem, InboxItemParams } from "@shared/api/inbox";
import type { AppDeps } from "../../deps";
import { recordAudit } from "../audit/record-audit";
import { auditTargetOf, findOwnedItem, listItemOf } from "./find-owned-item";
import { notificationTable } from "./notification-table";
import { publishInboxChange } from "./publish-inbox-change";

type Deps = Pick<AppDeps, "db" | "bus" | "logger" | "now">;

export async function overridePriority(
  deps: Deps,
  adminId: string,
  params: InboxItemParams,
  priority: Priority,
): Promise<InboxItem> {
  const owned = await findOwnedItem(deps.db, adminId, params);
  const now = deps.now();
  const table = notificationTable(params.type);
  const target = auditTargetOf(owned);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ priority, priorityOverriddenBy: adminId, priorityOverriddenAt: now, updatedAt: now })
      .where(and(eq(table.id, params.id), eq(table.adminId, adminId)));
    await recordAudit(tx, now, {
      actorId: adminId,
      action: "priority_changed",
      ...target,
      details: { ...target.details, from: owned.notification.priority, to: priority },
    });
  });
  await publishInboxChange(deps, [adminId]);
  return listItemOf(await findOwnedItem(deps.db, adminId, params));
}
