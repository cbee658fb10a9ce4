/**
 * A number's owner texted DELETE (decision 083; the Data Protection and Privacy Act's right
 * to erasure): everything they gave by SMS and USSD goes, as an account's deletion takes
 * what the account gave. Their messages, the record of what we sent them, their USSD
 * sessions, the number's record with its check-ins and consents; their cases stay for the
 * team without a word of theirs, saying why. An account on the web with the same number
 * is the person's to delete from its settings: a text message cannot prove who holds it.
 * Deleting that account takes what the number gave as well (the account proved the number
 * is theirs with a code).
 */
import { and, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { cases, contactMessages, outbox, smsContacts, ussdSessions } from "../../db/schema";
import { contactLookups } from "../../security/search-keys";
import { closeClientCases } from "../cases/close-client-cases";
import { recordAudit } from "../../audit/record-audit";

/**
 * Inside a transaction: what the number (under any of its `keys`) gave by SMS and USSD is
 * gone, and its cases without an account are closed saying `why`.
 */
export async function eraseWhatTheNumberGave(
  tx: Db,
  keys: string[],
  now: Date,
  why: "account_closed" | "number_erased",
): Promise<void> {
  if (keys.length === 0) return;
  await closeClientCases(tx, and(inArray(cases.phoneKey, keys), isNull(cases.clientUserId))!, now, why);
  await tx
    .delete(contactMessages)
    .where(and(inArray(contactMessages.phoneKey, keys), isNull(contactMessages.userId)));
  await tx.delete(outbox).where(inArray(outbox.recipientKey, keys));
  await tx.delete(ussdSessions).where(inArray(ussdSessions.phoneKey, keys));
  // Its check-ins and consent record cascade from it.
  await tx.delete(smsContacts).where(inArray(smsContacts.phoneKey, keys));
}

export async function eraseNumber(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  contactId: string,
  phone: string,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Under either key while a key rotation is under way.
    await eraseWhatTheNumberGave(tx, contactLookups(deps.cipher, "phone", phone), now, "number_erased");
    // The number's record, gone now: an id that names nobody.
    await recordAudit(tx, now, {
      actorId: null,
      action: "number_erased",
      entityType: "user",
      entityId: contactId,
    });
  });
}
