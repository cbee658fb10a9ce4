/**
 * Loads an item (an application or message notification) on a case of the navigator's
 * team. Anything else — another region's, a missing one — answers 404: nothing tells
 * them apart.
 */
import { and, eq } from "drizzle-orm";
import type { InboxItemParams } from "@shared/api/inbox";
import type { Db } from "../../db/client";
import {
  applicationNotifications,
  cases,
  contactMessages,
  messageNotifications,
  serviceApplications,
} from "../../db/schema";
import { HttpError } from "../../http/errors";
import { visibleTo, type Navigator } from "../cases/case-team";
import type { CaseRow } from "../cases/case-summaries";

export type TeamItem =
  | {
      type: "application";
      notification: typeof applicationNotifications.$inferSelect;
      application: typeof serviceApplications.$inferSelect;
      case: CaseRow;
    }
  | {
      type: "message";
      notification: typeof messageNotifications.$inferSelect;
      message: typeof contactMessages.$inferSelect;
      case: CaseRow;
    };

export async function findTeamItem(
  db: Db,
  navigator: Navigator,
  { type, id }: InboxItemParams,
): Promise<TeamItem> {
  if (type === "application") {
    const [row] = await db
      .select({ notification: applicationNotifications, application: serviceApplications, case: cases })
      .from(applicationNotifications)
      .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
      .innerJoin(cases, eq(cases.id, applicationNotifications.caseId))
      .where(and(eq(applicationNotifications.id, id), visibleTo(navigator)));
    if (row) return { type, ...row };
  } else {
    const [row] = await db
      .select({ notification: messageNotifications, message: contactMessages, case: cases })
      .from(messageNotifications)
      .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
      .innerJoin(cases, eq(cases.id, messageNotifications.caseId))
      .where(and(eq(messageNotifications.id, id), visibleTo(navigator)));
    if (row) return { type, ...row };
  }
  throw new HttpError(404, "not_found", "Inbox item not found.");
}

/** What the audit log names: the sensitive record itself, and the item and case it came through. */
export function auditTargetOf(item: TeamItem) {
  return {
    entityType: item.type,
    entityId: item.type === "application" ? item.application.id : item.message.id,
    details: { item_id: item.notification.id, case_id: item.case.id },
  };
}
