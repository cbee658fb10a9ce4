/**
 * A message for the team: from the contact page (anonymous or signed in), a partner or
 * donor enquiry, or the assistant's hand-off to a person. The message, its place in the
 * client's case and the case's notification row (triaged) are written together; the
 * sender's name, phone, e-mail, the subject and the text are encrypted (decision 064).
 *
 * Other features (the assistant's hand-off) call this operation through deps.
 */
import { randomUUID } from "node:crypto";
import { type Priority, type Region } from "@shared/constants";
import { higherPriority } from "@shared/domain/priority";
import type { ContactSource } from "@shared/api/contact";
import type { AppDeps } from "../../deps";
import { contactMessages, messageNotifications } from "../../db/schema";
import { SEALED, seal } from "../../security/sealed-tables";
import { triage } from "../inbox/triage";
import { triageColumns } from "../inbox/triage-columns";
import { fileIntoCase } from "../cases/file-into-case";
import { announceClientWriting } from "../cases/case-team";

export type ContactMessageDeps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify">;

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
  /** A hand-off from the chat is a crisis whatever its words (decision 059). */
  crisis?: boolean;
}

function atLeast(priority: Priority, minimum: Priority | undefined): Priority {
  return minimum ? higherPriority(priority, minimum) : priority;
}

export async function createContactMessage(
  deps: ContactMessageDeps,
  input: NewContactMessage,
): Promise<{ id: string; caseId: string }> {
  const now = deps.now();
  const { id, itemId, filed } = await deps.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values(
        seal(deps.cipher, SEALED.contactMessages, {
          userId: input.userId,
          source: input.source,
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          region: input.region,
          createdAt: now,
        }),
      )
      .returning({ id: contactMessages.id });
    if (!message) throw new Error("contact message insert returned no row");

    const routing = triage({
      kind: "message",
      subject: input.subject,
      text: input.message,
      region: input.region,
      canCall: Boolean(input.phone),
    });
    const priority = atLeast(routing.priority, input.minimumPriority);
    const itemId = randomUUID();
    const filed = await fileIntoCase(
      tx,
      deps,
      { userId: input.userId, phone: input.phone, email: input.email, region: input.region },
      { priority, crisis: routing.crisis || input.crisis === true },
      // The text stays in the message (encrypted once); the thread points to it.
      { kind: "client", authorId: input.userId, item: { type: "message", id: itemId } },
    );
    await tx.insert(messageNotifications).values(
      seal(deps.cipher, SEALED.messageNotifications, {
        id: itemId,
        messageId: message.id,
        // Spec section 7: the empty string when the sender is anonymous.
        userId: input.userId ?? "",
        caseId: filed.id,
        adminId: filed.assigneeId,
        status: "new",
        priority,
        ...triageColumns(routing),
        createdAt: now,
        updatedAt: now,
      }),
    );
    return { id: message.id, itemId, filed };
  });
  await announceClientWriting(deps, filed, { type: "message", id: itemId });
  return { id, caseId: filed.id };
}
