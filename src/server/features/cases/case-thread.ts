/**
 * A case's thread, oldest first, decrypted. A client's contact message or hand-off is
 * stored once, in the message; its entry in the thread points to it. The client's own
 * view leaves out internal notes and events.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { CaseEvent, CaseEventCode, ClientCaseMessage } from "@shared/api/cases";
import type { Db } from "../../db/client";
import { caseEvents, contactMessages, messageNotifications, user } from "../../db/schema";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, open } from "../../security/sealed-tables";

type EventRow = typeof caseEvents.$inferSelect;

/** A thread entry as read: its data and text (body) decrypted. */
export type OpenCaseEvent = Omit<EventRow, "data" | "body"> & {
  data: Record<string, string>;
  body: string | null;
};

export function openCaseEvent(cipher: Pick<FieldCipher, "decrypt">, stored: EventRow): OpenCaseEvent {
  const row = open(cipher, SEALED.caseEvents, stored);
  return { ...row, data: row.data ? (JSON.parse(row.data) as Record<string, string>) : {} };
}

export function toCaseEvent(row: OpenCaseEvent, authorName: string | null, text: string | null): CaseEvent {
  return {
    id: row.id,
    kind: row.kind,
    code: row.kind === "event" ? ((row.code as CaseEventCode | null) ?? null) : null,
    data: row.data,
    author_name: authorName,
    text,
    channel: row.channel,
    item: row.itemType && row.itemId ? { type: row.itemType, id: row.itemId } : null,
    at: row.createdAt.toISOString(),
  };
}

/** The texts of the contact messages the thread points to, by notification id. */
async function messageTexts(
  db: Db,
  cipher: FieldCipher,
  rows: OpenCaseEvent[],
): Promise<Map<string, string>> {
  const ids = rows
    .filter((row) => row.itemType === "message" && row.itemId)
    .map((row) => row.itemId as string);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: messageNotifications.id, message: contactMessages.message })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(inArray(messageNotifications.id, ids));
  return new Map(found.map((row) => [row.id, open(cipher, SEALED.contactMessages, row).message]));
}

export async function readThread(
  deps: { db: Db; cipher: FieldCipher },
  caseId: string,
): Promise<CaseEvent[]> {
  const rows = await deps.db
    .select({ event: caseEvents, authorName: user.name })
    .from(caseEvents)
    .leftJoin(user, eq(user.id, caseEvents.authorId))
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.seq));
  const events = rows.map(({ event, authorName }) => ({
    event: openCaseEvent(deps.cipher, event),
    authorName,
  }));
  const texts = await messageTexts(
    deps.db,
    deps.cipher,
    events.map((row) => row.event),
  );
  return events.map(({ event, authorName }) => {
    const text =
      event.body ?? (event.itemType === "message" && event.itemId ? (texts.get(event.itemId) ?? null) : null);
    return toCaseEvent(event, authorName, text);
  });
}

/** What the client sees: what they wrote and the team's replies, without notes or events. */
export function clientView(thread: CaseEvent[]): ClientCaseMessage[] {
  return thread.flatMap((event) =>
    (event.kind === "client" || event.kind === "reply") && event.text !== null
      ? [
          {
            id: event.id,
            from: event.kind === "client" ? ("you" as const) : ("team" as const),
            author_name: event.kind === "reply" ? event.author_name : null,
            text: event.text,
            at: event.at,
          },
        ]
      : [],
  );
}
