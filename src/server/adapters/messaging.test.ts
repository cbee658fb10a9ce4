/**
 * The messaging adapter against real protocol peers on 127.0.0.1: a minimal SMTP server
 * for nodemailer, and the stub of Africa's Talking's HTTP API (test/africas-talking-stub.ts). Without providers, the outbox.
 */
import { randomBytes } from "node:crypto";
import type { Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { outbox, smsContacts } from "../db/schema";
import { createLogger } from "../logger";
import { createFieldCipher } from "../security/encryption";
import { SEALED, seal } from "../security/sealed-tables";
import { startAfricasTalkingStub, type AfricasTalkingStub } from "../test/africas-talking-stub";
import {
  SmsCeilingError,
  SmsStoppedError,
  createMessaging,
  isUndeliverableEmail,
  openOutboxRow,
  sentTo,
} from "./messaging";

let database: Database;
const logger = createLogger({ level: "silent" });
const cipher = createFieldCipher(randomBytes(32));
const storedTo = async (recipient: string) =>
  (await database.db.select().from(outbox).where(sentTo(cipher, recipient))).map((row) =>
    openOutboxRow(cipher, row),
  );

beforeAll(async () => {
  database = await openDatabase({ kind: "memory" });
});
afterAll(async () => {
  await database.close();
});

const listen = (server: HttpServer | TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** Just enough SMTP (RFC 5321) to receive one message. */
function fakeSmtpServer(received: string[]) {
  return createTcpServer((socket) => {
    let inData = false;
    let data = "";
    socket.write("220 localhost ESMTP test\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString().split("\r\n")) {
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            socket.write("250 OK queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 localhost\r\n");
        else if (command === "MAIL" || command === "RCPT") socket.write("250 OK\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "QUIT") socket.end("221 Bye\r\n");
        else if (line) socket.write("250 OK\r\n");
      }
    });
  });
}

describe("without providers", () => {
  it("keeps e-mail and SMS in the outbox for the status page", async () => {
    const messaging = createMessaging(database.db, cipher, logger, { siteName: "HIVCare" });
    expect(messaging.mode).toEqual({ email: "outbox", sms: "outbox" });
    await messaging.sendEmail({ to: "a@example.com", subject: "Confirm", text: "link" });
    await messaging.sendSms({ to: "+256772000001", text: "Your sign-in code is 123456." });
    const recent = await messaging.recent(2);
    expect(recent.map((row) => [row.channel, row.recipient, row.status])).toEqual(
      expect.arrayContaining([
        ["email", "a@example.com", "stored"],
        ["sms", "+256772000001", "stored"],
      ]),
    );
    // At rest, the address, number and words are ciphertext (decision 064).
    const stored = JSON.stringify(await database.db.select().from(outbox));
    for (const clear of ["a@example.com", "+256772000001", "123456", "Confirm"])
      expect(stored).not.toContain(clear);
  });
});

describe("with SMTP", () => {
  const received: string[] = [];
  const server = fakeSmtpServer(received);
  let port = 0;
  beforeAll(async () => {
    port = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers through nodemailer and keeps only a record, not the body", async () => {
    const messaging = createMessaging(database.db, cipher, logger, {
      siteName: "HIVCare",
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      mailFrom: "Team <team@example.org>",
    });
    expect(messaging.mode.email).toBe("smtp");
    await messaging.sendEmail({
      to: "b@example.com",
      subject: "Reset your password",
      text: "the secret link",
    });
    expect(received.join("")).toContain("Subject: Reset your password");
    expect(received.join("")).toContain("the secret link");
    const [row] = await storedTo("b@example.com");
    expect(row).toMatchObject({ status: "sent", body: "[sent through provider]" });
  });

  it("never writes to a reserved .invalid address (a phone account's placeholder)", async () => {
    const messaging = createMessaging(database.db, cipher, logger, {
      siteName: "HIVCare",
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    });
    const before = received.length;
    for (const to of ["256772123456@phone.invalid", "someone@Example.INVALID", "x@invalid"]) {
      await messaging.sendEmail({ to, subject: "Reply", text: "words for nobody" });
      expect(await storedTo(to)).toEqual([]);
    }
    expect(received.length).toBe(before);
  });
});

describe("isUndeliverableEmail", () => {
  it("knows the reserved .invalid domain and nothing else", () => {
    expect(isUndeliverableEmail("256772123456@phone.invalid")).toBe(true);
    expect(isUndeliverableEmail("a@b.INVALID.")).toBe(true);
    expect(isUndeliverableEmail("a@invalid.example.org")).toBe(false);
    expect(isUndeliverableEmail("a@example.com")).toBe(false);
  });
});

describe("with Africa's Talking", () => {
  let stub: AfricasTalkingStub;
  beforeAll(async () => {
    stub = await startAfricasTalkingStub();
  });
  afterAll(() => stub.close());

  const messaging = (options: { smsDailyLimit?: number } = {}) =>
    createMessaging(database.db, cipher, logger, {
      siteName: "HIVCare",
      africasTalking: {
        username: stub.username,
        apiKey: stub.apiKey,
        senderId: "CARE",
        baseUrl: stub.baseUrl,
      },
      ...options,
    });

  it("posts the message with the API key and sender, and keeps the provider's id for its reports", async () => {
    expect(messaging().mode.sms).toBe("africastalking");
    await messaging().sendSms({ to: "+256772000002", text: "Your sign-in code is 654321." });
    const [sent] = stub.to("+256772000002");
    expect(sent).toMatchObject({ message: "Your sign-in code is 654321.", from: "CARE" });
    const [row] = await storedTo("+256772000002");
    expect(row).toMatchObject({ status: "sent", providerMessageId: sent!.messageId });
    expect(
      await messaging().recordDelivery({
        providerMessageId: sent!.messageId,
        status: "Success",
        failureReason: null,
      }),
    ).toBe(true);
    expect((await storedTo("+256772000002"))[0]?.delivery).toBe("Success");
  });

  it("records a failure and throws, so the caller can tell the user", async () => {
    stub.failNext({ httpStatus: 500 });
    await expect(messaging().sendSms({ to: "+256772000003", text: "x" })).rejects.toThrow(/500/);
    const [row] = await storedTo("+256772000003");
    expect(row?.status).toBe("failed");
  });

  it("takes a refusal in the provider's answer (no balance, a bad number) as a failure", async () => {
    stub.failNext({ statusCode: 405, status: "InsufficientBalance" });
    await expect(messaging().sendSms({ to: "+256772000004", text: "x" })).rejects.toThrow(
      /InsufficientBalance/,
    );
    expect((await storedTo("+256772000004"))[0]?.status).toBe("failed");
  });

  it("sends in GSM letters where a lookalike is the only thing outside them", async () => {
    await messaging().sendSms({ to: "+256772000005", text: "Ŋŋ ‘hello’ … “you”" });
    expect(stub.to("+256772000005")[0]?.message).toBe(`Ng'ng' 'hello' ... "you"`);
  });

  it("sends nothing unasked-for to a number that texted STOP, but still the codes asked for", async () => {
    const phone = "+256772000006";
    await database.db
      .insert(smsContacts)
      .values(
        seal(cipher, SEALED.smsContacts, { phone, phoneKey: "", language: "en", stoppedAt: new Date() }),
      );
    await expect(messaging().sendSms({ to: phone, text: "A new message" })).rejects.toThrow(SmsStoppedError);
    await messaging().sendSms({ to: phone, text: "Your code is 1", reason: "code" });
    await messaging().sendSms({ to: phone, text: "An answer", reason: "answer" });
    expect(stub.to(phone).map((sms) => sms.message)).toEqual(["Your code is 1", "An answer"]);
  });

  it("holds a number to the day's ceiling, a crisis and codes aside", async () => {
    const phone = "+256772000007";
    const limited = messaging({ smsDailyLimit: 2 });
    await limited.sendSms({ to: phone, text: "one" });
    await limited.sendSms({ to: phone, text: "two", reason: "answer" });
    await expect(limited.sendSms({ to: phone, text: "three" })).rejects.toThrow(SmsCeilingError);
    await expect(limited.sendSms({ to: phone, text: "three", reason: "answer" })).rejects.toThrow(
      SmsCeilingError,
    );
    await limited.sendSms({ to: phone, text: "now", reason: "crisis" });
    await limited.sendSms({ to: phone, text: "code", reason: "code" });
    expect(stub.to(phone).map((sms) => sms.message)).toEqual(["one", "two", "now", "code"]);
  });
});
