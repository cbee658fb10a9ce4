/**
 * A navigator corrects the triage's priority of an item; who and when are kept on the item
 * and in the audit log. The case's priority is then the highest of its items again.
 */
import { eq } from "drizzle-orm";
import type { Priority } from "@shared/constants";
import { highestPriority } from "@shared/domain/priority";
import type { InboxItemParams } from "@shared/api/inbox";
import type { CaseSummary } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { applicationNotifications, cases, messageNotifications } from "../../db/schema";
import { recordAudit } from "../../audit/record-audit";
import { publishCaseChange, type Navigator } from "../cases/case-team";
import { caseSummaryFor } from "../cases/case-summaries";
import { auditTargetOf, findTeamItem } from "./find-team-item";
import { notificationTable } from "./notification-table";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now">;

async function highestOfItems(tx: Db, caseId: string): Promise<Priority> {
  const priorities = [
    ...(await tx
      .select({ priority: applicationNotifications.priority })
      .from(applicationNotifications)
      .where(eq(applicationNotifications.caseId, caseId))),
    ...(await tx
      .select({ priority: messageNotifications.priority })
      .from(messageNotifications)
      .where(eq(messageNotifications.caseId, caseId))),
  ].map((row) => row.priority);
  return highestPriority(priorities);
}

export async function overridePriority(
  deps: Deps,
  navigator: Navigator,
  params: InboxItemParams,
  priority: Priority,
): Promise<CaseSummary> {
  const item = await findTeamItem(deps.db, navigator, params);
  const now = deps.now();
  const table = notificationTable(params.type);
  const target = auditTargetOf(item);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ priority, priorityOverriddenBy: navigator.id, priorityOverriddenAt: now, updatedAt: now })
      .where(eq(table.id, params.id));
    await tx
      .update(cases)
      .set({ priority: await highestOfItems(tx, item.case.id), updatedAt: now })
      .where(eq(cases.id, item.case.id));
    await recordAudit(tx, now, {
      actorId: navigator.id,
      action: "priority_changed",
      ...target,
      details: { ...target.details, from: item.notification.priority, to: priority },
    });
  });
  await publishCaseChange(deps, item.case.region, item.case.id);
  return caseSummaryFor(deps, item.case.id);
}
