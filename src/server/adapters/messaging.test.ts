/**
 * The messaging adapter against real protocol peers on 127.0.0.1: a minimal SMTP server
 * for nodemailer, and a stub of Africa's Talking's HTTP API. Without providers, the outbox.
 */
import { randomBytes } from "node:crypto";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { outbox } from "../db/schema";
import { createLogger } from "../logger";
import { createFieldCipher } from "../security/encryption";
import { createMessaging, isUndeliverableEmail, openOutboxRow, sentTo } from "./messaging";

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
  const requests: { apiKey: string | undefined; body: URLSearchParams }[] = [];
  let failNext = false;
  const server = createHttpServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      requests.push({
        apiKey: request.headers.apikey as string | undefined,
        body: new URLSearchParams(body),
      });
      response.statusCode = failNext ? 500 : 201;
      failNext = false;
      response.end(JSON.stringify({ SMSMessageData: { Recipients: [{ status: "Success" }] } }));
    });
  });
  let baseUrl = "";
  beforeAll(async () => {
    baseUrl = `http://127.0.0.1:${await listen(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const messaging = () =>
    createMessaging(database.db, cipher, logger, {
      siteName: "HIVCare",
      africasTalking: { username: "sandbox", apiKey: "test-key", senderId: "CARE", baseUrl },
    });

  it("posts the message with the API key and sender", async () => {
    expect(messaging().mode.sms).toBe("africastalking");
    await messaging().sendSms({ to: "+256772000002", text: "Your sign-in code is 654321." });
    const last = requests.at(-1)!;
    expect(last.apiKey).toBe("test-key");
    expect(Object.fromEntries(last.body)).toEqual({
      username: "sandbox",
      to: "+256772000002",
      message: "Your sign-in code is 654321.",
      from: "CARE",
    });
  });

  it("records a failure and throws, so the caller can tell the user", async () => {
    failNext = true;
    await expect(messaging().sendSms({ to: "+256772000003", text: "x" })).rejects.toThrow(/500/);
    const [row] = await storedTo("+256772000003");
    expect(row?.status).toBe("failed");
  });
});
