/** The assigned admin marks an item reviewed (spec section 4: new becomes reviewed, updated_at set). */
import { and, eq } from "drizzle-orm";
import type { InboxItem, InboxItemParams } from "@shared/api/inbox";
import type { AppDeps } from "../../deps";
import { recordAudit } from "../audit/record-audit";
import { auditTargetOf, findOwnedItem, listItemOf } from "./find-owned-item";
import { notificationTable } from "./notification-table";
import { publishInboxChange } from "./publish-inbox-change";

type Deps = Pick<AppDeps, "db" | "bus" | "logger" | "now">;

export async function reviewInboxItem(
  deps: Deps,
  adminId: string,
  params: InboxItemParams,
): Promise<InboxItem> {
  const owned = await findOwnedItem(deps.db, adminId, params);
  const now = deps.now();
  const table = notificationTable(params.type);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ status: "reviewed", updatedAt: now })
      .where(and(eq(table.id, params.id), eq(table.adminId, adminId)));
    await recordAudit(tx, now, { actorId: adminId, action: "reviewed", ...auditTargetOf(owned) });
  });
  await publishInboxChange(deps, [adminId]);
  return listItemOf(await findOwnedItem(deps.db, adminId, params));
}
