/**
 * A navigator marks an item reviewed (spec section 4: new becomes reviewed, updated_at
 * set). The case moves on with it — a new case is in progress — and so does what the
 * client sees: a submitted application is now in review.
 */
import { eq } from "drizzle-orm";
import type { InboxItemParams } from "@shared/api/inbox";
import type { CaseSummary } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import { applicationStatusHistory, serviceApplications } from "../../db/schema";
import { recordAudit } from "../../audit/record-audit";
import { changeCaseState, tellClientCaseChanged } from "../cases/case-actions";
import { publishCaseChange, type Navigator } from "../cases/case-team";
import { caseSummaryFor } from "../cases/case-summaries";
import { auditTargetOf, findTeamItem } from "./find-team-item";
import { notificationTable } from "./notification-table";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now">;

export async function reviewInboxItem(
  deps: Deps,
  navigator: Navigator,
  params: InboxItemParams,
): Promise<CaseSummary> {
  const item = await findTeamItem(deps.db, navigator, params);
  const now = deps.now();
  const table = notificationTable(params.type);
  await deps.db.transaction(async (tx) => {
    await tx.update(table).set({ status: "reviewed", updatedAt: now }).where(eq(table.id, params.id));
    await recordAudit(tx, now, { actorId: navigator.id, action: "reviewed", ...auditTargetOf(item) });
    if (item.case.state === "new")
      await changeCaseState(tx, deps.cipher, item.case, "in_progress", navigator.id, now);
    if (item.type === "application" && item.application.status === "submitted") {
      await tx
        .update(serviceApplications)
        .set({ status: "in_review", updatedAt: now })
        .where(eq(serviceApplications.id, item.application.id));
      await tx.insert(applicationStatusHistory).values({
        applicationId: item.application.id,
        status: "in_review",
        changedBy: navigator.id,
        createdAt: now,
      });
    }
  });
  await publishCaseChange(deps, item.case.region, item.case.id);
  await tellClientCaseChanged(deps, item.case);
  if (item.type === "application") {
    try {
      await deps.bus.publish({ kind: "application", userIds: [item.application.userId] });
    } catch (error) {
      deps.logger.warn({ err: error }, "application change event not published");
    }
  }
  return caseSummaryFor(deps, item.case.id);
}
