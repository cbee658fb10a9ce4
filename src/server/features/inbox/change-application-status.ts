/**
 * The assigned admin moves an application along (submitted, in review, approved,
 * scheduled, completed, declined). The change joins the status history with the
 * navigator's note, and the client gets a discreet in-app notification: no service or
 * health words, since it may show on a shared phone or a lock screen.
 */
import { eq } from "drizzle-orm";
import type { ApplicationStatus } from "@shared/constants";
import type { ApplicationStatusChangeBody, InboxItem } from "@shared/api/inbox";
import type { AppDeps } from "../../deps";
import { applicationStatusHistory, serviceApplications } from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { auditTargetOf, findOwnedItem, listItemOf } from "./find-owned-item";
import { publishInboxChange } from "./publish-inbox-change";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify">;

export const STATUS_UPDATE_NOTIFICATION = {
  title: "Your request was updated",
  message: "There is an update on your request. Open the app to see it.",
} as const;

export async function changeApplicationStatus(
  deps: Deps,
  adminId: string,
  itemId: string,
  body: ApplicationStatusChangeBody,
): Promise<InboxItem> {
  const params = { type: "application" as const, id: itemId };
  const owned = await findOwnedItem(deps.db, adminId, params);
  if (owned.type !== "application") throw new Error("expected an application item");
  const { application } = owned;
  const from: ApplicationStatus = application.status;
  // A retry of the same change (the offline queue) changes nothing and tells no one twice.
  if (from === body.status && body.note === null) return listItemOf(owned);

  const now = deps.now();
  const target = auditTargetOf(owned);
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
  await publishInboxChange(deps, [adminId]);
  try {
    await deps.bus.publish({ kind: "application", userIds: [application.userId] });
  } catch (error) {
    deps.logger.warn({ err: error }, "application change event not published");
  }
  return listItemOf(await findOwnedItem(deps.db, adminId, params));
}
