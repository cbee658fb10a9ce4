/**
 * "Download my data" (Uganda's Data Protection and Privacy Act 2019, right of access):
 * every row that belongs to the account, with encrypted fields decrypted, as JSON; the
 * conversations with the team hold what the person wrote and every reply. Secrets
 * (password hashes, session tokens, two-factor keys) are not personal data the owner can
 * use, and would be dangerous in a downloaded file; they are left out, as are the blind
 * indexes beside encrypted columns (keyed hashes that mean nothing to anyone).
 */
import { eq, inArray } from "drizzle-orm";
import { realEmail } from "@shared/domain/phone-account";
import type { AppDeps } from "../../deps";
import {
  adherenceLog,
  applicationStatusHistory,
  contactMessages,
  cases,
  notifications,
  pushSubscriptions,
  reminders,
  serviceApplications,
  session,
  testimonials,
  twoFactor,
  user,
  userProfiles,
} from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";
import { describeDevice } from "./describe-device";
import { clientView, readThread } from "../cases/case-thread";
import { listChatSessions } from "../chat-history/list-chat-sessions";
import { exportTextMessages } from "./text-messages";

type Deps = Pick<AppDeps, "db" | "cipher" | "now">;

export async function exportMyData(deps: Deps, userId: string) {
  const { db, cipher } = deps;
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw new Error("signed-in user not found");

  const applications = await db
    .select()
    .from(serviceApplications)
    .where(eq(serviceApplications.userId, userId));
  const applicationIds = applications.map((row) => row.id);
  const messages = await db.select().from(contactMessages).where(eq(contactMessages.userId, userId));
  const history = applicationIds.length
    ? await db
        .select()
        .from(applicationStatusHistory)
        .where(inArray(applicationStatusHistory.applicationId, applicationIds))
    : [];
  // The conversations with the team: what the person wrote and the replies (internal notes
  // are the team's working notes, docs/decisions/054-cases.md).
  const myCases = await db.select().from(cases).where(eq(cases.clientUserId, userId));
  const conversations = [];
  for (const row of myCases) {
    conversations.push({
      number: row.number,
      state: row.state,
      openedAt: row.createdAt,
      messages: clientView(await readThread(deps, row.id)),
    });
  }
  const sessions = await db.select().from(session).where(eq(session.userId, userId));
  const [factor] = await db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));

  return {
    exportedAt: deps.now().toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: realEmail(account.email),
      emailVerified: account.emailVerified,
      phoneNumber: account.phoneNumber,
      phoneNumberVerified: account.phoneNumberVerified === true,
      twoFactorEnabled: Boolean(account.twoFactorEnabled) && factor?.verified !== false,
      createdAt: account.createdAt,
    },
    profile: (await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0] ?? null,
    sessions: sessions.map((row) => ({
      device: describeDevice(row.userAgent),
      createdAt: row.createdAt,
      lastActiveAt: row.updatedAt,
      expiresAt: row.expiresAt,
    })),
    applications: applications.map((stored) => {
      const {
        phoneKey: _phone,
        emailKey: _email,
        nameKeys: _name,
        ...row
      } = open(cipher, SEALED.serviceApplications, stored);
      return {
        ...row,
        requirements: JSON.parse(row.requirements) as Record<string, boolean>,
        statusHistory: history
          .filter((change) => change.applicationId === row.id)
          .map(({ changedBy: _changedBy, ...change }) =>
            open(cipher, SEALED.applicationStatusHistory, change),
          ),
      };
    }),
    messages: messages.map((stored) => {
      const {
        phoneKey: _phone,
        emailKey: _email,
        nameKeys: _name,
        ...row
      } = open(cipher, SEALED.contactMessages, stored);
      return row;
    }),
    conversations,
    notifications: (await db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (stored) => {
        const row = open(cipher, SEALED.notifications, stored);
        return { ...row, data: JSON.parse(row.data) as Record<string, unknown> };
      },
    ),
    testimonials: (await db.select().from(testimonials).where(eq(testimonials.userId, userId))).map((row) =>
      open(cipher, SEALED.testimonials, row),
    ),
    reminders: (await db.select().from(reminders).where(eq(reminders.userId, userId))).map((row) =>
      open(cipher, SEALED.reminders, row),
    ),
    adherence: await db.select().from(adherenceLog).where(eq(adherenceLog.userId, userId)),
    chatHistory: (await listChatSessions(deps, userId)).sessions,
    /** The account's number by SMS and USSD: messages on or off, the weekly check-in, each consent. */
    textMessages: await exportTextMessages(deps, userId),
    pushSubscriptions: (
      await db
        .select({ createdAt: pushSubscriptions.createdAt, userAgent: pushSubscriptions.userAgent })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    ).map((row) => ({ device: describeDevice(row.userAgent), createdAt: row.createdAt })),
  };
}
