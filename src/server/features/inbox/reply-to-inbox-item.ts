/**
 * The assigned admin replies to an item. A sender with an account gets the in-app reply
 * notification of spec section 7; one without gets the same words by e-mail or SMS. The
 * reply is stored, encrypted, only once it has gone out: a failed delivery is a 502 and
 * leaves nothing behind, so the admin can simply try again.
 */
import type { InboxItemParams, InboxReply, InboxReplyBody } from "@shared/api/inbox";
import type { AppDeps } from "../../deps";
import { inboxReplies } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Viewer } from "../../auth/session";
import { recordAudit } from "../audit/record-audit";
import { auditTargetOf, findOwnedItem, type OwnedItem } from "./find-owned-item";
import { recipientOf, resolveReplyChannel, type ReplyChannel } from "./reply-channels";
import { toInboxReply } from "./list-replies";
import { publishInboxChange } from "./publish-inbox-change";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify" | "messaging">;

/** Spec section 7, word for word. */
export function replyNotification(type: OwnedItem["type"], adminName: string, reply: string) {
  return {
    title: `Reply to your ${type}`,
    message: `You have received a reply from ${adminName}: ${reply}`,
    data: { original_type: type, reply_message: reply, admin_name: adminName },
  };
}

async function deliver(
  deps: Deps,
  owned: OwnedItem,
  channel: ReplyChannel,
  adminName: string,
  reply: string,
) {
  const recipient = recipientOf(owned);
  const { title, message, data } = replyNotification(owned.type, adminName, reply);
  if (channel === "in_app" && recipient.userId) {
    // deps.notify answers null on failure (spec section 8: "returns false").
    return (await deps.notify({ userId: recipient.userId, type: "reply", title, message, data })) !== null;
  }
  try {
    if (channel === "email" && recipient.email) {
      await deps.messaging.sendEmail({ to: recipient.email, subject: title, text: message });
      return true;
    }
    if (channel === "sms" && recipient.phone) {
      await deps.messaging.sendSms({ to: recipient.phone, text: message });
      return true;
    }
  } catch (error) {
    deps.logger.error({ err: error, channel }, "reply could not be sent");
  }
  return false;
}

export async function replyToInboxItem(
  deps: Deps,
  admin: Viewer,
  params: InboxItemParams,
  body: InboxReplyBody,
): Promise<InboxReply> {
  const adminId = admin.user.id;
  const owned = await findOwnedItem(deps.db, adminId, params);
  const channel = resolveReplyChannel(owned, body.channel);
  if (!(await deliver(deps, owned, channel, admin.user.name, body.message))) {
    throw new HttpError(502, "reply_not_delivered", "The reply could not be delivered. Please try again.");
  }

  const now = deps.now();
  const target = auditTargetOf(owned);
  const reply = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboxReplies)
      .values({
        itemType: params.type,
        itemId: params.id,
        adminId,
        message: deps.cipher.encrypt(body.message),
        channel,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("reply insert returned no row");
    await recordAudit(tx, now, {
      actorId: adminId,
      action: "replied",
      ...target,
      details: { ...target.details, channel },
    });
    return row;
  });
  await publishInboxChange(deps, [adminId]);
  return toInboxReply(reply, admin.user.name, body.message);
}
