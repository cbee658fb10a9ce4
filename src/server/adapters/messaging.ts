/**
 * Outbound e-mail and SMS. Each channel has one real provider (SMTP through nodemailer,
 * Africa's Talking for SMS) used when configured; otherwise the message is kept in the
 * outbox table, which the admin status page shows so every flow can be finished in
 * development. Every message, sent or stored, leaves a row in the outbox for the record.
 *
 * Text messages cost the service and reach shared phones (decision 081): a number whose
 * owner texted STOP gets nothing they did not just ask for, and each number gets at most
 * SMS_DAILY_LIMIT messages in 24 hours, a crisis and a sign-in code aside.
 */
import nodemailer from "nodemailer";
import { and, count, desc, eq, gt, inArray, isNotNull, ne, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox, smsContacts } from "../db/schema";
import type { Logger } from "../logger";
import type { FieldCipher } from "../security/encryption";
import { contactLookups, recipientKind } from "../security/search-keys";
import { SEALED, open, seal } from "../security/sealed-tables";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}
export interface OutgoingSms {
  to: string;
  text: string;
  /**
   * Why it is sent, which decides what may hold it back (decision 081):
   * - "unsolicited" (the default): a notice, a reminder, a navigator's reply. Not sent to a
   *   number that texted STOP, and counted toward the day's ceiling;
   * - "answer": an answer to a text the person has just sent. Counted toward the ceiling;
   * - "code": a sign-in or reset code the person has just asked for;
   * - "crisis": what answers a message read as a crisis. Never held back.
   */
  reason?: "unsolicited" | "answer" | "code" | "crisis";
}

/** The number's owner texted STOP: nothing unasked-for goes to it. */
export class SmsStoppedError extends Error {
  override readonly name = "SmsStoppedError";
}

/** The number has had the day's share of messages (SMS_DAILY_LIMIT in 24 hours). */
export class SmsCeilingError extends Error {
  override readonly name = "SmsCeilingError";
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Messaging {
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
  /** "smtp" / "africastalking" when a provider is configured, else "outbox". */
  mode: { email: "smtp" | "outbox"; sms: "africastalking" | "outbox" };
  /** The latest outbox rows, decrypted. */
  recent(limit: number): Promise<OutboxRow[]>;
  /** The provider's delivery report for a message it sent; false when no message has that id. */
  recordDelivery(report: DeliveryReport): Promise<boolean>;
}

export interface DeliveryReport {
  providerMessageId: string;
  status: string;
  failureReason: string | null;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** The outbox rows to this address or number, found by the recipient's blind index. */
export function sentTo(cipher: Pick<FieldCipher, "blindIndexes">, recipient: string): SQL {
  return inArray(outbox.recipientKey, contactLookups(cipher, recipientKind(recipient), recipient));
}

/** An outbox row as read, decrypted (the recipient, subject, body and error are encrypted at rest). */
export function openOutboxRow(cipher: Pick<FieldCipher, "decrypt">, row: OutboxRow): OutboxRow {
  return open(cipher, SEALED.outbox, row);
}

export interface MessagingConfig {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  africasTalking?: {
    username: string;
    apiKey: string;
    senderId?: string | undefined;
    baseUrl?: string | undefined;
  };
  siteName: string;
  /** Messages a number may get in 24 hours (crises and sign-in codes aside); none: no ceiling. */
  smsDailyLimit?: number | undefined;
  now?: () => Date;
}

/**
 * An address on the reserved ".invalid" domain (RFC 2606), like a phone account's
 * `…@phone.invalid` placeholder, belongs to nobody: it is never written to.
 */
export function isUndeliverableEmail(address: string): boolean {
  const domain = address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  return domain === "invalid" || domain.endsWith(".invalid");
}

type Transport = (message: OutgoingEmail) => Promise<void>;
/** Sends, and answers the provider's id of the message. */
type SmsTransport = (message: OutgoingSms) => Promise<string | null>;

/**
 * The same words in the GSM alphabet where a lookalike is the only thing outside it: one
 * curly quote or a Luganda "ŋ" would make the whole message UCS-2, 70 characters a part
 * instead of 160, and so cost two or three times as much.
 */
export function gsmFriendly(text: string): string {
  return text
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/ŋ/g, "ng'")
    .replace(/Ŋ/g, "Ng'")
    .replace(/•/g, "-");
}

/** Africa's Talking's answer to a send (its documented "SMSMessageData"). */
interface SendAnswer {
  SMSMessageData?: { Recipients?: { status?: string; statusCode?: number; messageId?: string }[] };
}

function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (message) => {
    await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
  };
}

function africasTalkingTransport(config: NonNullable<MessagingConfig["africasTalking"]>): SmsTransport {
  const baseUrl = config.baseUrl ?? "https://api.africastalking.com";
  return async (message) => {
    const body = new URLSearchParams({
      username: config.username,
      to: message.to,
      message: gsmFriendly(message.text),
    });
    if (config.senderId) body.set("from", config.senderId);
    const response = await fetch(`${baseUrl}/version1/messaging`, {
      method: "POST",
      headers: {
        apiKey: config.apiKey,
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    const answer = (await response.json().catch(() => ({}))) as SendAnswer;
    const [recipient] = answer.SMSMessageData?.Recipients ?? [];
    // 100 Processed, 101 Sent, 102 Queued; anything else is a refusal (invalid number, no balance).
    if (recipient?.statusCode !== undefined && ![100, 101, 102].includes(recipient.statusCode)) {
      throw new Error(`SMS provider refused the message: ${recipient.status ?? recipient.statusCode}`);
    }
    return recipient?.messageId ?? null;
  };
}

export function createMessaging(
  db: Db,
  cipher: FieldCipher,
  logger: Logger,
  config: MessagingConfig,
): Messaging {
  const email = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom ?? `${config.siteName} <no-reply@localhost>`)
    : undefined;
  const sms = config.africasTalking ? africasTalkingTransport(config.africasTalking) : undefined;
  const now = config.now ?? (() => new Date());

  async function deliver(
    channel: "email" | "sms",
    recipient: string,
    subject: string | null,
    body: string,
    send: (() => Promise<string | null | void>) | undefined,
  ) {
    const record = (
      row: Pick<OutboxRow, "body" | "status"> & { error?: string; providerMessageId?: string | null },
    ) => db.insert(outbox).values(seal(cipher, SEALED.outbox, { channel, recipient, subject, ...row }));
    if (!send) {
      await record({ body, status: "stored" });
      return;
    }
    try {
      const providerMessageId = (await send()) ?? null;
      await record({ body: "[sent through provider]", status: "sent", providerMessageId });
    } catch (error) {
      logger.error({ err: error, channel }, "outbound message failed");
      await record({ body, status: "failed", error: String(error) });
      throw error;
    }
  }

  return {
    mode: { email: email ? "smtp" : "outbox", sms: sms ? "africastalking" : "outbox" },
    async sendEmail(message) {
      if (isUndeliverableEmail(message.to)) {
        // A caller forgot realEmail(): nothing is sent or stored, and the log names no address.
        logger.warn({ channel: "email" }, "e-mail to a reserved .invalid address not sent");
        return;
      }
      await deliver("email", message.to, message.subject, message.text, email && (() => email(message)));
    },
    async sendSms(message) {
      const reason = message.reason ?? "unsolicited";
      if (reason === "unsolicited" && (await stopped(message.to))) throw new SmsStoppedError("stopped");
      if ((reason === "unsolicited" || reason === "answer") && (await overCeiling(message.to))) {
        throw new SmsCeilingError("over the day's ceiling");
      }
      await deliver("sms", message.to, null, message.text, sms && (() => sms(message)));
    },
    recent: async (limit) =>
      (await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit)).map((row) =>
        openOutboxRow(cipher, row),
      ),
    async recordDelivery(report) {
      const updated = await db
        .update(outbox)
        // The provider's words (a status, and a reason such as "InsufficientCredit"), nobody's data.
        .set({
          delivery: report.failureReason ? `${report.status}: ${report.failureReason}` : report.status,
          deliveryReportedAt: now(),
        })
        .where(and(eq(outbox.channel, "sms"), eq(outbox.providerMessageId, report.providerMessageId)))
        .returning({ id: outbox.id });
      return updated.length > 0;
    },
  };

  async function stopped(phone: string): Promise<boolean> {
    const [row] = await db
      .select({ id: smsContacts.id })
      .from(smsContacts)
      .where(
        and(
          inArray(smsContacts.phoneKey, contactLookups(cipher, "phone", phone)),
          isNotNull(smsContacts.stoppedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function overCeiling(phone: string): Promise<boolean> {
    if (config.smsDailyLimit === undefined) return false;
    const [row] = await db
      .select({ sent: count() })
      .from(outbox)
      .where(
        and(
          inArray(outbox.recipientKey, contactLookups(cipher, "phone", phone)),
          gt(outbox.createdAt, new Date(now().getTime() - DAY_MS)),
          ne(outbox.status, "failed"),
        ),
      );
    return (row?.sent ?? 0) >= config.smsDailyLimit;
  }
}
