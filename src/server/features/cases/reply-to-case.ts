/**
 * A navigator answers the client of a case. In the app: the reply notification of spec
 * section 7 (and, for a phone-only account, a text message saying there is a message).
 * By SMS or e-mail to an account holder: only "You have a new message from your care
 * team" — never the words themselves, nor a health word. An anonymous contact has no app
 * to read it in: the reply itself goes to the number or address they left for it.
 *
 * The reply is stored (encrypted) only once it has gone out: a failed delivery is a 502
 * and leaves nothing behind, so the navigator can simply try again. Replying takes an
 * unassigned case and moves a new one on; the client no longer waits on the team.
 */
import { eq } from "drizzle-orm";
import type { CaseEvent, CaseReplyBody } from "@shared/api/cases";
import type { AppDeps } from "../../deps";
import { applicationNotifications, cases } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { SmsCeilingError, SmsStoppedError } from "../../adapters/messaging";
import { recordAudit } from "../../audit/record-audit";
import { recipientOf, resolveReplyChannel, type CaseRecipient, type ReplyChannel } from "./case-client";
import { publishCaseChange, type Navigator } from "./case-team";
import { recordCaseEvent } from "./file-into-case";
import { findTeamCase } from "./get-case";
import { assignedEvent, setAssignee, tellClientCaseChanged } from "./case-actions";
import { toCaseEvent } from "./case-thread";
import type { CaseRow } from "./case-summaries";

type Deps = Pick<AppDeps, "db" | "cipher" | "bus" | "logger" | "now" | "notify" | "messaging" | "env">;

/** Spec section 7, word for word. */
export function replyNotification(type: "application" | "message", adminName: string, reply: string) {
  return {
    title: `Reply to your ${type}`,
    message: `You have received a reply from ${adminName}: ${reply}`,
    data: { original_type: type, reply_message: reply, admin_name: adminName },
  };
}

/** What an SMS or e-mail to an account holder says: that there is a message, no more. */
export function newMessageNotice(publicUrl: string) {
  return {
    subject: "A new message",
    text: `You have a new message from your care team. Open ${publicUrl}/portal to read it.`,
  };
}

/** For an anonymous contact the reply is the message; our own words stay neutral. */
export function anonymousReply(reply: string) {
  return { subject: "A message from your care team", text: `Your care team: ${reply}` };
}

async function originalType(deps: Deps, row: CaseRow): Promise<"application" | "message"> {
  const [application] = await deps.db
    .select({ id: applicationNotifications.id })
    .from(applicationNotifications)
    .where(eq(applicationNotifications.caseId, row.id))
    .limit(1);
  return application ? "application" : "message";
}

async function deliver(
  deps: Deps,
  row: CaseRow,
  recipient: CaseRecipient,
  channel: ReplyChannel,
  adminName: string,
  reply: string,
): Promise<boolean> {
  const { client } = recipient;
  const notice = newMessageNotice(deps.env.publicUrl);
  try {
    // The visitor's open chat hears of it at once (tellClientCaseChanged, after storing).
    if (channel === "chat") return recipient.inLiveChat;
    if (channel === "in_app" && recipient.userId) {
      const { title, message, data } = replyNotification(await originalType(deps, row), adminName, reply);
      // deps.notify answers null on failure (spec section 8: "returns false").
      const sent = await deps.notify({ userId: recipient.userId, type: "reply", title, message, data });
      if (sent === null) return false;
      if (recipient.phoneOnlyAccount && client.phone) {
        await deps.messaging.sendSms({ to: client.phone, text: notice.text });
      }
      return true;
    }
    const words = recipient.userId ? notice : anonymousReply(reply);
    if (channel === "sms" && client.phone) {
      await deps.messaging.sendSms({ to: client.phone, text: words.text });
      return true;
    }
    if (channel === "email" && client.email) {
      await deps.messaging.sendEmail({ to: client.email, subject: words.subject, text: words.text });
      return true;
    }
  } catch (error) {
    // Not a failure to try again: the person's own choice, or the day's ceiling (decision 081).
    if (error instanceof SmsStoppedError) {
      throw new HttpError(
        409,
        "sms_stopped",
        "This person texted STOP: no text message reaches them until they text START.",
        {
          field: "channel",
        },
      );
    }
    if (error instanceof SmsCeilingError) {
      throw new HttpError(429, "sms_ceiling", "This number has had today's share of text messages.", {
        field: "channel",
      });
    }
    deps.logger.error({ err: error, channel }, "reply could not be sent");
  }
  return false;
}

export async function replyToCase(
  deps: Deps,
  navigator: Navigator,
  caseId: string,
  body: CaseReplyBody,
): Promise<CaseEvent> {
  const row = await findTeamCase(deps.db, navigator, caseId);
  const recipient = await recipientOf(deps, row, deps.now());
  const channel = resolveReplyChannel(recipient, body.channel);
  if (!(await deliver(deps, row, recipient, channel, navigator.name, body.text))) {
    throw new HttpError(502, "reply_not_delivered", "The reply could not be delivered. Please try again.");
  }
  const now = deps.now();
  const event = await deps.db.transaction(async (tx) => {
    const inserted = await recordCaseEvent(tx, deps.cipher, row.id, now, {
      kind: "reply",
      authorId: navigator.id,
      text: body.text,
      channel,
    });
    if (!row.assigneeId) {
      await setAssignee(tx, row.id, navigator.id, now);
      await recordCaseEvent(tx, deps.cipher, row.id, now, assignedEvent(navigator, navigator));
    }
    if (row.state === "new") {
      await recordCaseEvent(tx, deps.cipher, row.id, now, {
        kind: "event",
        code: "state",
        authorId: navigator.id,
        data: { from: "new", to: "in_progress" },
      });
    }
    await tx
      .update(cases)
      .set({
        state: row.state === "new" ? "in_progress" : row.state,
        waitingSince: null,
        lastActivityAt: now,
        updatedAt: now,
      })
      .where(eq(cases.id, row.id));
    await recordAudit(tx, now, {
      actorId: navigator.id,
      action: "replied",
      entityType: "case",
      entityId: row.id,
      details: { channel },
    });
    return inserted;
  });
  await publishCaseChange(deps, row.region, row.id);
  await tellClientCaseChanged(deps, row);
  return toCaseEvent(event, navigator.name, body.text);
}
