/**
 * A navigator of the case's team moves an application along (submitted, in review, approved,
 * scheduled, completed, declined). The change joins the status history with the
 * navigator's note, and the client gets a discreet in-app notification: no service or
 * health words, since it may show on a shared phone or a lock screen.
 */
import { eq } from "drizzle-orm";
import type { ApplicationStatus } from "@shared/constants";
import type { ApplicationStatusChangeBody } from "@shared/api/inbox";
import type { CaseSummary } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import { applicationStatusHistory, serviceApplications } from "../../db/schema";
import { recordAudit } from "../../audit/record-audit";
import { publishCaseChange, type Navigator } from "../cases/case-team";
import { caseSummaryFor } from "../cases/case-summaries";
import { auditTargetOf, findTeamItem } from "./find-team-item";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify">;

export const STATUS_UPDATE_NOTIFICATION = {
  title: "Your request was updated",
  message: "There is an update on your request. Open the app to see it.",
} as const;

export async function changeApplicationStatus(
  deps: Deps,
  navigator: Navigator,
  itemId: string,
  body: ApplicationStatusChangeBody,
): Promise<CaseSummary> {
  const item = await findTeamItem(deps.db, navigator, { type: "application", id: itemId });
  if (item.type !== "application") throw new Error("expected an application item");
  const { application } = item;
  const adminId = navigator.id;
  const from: ApplicationStatus = application.status;
  // A retry of the same change (the offline queue) changes nothing and tells no one twice.
  if (from === body.status && body.note === null) return caseSummaryFor(deps, item.case.id);

  const now = deps.now();
  const target = auditTargetOf(item);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(serviceApplications)
      .set({ status: body.status, updatedAt: now })
      .where(eq(serviceApplications.id, application.id));
    await tx.insert(applicationStatusHistory).values({
      applicationId: application.id,
      status: body.status,
      note: deps.cipher.encryptOptional(body.note),
      changedBy: adminId,
      createdAt: now,
    });
    await recordAudit(tx, now, {
      actorId: adminId,
      action: "status_changed",
      ...target,
      details: { ...target.details, from, to: body.status },
    });
  });

  await deps.notify({
    userId: application.userId,
    type: "application",
    ...STATUS_UPDATE_NOTIFICATION,
    data: { application_id: application.id, status: body.status },
  });
  await publishCaseChange(deps, item.case.region, item.case.id);
  try {
    await deps.bus.publish({ kind: "application", userIds: [application.userId] });
  } catch (error) {
    deps.logger.warn({ err: error }, "application change event not published");
  }
  return caseSummaryFor(deps, item.case.id);
}
