/**
 * Deletes an account and every personal row (Uganda's Data Protection and Privacy Act
 * 2019, right to erasure). The schema cascades most rows from the user; this also removes
 * what is linked by value rather than by key: messages the person sent, codes and links
 * in the outbox, pending invites to their address (both encrypted, found by the blind
 * indexes of the account's e-mail and phone), the answers kept for their retried requests. Their cases stay for the team, marked
 * "the client closed their account", with every word written in them (by the client or
 * the team) and the services asked for removed. Testimonials stay, anonymous. One audit
 * row records that an account was deleted, with no personal data.
 */
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { contactLookups } from "../../security/search-keys";
import { SEALED, seal } from "../../security/sealed-tables";
import {
  adminInvites,
  auditLog,
  caseEvents,
  cases,
  contactMessages,
  idempotencyKeys,
  messageNotifications,
  outbox,
  testimonials,
  user,
  verification,
} from "../../db/schema";

export const ANONYMOUS_AUTHOR = "Anonymous";

/** The cases stay, without a word of what was written or asked; the team sees why. */
async function closeClientCases(tx: Db, userId: string, now: Date) {
  const closed = await tx
    .update(cases)
    .set({ clientClosedAt: now, phoneKey: null, emailKey: null, updatedAt: now })
    .where(eq(cases.clientUserId, userId))
    .returning({ id: cases.id });
  const caseIds = closed.map((row) => row.id);
  if (caseIds.length === 0) return;
  await tx
    .delete(caseEvents)
    .where(
      and(
        inArray(caseEvents.caseId, caseIds),
        or(ne(caseEvents.kind, "event"), eq(caseEvents.code, "application")),
      ),
    );
  await tx
    .insert(caseEvents)
    .values(
      caseIds.map((caseId) => ({ caseId, kind: "event" as const, code: "account_closed", createdAt: now })),
    );
}

export async function deleteAccount(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  userId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: user.email, phone: user.phoneNumber })
      .from(user)
      .where(eq(user.id, userId));
    if (!account) return false;

    const messageIds = (
      await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
    ).map((row) => row.id);

    await closeClientCases(tx, userId, deps.now());
    if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
    await tx.delete(messageNotifications).where(eq(messageNotifications.userId, userId));

    // A stored answer to a retried request may repeat what the person wrote.
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userId));
    await tx
      .update(testimonials)
      .set(seal(deps.cipher, SEALED.testimonials, { name: ANONYMOUS_AUTHOR, role: null }))
      .where(eq(testimonials.userId, userId));

    // Under either key while a key rotation is under way.
    const emailKeys = contactLookups(deps.cipher, "email", account.email);
    const phoneKeys = account.phone ? contactLookups(deps.cipher, "phone", account.phone) : [];
    await tx.delete(outbox).where(inArray(outbox.recipientKey, [...emailKeys, ...phoneKeys]));
    await tx
      .delete(adminInvites)
      .where(
        or(
          inArray(adminInvites.emailKey, emailKeys),
          phoneKeys.length > 0 ? inArray(adminInvites.phoneKey, phoneKeys) : undefined,
        ),
      );
    const codeIdentifiers = account.phone
      ? [`phone-number-otp-${account.phone}`, `phone-number-reset-${account.phone}`]
      : [];
    await tx
      .delete(verification)
      .where(
        codeIdentifiers.length
          ? or(eq(verification.value, userId), inArray(verification.identifier, codeIdentifiers))
          : eq(verification.value, userId),
      );

    // Sessions, factors, profile, applications (and their inbox items), notifications,
    // push subscriptions, reminders and adherence rows cascade from the user.
    await tx.delete(user).where(eq(user.id, userId));
    await tx.insert(auditLog).values({
      actorId: null,
      action: "account_deleted",
      entityType: "user",
      entityId: userId,
      details: {},
      createdAt: deps.now(),
    });
    return true;
  });
}
