/**
 * Outbound e-mail and SMS. Each channel has one real provider (SMTP through nodemailer,
 * Africa's Talking for SMS) used when configured; otherwise the message is kept in the
 * outbox table, which the admin status page shows so every flow can be finished in
 * development. Every message, sent or stored, leaves a row in the outbox for the record.
 */
import nodemailer from "nodemailer";
import { desc, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
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
}

export interface Messaging {
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
  /** "smtp" / "africastalking" when a provider is configured, else "outbox". */
  mode: { email: "smtp" | "outbox"; sms: "africastalking" | "outbox" };
  /** The latest outbox rows, decrypted. */
  recent(limit: number): Promise<OutboxRow[]>;
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
type SmsTransport = (message: OutgoingSms) => Promise<void>;

function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (message) => {
    await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
  };
}

function africasTalkingTransport(config: NonNullable<MessagingConfig["africasTalking"]>): SmsTransport {
  const baseUrl = config.baseUrl ?? "https://api.africastalking.com";
  return async (message) => {
    const body = new URLSearchParams({ username: config.username, to: message.to, message: message.text });
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

  async function deliver(
    channel: "email" | "sms",
    recipient: string,
    subject: string | null,
    body: string,
    send: (() => Promise<void>) | undefined,
  ) {
    const record = (row: Pick<OutboxRow, "body" | "status"> & { error?: string }) =>
      db.insert(outbox).values(seal(cipher, SEALED.outbox, { channel, recipient, subject, ...row }));
    if (!send) {
      await record({ body, status: "stored" });
      return;
    }
    try {
      await send();
      await record({ body: "[sent through provider]", status: "sent" });
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
    sendSms: (message) => deliver("sms", message.to, null, message.text, sms && (() => sms(message))),
    recent: async (limit) =>
      (await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit)).map((row) =>
        openOutboxRow(cipher, row),
      ),
  };
}
