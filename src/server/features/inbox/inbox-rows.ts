/**
 * Reading inbox rows: each notification inner-joined to what it is about (spec section 7),
 * and turned into the composed inbox item of spec sections 3 and 9 by the shared domain
 * code. The sensitive text stays encrypted unless the caller passes it in decrypted.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ApplicationInboxItem, MessageInboxItem } from "@shared/api/inbox";
import { applicationInboxItem, messageInboxItem } from "@shared/domain/inbox";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  applicationNotifications,
  contactMessages,
  messageNotifications,
  serviceApplications,
} from "../../db/schema";

export const INBOX_SOURCE_MAX = 500;

export type ApplicationRow = {
  notification: typeof applicationNotifications.$inferSelect;
  application: typeof serviceApplications.$inferSelect;
};
export type MessageRow = {
  notification: typeof messageNotifications.$inferSelect;
  message: typeof contactMessages.$inferSelect;
};

/** Spec section 9's rank in SQL, so a capped list keeps the most urgent items. */
function rankOf(priority: AnyPgColumn) {
  return sql`case ${priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end`;
}

export function selectApplicationRows(db: Db, where: SQL | undefined): Promise<ApplicationRow[]> {
  return db
    .select({ notification: applicationNotifications, application: serviceApplications })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .where(where)
    .orderBy(desc(rankOf(applicationNotifications.priority)), desc(applicationNotifications.createdAt))
    .limit(INBOX_SOURCE_MAX);
}

export function selectMessageRows(db: Db, where: SQL | undefined): Promise<MessageRow[]> {
  return db
    .select({ notification: messageNotifications, message: contactMessages })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(where)
    .orderBy(desc(rankOf(messageNotifications.priority)), desc(messageNotifications.createdAt))
    .limit(INBOX_SOURCE_MAX);
}

export const ownedApplication = (adminId: string, id: string) =>
  and(eq(applicationNotifications.id, id), eq(applicationNotifications.adminId, adminId));
export const ownedMessage = (adminId: string, id: string) =>
  and(eq(messageNotifications.id, id), eq(messageNotifications.adminId, adminId));

export function toApplicationItem(
  { notification, application }: ApplicationRow,
  medicalHistory: string | null = null,
): ApplicationInboxItem {
  return applicationInboxItem({
    id: notification.id,
    application_id: notification.applicationId,
    status: notification.status,
    priority: notification.priority,
    ai_summary: notification.aiSummary,
    ai_insights: notification.aiInsights,
    created_at: notification.createdAt,
    service_applications: {
      service_type: application.serviceType,
      full_name: application.fullName,
      email: application.email,
      medical_history: medicalHistory,
      phone: application.phone,
    },
  });
}

export function toMessageItem(
  { notification, message }: MessageRow,
  text: string | null = null,
): MessageInboxItem {
  return messageInboxItem({
    id: notification.id,
    message_id: notification.messageId,
    status: notification.status,
    priority: notification.priority,
    ai_summary: notification.aiSummary,
    ai_insights: notification.aiInsights,
    created_at: notification.createdAt,
    contact_messages: {
      name: message.name,
      email: message.email,
      message: text,
      subject: message.subject,
      phone: message.phone,
    },
  });
}
