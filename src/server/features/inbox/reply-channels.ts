/**
 * How a reply can reach the sender of an inbox item: in the app when they have an account
 * (every applicant does; a contact message only when sent signed in), otherwise by e-mail
 * or SMS to the address they left. The preferred channel comes first.
 */
import type { InboxReplyBody } from "@shared/api/inbox";
import { HttpError } from "../../http/errors";
import type { OwnedItem } from "./find-owned-item";

export type ReplyChannel = InboxReplyBody["channel"];

export interface ReplyRecipient {
  /** The account to notify in the app, when there is one. */
  userId: string | null;
  email: string | null;
  phone: string | null;
}

export function recipientOf(owned: OwnedItem): ReplyRecipient {
  if (owned.type === "application") {
    const { application } = owned;
    return { userId: application.userId, email: application.email, phone: application.phone };
  }
  // contact_messages.user_id is cleared when the account is deleted; the notification's copy is not.
  const { message } = owned;
  return { userId: message.userId, email: message.email, phone: message.phone };
}

export function replyChannelsOf(owned: OwnedItem): ReplyChannel[] {
  const recipient = recipientOf(owned);
  const channels: ReplyChannel[] = [];
  if (recipient.userId) channels.push("in_app");
  if (recipient.email) channels.push("email");
  if (recipient.phone) channels.push("sms");
  return channels;
}

/**
 * The channel to use. "in_app" is the request's default, so for a sender without an
 * account it means "the usual way": e-mail, else SMS. An explicit e-mail or SMS must be
 * reachable.
 */
export function resolveReplyChannel(owned: OwnedItem, requested: ReplyChannel): ReplyChannel {
  const available = replyChannelsOf(owned);
  if (available.includes(requested)) return requested;
  const fallback = available[0];
  if (requested === "in_app" && fallback) return fallback;
  throw new HttpError(400, "channel_unavailable", "The sender cannot be reached on this channel.", {
    field: "channel",
  });
}
