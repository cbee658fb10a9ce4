/**
 * Deletes an account and every personal row (Uganda's Data Protection and Privacy Act
 * 2019, right to erasure). The schema cascades most rows from the user; this also removes
 * what is linked by value rather than by key: messages the person sent, codes and links
 * in the outbox, pending invites to their address (all encrypted, found by the blind
 * indexes of the account's e-mail and phone), what their confirmed number gave by SMS and
 * USSD (its messages, settings, check-ins and consent record), the answers kept for their
 * retried requests. Their cases stay for the team, marked "the client closed their
 * account", with every word written in them (by the client or the team) and the services
 * asked for removed. Testimonials stay, anonymous. One audit row records that an account
 * was deleted, with no personal data.
 */
import { eq, inArray, or } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { contactLookups } from "../../security/search-keys";
import { SEALED, seal } from "../../security/sealed-tables";
import { closeClientCases } from "../cases/close-client-cases";
import { eraseWhatTheNumberGave } from "../sms/erase-number";
import {
  adminInvites,
  auditLog,
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

export async function deleteAccount(
  deps: Pick<AppDeps, "db" | "cipher" | "now">,
  userId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: user.email, phone: user.phoneNumber, phoneVerified: user.phoneNumberVerified })
      .from(user)
      .where(eq(user.id, userId));
    if (!account) return false;

    const messageIds = (
      await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
    ).map((row) => row.id);

    await closeClientCases(tx, eq(cases.clientUserId, userId), deps.now(), "account_closed");
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
    await tx.delete(outbox).where(inArray(outbox.recipientKey, emailKeys));
    // What the number gave by SMS and USSD, its settings and its record of sent messages:
    // the account proved with a code that the number is theirs.
    if (account.phoneVerified) await eraseWhatTheNumberGave(tx, phoneKeys, deps.now(), "account_closed");
    else await tx.delete(outbox).where(inArray(outbox.recipientKey, phoneKeys));
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
