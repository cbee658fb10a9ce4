/**
 * Who the client of a case is and how a reply reaches them. An account holder is
 * answered in the app; a phone-only account also by a neutral SMS, never at its
 * `.invalid` placeholder; e-mail only to a confirmed address. An anonymous contact is
 * answered where they asked to be: the phone number or e-mail address they left.
 */
import { desc, eq } from "drizzle-orm";
import type { CaseDetail } from "@shared/api/cases";
import type { REPLY_CHANNELS } from "@shared/api/inbox";
import { realEmail } from "@shared/domain/phone-account";
import { SEALED, open } from "../../security/sealed-tables";
import {
  applicationNotifications,
  contactMessages,
  messageNotifications,
  serviceApplications,
  user,
  userProfiles,
} from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { CaseReadDeps, CaseRow } from "./case-summaries";
import { openLiveChatsOf } from "./live-chat";

export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export interface CaseRecipient {
  client: CaseDetail["client"];
  userId: string | null;
  /** The client agreed at sign-up that the team may see their reminders and adherence. */
  sharesCare: boolean;
  /** A phone-only account: the app, and a neutral SMS saying there is a message. */
  phoneOnlyAccount: boolean;
  /** A visitor is in a live chat on this case now: the reply goes there first. */
  inLiveChat: boolean;
}

/** The latest contact details the client left on a form of this case. */
async function leftOnForms({ db, cipher }: CaseReadDeps, caseId: string) {
  const [application] = await db
    .select({
      fullName: serviceApplications.fullName,
      phone: serviceApplications.phone,
      email: serviceApplications.email,
    })
    .from(applicationNotifications)
    .innerJoin(serviceApplications, eq(serviceApplications.id, applicationNotifications.applicationId))
    .where(eq(applicationNotifications.caseId, caseId))
    .orderBy(desc(applicationNotifications.createdAt))
    .limit(1);
  const messages = await db
    .select({ name: contactMessages.name, phone: contactMessages.phone, email: contactMessages.email })
    .from(messageNotifications)
    .innerJoin(contactMessages, eq(contactMessages.id, messageNotifications.messageId))
    .where(eq(messageNotifications.caseId, caseId))
    .orderBy(desc(messageNotifications.createdAt));
  const all = [
    ...messages.map((row) => open(cipher, SEALED.contactMessages, row)),
    ...(application ? [open(cipher, SEALED.serviceApplications, application)] : []).map(
      ({ fullName, ...row }) => ({ ...row, name: fullName }),
    ),
  ];
  return {
    name: all.find((row) => row.name?.trim())?.name?.trim() ?? null,
    phone: all.find((row) => row.phone)?.phone ?? null,
    email: realEmail(all.find((row) => row.email)?.email ?? null),
  };
}

export async function recipientOf(deps: CaseReadDeps, row: CaseRow, now: Date): Promise<CaseRecipient> {
  const { db } = deps;
  const closed = row.clientClosedAt !== null;
  const inLiveChat = (await openLiveChatsOf({ db, now: () => now }, row.id)).length > 0;
  if (row.clientUserId) {
    const [account] = await db
      .select({ user, shareCare: userProfiles.shareCareWithTeam })
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
      .where(eq(user.id, row.clientUserId));
    if (account) {
      const forms = await leftOnForms(deps, row.id);
      const email = realEmail(account.user.email);
      return {
        userId: account.user.id,
        sharesCare: account.shareCare ?? false,
        phoneOnlyAccount: email === null,
        inLiveChat,
        client: {
          name: account.user.name,
          phone: account.user.phoneNumber ?? forms.phone,
          email: email ?? forms.email,
          email_confirmed: email !== null && account.user.emailVerified,
          has_account: true,
          account_closed: false,
        },
      };
    }
  }
  const forms = closed ? { name: null, phone: null, email: null } : await leftOnForms(deps, row.id);
  return {
    userId: null,
    sharesCare: false,
    phoneOnlyAccount: false,
    inLiveChat,
    client: { ...forms, email_confirmed: false, has_account: false, account_closed: closed },
  };
}

/** The ways a reply can reach the client now, the usual one first. */
export function replyChannelsOf(recipient: CaseRecipient): ReplyChannel[] {
  const { client } = recipient;
  if (client.account_closed) return [];
  const channels: ReplyChannel[] = [];
  if (recipient.inLiveChat) channels.push("chat");
  if (recipient.userId) channels.push("in_app");
  if (client.phone) channels.push("sms");
  // An account's address must be confirmed; an anonymous contact chose the one they left.
  if (client.email && (!recipient.userId || client.email_confirmed)) channels.push("email");
  return channels;
}

export function resolveReplyChannel(
  recipient: CaseRecipient,
  requested: ReplyChannel | undefined,
): ReplyChannel {
  const available = replyChannelsOf(recipient);
  const channel = requested ?? available[0];
  if (channel && available.includes(channel)) return channel;
  throw new HttpError(400, "channel_unavailable", "The client cannot be reached on this channel.", {
    field: "channel",
  });
}
