/**
 * Test helpers for the inbox flows: valid request bodies with overrides, and shortcuts
 * that create items through the real endpoints and find their inbox rows: as stored
 * (`stored`, encrypted at rest) and as read, decrypted.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Harness, TestUser } from "./harness";
import {
  applicationNotifications,
  contactMessages,
  messageNotifications,
  serviceApplications,
} from "../db/schema";
import { SEALED, open, seal } from "../security/sealed-tables";

export function applicationBody(overrides: Record<string, unknown> = {}) {
  return {
    service_type: "art",
    full_name: "Amina Nakato",
    email: "amina@example.org",
    phone: "0772 123 456",
    region: "kampala",
    delivery_preference: "home",
    discreet_notes: "Plain package please, call before coming",
    medical_history: "On treatment since 2019, doing well",
    consent_data: true,
    consent_delivery: true,
    requirements: { valid_prescription: true, active_phone_number: true },
    ...overrides,
  };
}

export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Joseph",
    email: "joseph@example.org",
    subject: "Opening hours",
    message: "When is the Masaka office open?",
    region: "masaka",
    ...overrides,
  };
}

export async function apply(h: Harness, as: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await h.request("/api/applications", {
    method: "POST",
    as,
    json: applicationBody(overrides),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [notification] = await h.deps.db
    .select()
    .from(applicationNotifications)
    .where(eq(applicationNotifications.applicationId, id));
  if (!notification) throw new Error("no application notification");
  const [application] = await h.deps.db
    .select()
    .from(serviceApplications)
    .where(eq(serviceApplications.id, id));
  if (!application) throw new Error("no application");
  const { cipher } = h.deps;
  return {
    id,
    itemId: notification.id,
    notification: open(cipher, SEALED.applicationNotifications, notification),
    application: open(cipher, SEALED.serviceApplications, application),
    stored: { notification, application },
  };
}

export async function sendMessage(h: Harness, as: TestUser | null, overrides: Record<string, unknown> = {}) {
  const response = await h.request("/api/contact", { method: "POST", as, json: contactBody(overrides) });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [notification] = await h.deps.db
    .select()
    .from(messageNotifications)
    .where(eq(messageNotifications.messageId, id));
  if (!notification) throw new Error("no message notification");
  const [message] = await h.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw new Error("no message");
  const { cipher } = h.deps;
  return {
    id,
    itemId: notification.id,
    notification: open(cipher, SEALED.messageNotifications, notification),
    message: open(cipher, SEALED.contactMessages, message),
    stored: { notification, message },
  };
}

type ApplicationRow = typeof serviceApplications.$inferInsert;

/**
 * An application written straight into its table, sealed as the app stores it, with no
 * notification or case: for tests about what is built around one, not about applying.
 */
export async function insertApplication(
  h: Harness,
  fields: Pick<ApplicationRow, "userId" | "region"> & Partial<ApplicationRow>,
) {
  const [row] = await h.deps.db
    .insert(serviceApplications)
    .values(
      seal(h.deps.cipher, SEALED.serviceApplications, {
        serviceType: "art",
        fullName: "A Client",
        deliveryPreference: "home",
        consentData: true,
        requirements: "{}",
        ...fields,
      }),
    )
    .returning();
  if (!row) throw new Error("no application");
  return row;
}
