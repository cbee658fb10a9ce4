/**
 * The admin inbox: application and message notifications, joined to what they notify
 * about, composed into one list ordered so the urgent ones come first (spec section 9).
 */
import { PRIORITIES, PRIORITY_RANK, type Priority } from "../constants";
import type { ApplicationInboxItem, InboxItem, InboxItemType, MessageInboxItem } from "../api/inbox";
import { toEpochMs } from "./time";

type Timestamp = string | Date;

/** An application_notifications row inner-joined to its service application. */
export interface ApplicationNotificationRow {
  id: string;
  application_id: string;
  status: string;
  priority: string | null;
  ai_summary: string | null;
  ai_insights?: unknown;
  created_at: Timestamp;
  service_applications: {
    service_type: string | null;
    full_name: string | null;
    email: string | null;
    medical_history: string | null;
    phone?: string | null;
  };
}

/** A message_notifications row inner-joined to its contact message. */
export interface MessageNotificationRow {
  id: string;
  message_id: string;
  status: string;
  priority: string | null;
  ai_summary: string | null;
  ai_insights?: unknown;
  created_at: Timestamp;
  contact_messages: {
    name: string | null;
    email: string | null;
    /** null when the caller did not decrypt it (the list). */
    message: string | null;
    subject: string | null;
    phone?: string | null;
  };
}

export const UNKNOWN = "Unknown";

/** Blank strings count as missing, as they do on screen. */
function present(value: string | null | undefined): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function applicationTitle(serviceType: string | null | undefined): string {
  return `Service Application: ${present(serviceType) ?? "Unknown Service"}`;
}

export function messageTitle(subject: string | null | undefined): string {
  return `Contact Message: ${present(subject) ?? "Contact Form"}`;
}

export function knownPriority(value: string | null | undefined): Priority | null {
  return (PRIORITIES as readonly string[]).includes(value ?? "") ? (value as Priority) : null;
}

/** urgent 4, high 3, medium 2, low 1, anything else 0. */
export function priorityRank(value: string | null | undefined): number {
  return PRIORITY_RANK[value ?? ""] ?? 0;
}

/** "pending" (one creator's starting status, spec section 4) still awaits review. */
function inboxStatus(value: string): "new" | "reviewed" {
  return value === "reviewed" ? "reviewed" : "new";
}

/** ai_insights is a JSON array in this product; older rows may hold plain or JSON text. */
export function insightList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === "string");
  if (typeof value !== "string" || value.trim() === "") return [];
  try {
    return insightList(JSON.parse(value));
  } catch {
    return value
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
  }
}

function isoTimestamp(value: Timestamp): string {
  const epochMs = toEpochMs(value);
  return Number.isFinite(epochMs) ? new Date(epochMs).toISOString() : new Date(0).toISOString();
}

export function applicationInboxItem(row: ApplicationNotificationRow): ApplicationInboxItem {
  const application = row.service_applications;
  return {
    id: row.id,
    type: "application",
    title: applicationTitle(application.service_type),
    summary: present(row.ai_summary) ?? "Application requires review",
    priority: knownPriority(row.priority),
    status: inboxStatus(row.status),
    user_name: present(application.full_name) ?? UNKNOWN,
    user_email: present(application.email) ?? UNKNOWN,
    created_at: isoTimestamp(row.created_at),
    data: {
      application_id: row.application_id,
      service_type: present(application.service_type),
      medical_history: present(application.medical_history),
      phone: present(application.phone),
      ai_insights: insightList(row.ai_insights),
    },
  };
}

export function messageInboxItem(row: MessageNotificationRow): MessageInboxItem {
  const message = row.contact_messages;
  return {
    id: row.id,
    type: "message",
    title: messageTitle(message.subject),
    summary: present(row.ai_summary) ?? "Message requires review",
    priority: knownPriority(row.priority),
    status: inboxStatus(row.status),
    user_name: present(message.name) ?? UNKNOWN,
    user_email: present(message.email) ?? UNKNOWN,
    created_at: isoTimestamp(row.created_at),
    data: {
      message_id: row.message_id,
      subject: present(message.subject),
      message: message.message,
      phone: present(message.phone),
      ai_insights: insightList(row.ai_insights),
    },
  };
}

/** Higher priority first, then newest; the id breaks ties so the order is stable. */
export function compareInboxItems(a: InboxItem, b: InboxItem): number {
  return (
    priorityRank(b.priority) - priorityRank(a.priority) ||
    toEpochMs(b.created_at) - toEpochMs(a.created_at) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function sortInboxItems(items: readonly InboxItem[]): InboxItem[] {
  return [...items].sort(compareInboxItems);
}

export function composeInbox(
  applicationRows: readonly ApplicationNotificationRow[],
  messageRows: readonly MessageNotificationRow[],
): InboxItem[] {
  return sortInboxItems([...applicationRows.map(applicationInboxItem), ...messageRows.map(messageInboxItem)]);
}

export type FetchResult<T> = { ok: true; items: readonly T[] } | { ok: false };

export interface MergedInbox {
  items: InboxItem[];
  /** The sources that failed; their items are missing, the other source's still show. */
  failed: InboxItemType[];
}

/** Partial results when one of the two fetches fails (spec section 8). */
export function mergeInboxResults(
  applications: FetchResult<ApplicationInboxItem>,
  messages: FetchResult<MessageInboxItem>,
): MergedInbox {
  const failed: InboxItemType[] = [];
  if (!applications.ok) failed.push("application");
  if (!messages.ok) failed.push("message");
  const items = [...(applications.ok ? applications.items : []), ...(messages.ok ? messages.items : [])];
  return { items: sortInboxItems(items), failed };
}
