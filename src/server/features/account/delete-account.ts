/**
 * Deletes an account and every personal row (Uganda's Data Protection and Privacy Act
 * 2019, right to erasure). The schema cascades most rows from the user; this also removes
 * what is linked by value rather than by key: messages the person sent, replies to them,
 * codes and links in the outbox, pending invites to their address. Testimonials stay,
 * anonymous. One audit row records that an account was deleted, with no personal data.
 */
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import {
  adminInvites,
  auditLog,
  contactMessages,
  inboxReplies,
  messageNotifications,
  outbox,
  serviceApplications,
  testimonials,
  user,
  verification,
} from "../../db/schema";

export const ANONYMOUS_AUTHOR = "Anonymous";

export async function deleteAccount(deps: Pick<AppDeps, "db" | "now">, userId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: user.email, phone: user.phoneNumber })
      .from(user)
      .where(eq(user.id, userId));
    if (!account) return false;

    const applicationIds = (
      await tx
        .select({ id: serviceApplications.id })
        .from(serviceApplications)
        .where(eq(serviceApplications.userId, userId))
    ).map((row) => row.id);
    const messageIds = (
      await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
    ).map((row) => row.id);

    const replyFilters: SQL[] = [];
    if (applicationIds.length)
      replyFilters.push(
        and(eq(inboxReplies.itemType, "application"), inArray(inboxReplies.itemId, applicationIds))!,
      );
    if (messageIds.length)
      replyFilters.push(and(eq(inboxReplies.itemType, "message"), inArray(inboxReplies.itemId, messageIds))!);
    if (replyFilters.length) await tx.delete(inboxReplies).where(or(...replyFilters));
    if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
    await tx.delete(messageNotifications).where(eq(messageNotifications.userId, userId));

    await tx
      .update(testimonials)
      .set({ name: ANONYMOUS_AUTHOR, role: null })
      .where(eq(testimonials.userId, userId));

    const recipients = [account.email, account.phone].filter((value): value is string => Boolean(value));
    await tx.delete(outbox).where(inArray(outbox.recipient, recipients));
    await tx
      .delete(adminInvites)
      .where(
        or(
          eq(adminInvites.email, account.email),
          account.phone ? eq(adminInvites.phone, account.phone) : undefined,
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
