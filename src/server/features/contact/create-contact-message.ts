/**
 * A message for the team: from the contact page (anonymous or signed in), a partner or
 * donor enquiry, or the assistant's hand-off to a person. The message and its inbox
 * notification (triaged and assigned) are written together; the text is encrypted.
 *
 * Other features (the assistant's hand-off) call this operation through deps.
 */
import { PRIORITY_RANK, type Priority, type Region } from "@shared/constants";
import type { ContactSource } from "@shared/api/contact";
import type { AppDeps } from "../../deps";
import { contactMessages, messageNotifications } from "../../db/schema";
import { routeItem } from "../inbox/route-item";

export type ContactMessageDeps = Pick<AppDeps, "db" | "cipher" | "logger" | "now" | "notify">;

export interface NewContactMessage {
  /** null for an anonymous sender. */
  userId: string | null;
  source: ContactSource;
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string;
  region: Region | null;
  /** The triage may raise it, never lower it (a high-risk hand-off is urgent). */
  minimumPriority?: Priority;
}

function atLeast(priority: Priority, minimum: Priority | undefined): Priority {
  return minimum && (PRIORITY_RANK[minimum] ?? 0) > (PRIORITY_RANK[priority] ?? 0) ? minimum : priority;
}

export async function createContactMessage(
  deps: ContactMessageDeps,
  input: NewContactMessage,
): Promise<{ id: string }> {
  const now = deps.now();
  const { id, itemId, adminId } = await deps.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({
        userId: input.userId,
        source: input.source,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: deps.cipher.encrypt(input.message),
        region: input.region,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    if (!message) throw new Error("contact message insert returned no row");

    const routing = await routeItem(tx, {
      kind: "message",
      subject: input.subject,
      text: input.message,
      region: input.region,
    });
    const [notification] = await tx
      .insert(messageNotifications)
      .values({
        messageId: message.id,
        // Spec section 7: the empty string when the sender is anonymous.
        userId: input.userId ?? "",
        adminId: routing.adminId,
        status: "new",
        priority: atLeast(routing.priority, input.minimumPriority),
        aiSummary: routing.aiSummary,
        aiInsights: routing.aiInsights,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: messageNotifications.id });
    return { id: message.id, itemId: notification?.id, adminId: routing.adminId };
  });
  // The admin's open dashboards refresh and their devices get a (neutral) push.
  if (adminId && itemId) await deps.notify.inboxItem({ adminId, type: "message", id: itemId });
  return { id };
}
