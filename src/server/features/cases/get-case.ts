/**
 * One case for a navigator of its team: the client, the items with their personal data
 * decrypted, the thread, the client's earlier care and the teammates it can go to. A case
 * outside the team answers 404, as a missing one does. Reading it is audited (once per
 * navigator and case in ten minutes: the page refreshes live as the team works).
 */
import { and, asc, desc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { SERVICE_TYPES, type ApplicationStatus, type ServiceType } from "@shared/constants";
import type { CaseDetail, CaseItem } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import {
  adherenceLog,
  applicationNotifications,
  applicationStatusHistory,
  auditLog,
  cases,
  contactMessages,
  messageNotifications,
  reminders,
  serviceApplications,
  smsContacts,
  user,
} from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { DeliveryPreference } from "@shared/api/applications";
import { SEALED, open } from "../../security/sealed-tables";
import { triageOf } from "../inbox/triage-columns";
import { recordAudit } from "../../audit/record-audit";
import { summarise, type CaseRow } from "./case-summaries";
import { recipientOf, replyChannelsOf } from "./case-client";
import { readThread } from "./case-thread";
import { teamOf, visibleTo, type Navigator } from "./case-team";
import { checkInHistory } from "../sms/check-ins";

type Deps = Pick<AppDeps, "db" | "cipher" | "now">;

const VIEW_AUDIT_WINDOW_MS = 10 * 60 * 1000;
const ADHERENCE_DAYS = 30;

export async function findTeamCase(db: Db, navigator: Navigator, id: string): Promise<CaseRow> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), visibleTo(navigator)));
  if (!row) throw new HttpError(404, "not_found", "Case not found.");
  return row;
}

/** Who overrode an item's priority: joined into the item queries, so no query per item. */
const overrider = alias(user, "overrider");

type ItemNotification =
  typeof applicationNotifications.$inferSelect | typeof messageNotifications.$inferSelect;

/** What every item shows, whatever it is: its review state, triage and priority override. */
function itemBase(notification: ItemNotification, overriderName: string | null) {
  return {
    id: notification.id,
    status: notification.status === "reviewed" ? ("reviewed" as const) : ("new" as const),
    priority: notification.priority,
    ...triageOf(notification),
    priority_override: notification.priorityOverriddenAt
      ? { admin_name: overriderName, at: notification.priorityOverriddenAt.toISOString() }
      : null,
    created_at: notification.createdAt.toISOString(),
  };
}

type CaseApplicationHistory = Extract<CaseItem, { type: "application" }>["application"]["history"];

/** The status histories of these applications, oldest first, in one query. */
async function statusHistories(deps: Deps, applicationIds: string[]) {
  const histories = new Map<string, CaseApplicationHistory>();
  if (applicationIds.length === 0) return histories;
  const rows = await deps.db
    .select({ entry: applicationStatusHistory, changedByName: user.name })
    .from(applicationStatusHistory)
    .leftJoin(user, eq(user.id, applicationStatusHistory.changedBy))
    .where(inArray(applicationStatusHistory.applicationId, applicationIds))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
  for (const { entry, changedByName } of rows) {
    const history = histories.get(entry.applicationId) ?? [];
    history.push({
      status: entry.status as ApplicationStatus,
      note: deps.cipher.decryptOptional(entry.note),
      changed_by_name: changedByName,
      created_at: entry.createdAt.toISOString(),
    });
    histories.set(entry.applicationId, history);
  }
  return histories;
}

async function applicationItems(deps: Deps, caseId: string): Promise<CaseItem[]> {
  const rows = await deps.db
    .select({
      notification: applicationNotifications,
      application: serviceApplications,
      overriderName: overrider.name,
    })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .leftJoin(overrider, eq(overrider.id, applicationNotifications.priorityOverriddenBy))
    .where(eq(applicationNotifications.caseId, caseId))
    .orderBy(asc(applicationNotifications.createdAt));
  const histories = await statusHistories(
    deps,
    rows.map(({ application }) => application.id),
  );
  return rows.map((row) => {
    const notification = open(deps.cipher, SEALED.applicationNotifications, row.notification);
    const application = open(deps.cipher, SEALED.serviceApplications, row.application);
    return {
      type: "application" as const,
      ...itemBase(notification, row.overriderName),
      application: {
        id: application.id,
        service_type: application.serviceType,
        status: application.status,
        delivery_preference: application.deliveryPreference as DeliveryPreference,
        discreet_notes: application.discreetNotes,
        medical_history: application.medicalHistory,
        consent_data: application.consentData,
        consent_delivery: application.consentDelivery,
        requirements: JSON.parse(application.requirements) as Record<string, boolean>,
        history: histories.get(application.id) ?? [],
      },
    };
  });
}

async function messageItems(deps: Deps, caseId: string): Promise<CaseItem[]> {
  const rows = await deps.db
    .select({ notification: messageNotifications, message: contactMessages, overriderName: overrider.name })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .leftJoin(overrider, eq(overrider.id, messageNotifications.priorityOverriddenBy))
    .where(eq(messageNotifications.caseId, caseId))
    .orderBy(asc(messageNotifications.createdAt));
  return rows.map((row) => {
    const message = open(deps.cipher, SEALED.contactMessages, row.message);
    return {
      type: "message" as const,
      ...itemBase(open(deps.cipher, SEALED.messageNotifications, row.notification), row.overriderName),
      message: { id: message.id, source: message.source, subject: message.subject },
    };
  });
}

async function earlierCases(deps: Deps, row: CaseRow): Promise<CaseDetail["history"]["earlier_cases"]> {
  const { db } = deps;
  const keys = [row.phoneKey, row.emailKey].filter((key): key is string => key !== null);
  const sameClient = row.clientUserId
    ? eq(cases.clientUserId, row.clientUserId)
    : keys.length > 0
      ? or(inArray(cases.phoneKey, keys), inArray(cases.emailKey, keys))
      : null;
  if (!sameClient) return [];
  const rows = await db
    .select()
    .from(cases)
    .where(and(sameClient, ne(cases.id, row.id)))
    .orderBy(desc(cases.createdAt))
    .limit(20);
  if (rows.length === 0) return [];
  const services = await db
    .select({ caseId: applicationNotifications.caseId, serviceType: serviceApplications.serviceType })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .where(
      inArray(
        applicationNotifications.caseId,
        rows.map((earlier) => earlier.id),
      ),
    );
  return rows.map((earlier) => {
    const used = new Set<ServiceType>(
      services
        .filter((s) => s.caseId === earlier.id)
        .map((s) => open(deps.cipher, SEALED.serviceApplications, s).serviceType),
    );
    return {
      id: earlier.id,
      number: earlier.number,
      state: earlier.state,
      opened_at: earlier.createdAt.toISOString(),
      services: SERVICE_TYPES.filter((service) => used.has(service)),
    };
  });
}

async function careOf(
  deps: Deps,
  userId: string,
  now: Date,
): Promise<NonNullable<CaseDetail["history"]["care"]>> {
  const { db } = deps;
  const active = (
    await db
      .select({ kind: reminders.kind, label: reminders.label, timeOfDay: reminders.timeOfDay })
      .from(reminders)
      .where(and(eq(reminders.userId, userId), eq(reminders.active, true)))
      .orderBy(asc(reminders.timeOfDay))
  ).map((row) => open(deps.cipher, SEALED.reminders, row));
  const since = new Date(now.getTime() - ADHERENCE_DAYS * 24 * 60 * 60 * 1000);
  const [counts] = await db
    .select({
      taken: sql<number>`count(*) filter (where ${adherenceLog.status} = 'taken')::int`,
      due: sql<number>`count(*)::int`,
    })
    .from(adherenceLog)
    .where(and(eq(adherenceLog.userId, userId), gt(adherenceLog.scheduledFor, since)));
  const due = Number(counts?.due ?? 0);
  return {
    reminders: active.map((row) => ({ kind: row.kind, label: row.label, time_of_day: row.timeOfDay })),
    adherence: due > 0 ? { taken: Number(counts?.taken ?? 0), due } : null,
  };
}

/** A navigator reading the same case again within the window is not written again. */
async function auditView(deps: Deps, navigator: Navigator, caseId: string) {
  const now = deps.now();
  const [recent] = await deps.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, navigator.id),
        eq(auditLog.action, "viewed"),
        eq(auditLog.entityType, "case"),
        eq(auditLog.entityId, caseId),
        gt(auditLog.createdAt, new Date(now.getTime() - VIEW_AUDIT_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (!recent) {
    await recordAudit(deps.db, now, {
      actorId: navigator.id,
      action: "viewed",
      entityType: "case",
      entityId: caseId,
    });
  }
}

/** The weekly check-ins of the case's number (the person chose them; the team acts on them). */
async function checkInsOf(deps: Deps, row: CaseRow): Promise<CaseDetail["history"]["check_ins"]> {
  if (!row.phoneKey) return [];
  const contacts = await deps.db
    .select({ id: smsContacts.id })
    .from(smsContacts)
    .where(eq(smsContacts.phoneKey, row.phoneKey));
  const rows = await checkInHistory(
    deps,
    contacts.map((contact) => contact.id),
  );
  return rows.map((checkIn) => ({ sent_at: checkIn.sentAt.toISOString(), outcome: checkIn.outcome }));
}

export async function getCase(deps: Deps, navigator: Navigator, id: string): Promise<CaseDetail> {
  const row = await findTeamCase(deps.db, navigator, id);
  const recipient = await recipientOf(deps, row, deps.now());
  const [summary] = await summarise(deps, [row], deps.now());
  if (!summary) throw new Error("case summary missing");
  const items = [...(await applicationItems(deps, row.id)), ...(await messageItems(deps, row.id))].sort(
    (a, b) => a.created_at.localeCompare(b.created_at),
  );
  const detail: CaseDetail = {
    case: summary,
    client: recipient.client,
    reply_channels: replyChannelsOf(recipient),
    items,
    thread: await readThread(deps, row.id),
    history: {
      earlier_cases: await earlierCases(deps, row),
      care:
        recipient.userId && recipient.sharesCare ? await careOf(deps, recipient.userId, deps.now()) : null,
      check_ins: await checkInsOf(deps, row),
    },
    team: (await teamOf(deps.db, row.region)).map(({ id: adminId, name }) => ({ id: adminId, name })),
  };
  await auditView(deps, navigator, row.id);
  return detail;
}
