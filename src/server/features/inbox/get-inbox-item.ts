/**
 * The detail of one inbox item for its assigned admin: the personal data decrypted, the
 * reply thread, the application's status history. Every such view is written to the
 * audit log, with who and when.
 */
import { asc, eq } from "drizzle-orm";
import type { InboxItemDetail, InboxItemParams } from "@shared/api/inbox";
import { UNKNOWN } from "@shared/domain/inbox";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { applicationStatusHistory, user } from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { auditTargetOf, findOwnedItem, type OwnedItem } from "./find-owned-item";
import { toApplicationItem, toMessageItem } from "./inbox-rows";
import { replyChannelsOf } from "./reply-channels";
import { listReplies } from "./list-replies";

type Deps = Pick<AppDeps, "db" | "cipher" | "now">;
type ApplicationDetail = NonNullable<InboxItemDetail["application"]>;

async function userName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, id));
  return row?.name ?? null;
}

async function statusHistory(deps: Deps, applicationId: string): Promise<ApplicationDetail["history"]> {
  const rows = await deps.db
    .select({ entry: applicationStatusHistory, changedByName: user.name })
    .from(applicationStatusHistory)
    .leftJoin(user, eq(user.id, applicationStatusHistory.changedBy))
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
  return rows.map(({ entry, changedByName }) => ({
    status: entry.status as ApplicationDetail["status"],
    note: deps.cipher.decryptOptional(entry.note),
    changed_by_name: changedByName,
    created_at: entry.createdAt.toISOString(),
  }));
}

async function describeItem(deps: Deps, owned: OwnedItem) {
  if (owned.type === "message") {
    const { message } = owned;
    return {
      item: toMessageItem(owned, deps.cipher.decrypt(message.message)),
      region: message.region,
      application: null,
      message: { source: message.source },
    };
  }
  const { application } = owned;
  return {
    item: toApplicationItem(owned, deps.cipher.decryptOptional(application.medicalHistory)),
    region: application.region,
    application: {
      status: application.status,
      delivery_preference: application.deliveryPreference as ApplicationDetail["delivery_preference"],
      discreet_notes: deps.cipher.decryptOptional(application.discreetNotes),
      consent_data: application.consentData,
      consent_delivery: application.consentDelivery,
      requirements: application.requirements,
      history: await statusHistory(deps, application.id),
    },
    message: null,
  };
}

export async function getInboxItem(
  deps: Deps,
  adminId: string,
  params: InboxItemParams,
): Promise<InboxItemDetail> {
  const owned = await findOwnedItem(deps.db, adminId, params);
  const { notification } = owned;
  const overriddenBy = await userName(deps.db, notification.priorityOverriddenBy);
  const detail: InboxItemDetail = {
    ...(await describeItem(deps, owned)),
    reply_channels: replyChannelsOf(owned),
    priority_override: notification.priorityOverriddenAt
      ? { admin_name: overriddenBy ?? UNKNOWN, at: notification.priorityOverriddenAt.toISOString() }
      : null,
    replies: await listReplies(deps, owned),
  };
  await recordAudit(deps.db, deps.now(), { actorId: adminId, action: "viewed", ...auditTargetOf(owned) });
  return detail;
}
