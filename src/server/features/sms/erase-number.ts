/**
 * A number's owner texted DELETE (decision 083; the Data Protection and Privacy Act's right
 * to erasure): everything they gave by SMS and USSD goes, as an account's deletion takes
 * what the account gave. Their messages, the record of what we sent them, their USSD
 * sessions, the number's record with its check-ins and consents; their cases stay for the
 * team without a word of theirs, saying why. An account on the web with the same number
 * is the person's to delete from its settings: a text message cannot prove who holds it.
 */
import { and, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { auditLog, cases, contactMessages, outbox, smsContacts, ussdSessions } from "../../db/schema";
import { contactLookups } from "../../security/search-keys";
import { closeClientCases } from "../cases/close-client-cases";

export async function eraseNumber(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  contactId: string,
  phone: string,
): Promise<void> {
  // Under either key while a key rotation is under way.
  const keys = contactLookups(deps.cipher, "phone", phone);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await closeClientCases(
      tx,
      and(inArray(cases.phoneKey, keys), isNull(cases.clientUserId))!,
      now,
      "number_erased",
    );
    await tx
      .delete(contactMessages)
      .where(and(inArray(contactMessages.phoneKey, keys), isNull(contactMessages.userId)));
    await tx.delete(outbox).where(inArray(outbox.recipientKey, keys));
    await tx.delete(ussdSessions).where(inArray(ussdSessions.phoneKey, keys));
    await tx.delete(smsContacts).where(inArray(smsContacts.phoneKey, keys));
    await tx.insert(auditLog).values({
      actorId: null,
      action: "number_erased",
      // The number's record, gone now: an id that names nobody.
      entityType: "user",
      entityId: contactId,
      details: {},
      createdAt: now,
    });
  });
}
