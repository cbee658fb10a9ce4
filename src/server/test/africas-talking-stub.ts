/**
 * Africa's Talking's SMS API on localhost, as its public documentation describes it, for
 * tests: `POST /version1/messaging` (form fields username, to, message, from; the apiKey
 * header), answered with its "SMSMessageData" JSON and a message id per recipient. Every
 * message it accepts is kept, so a test reads what a phone would have received.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

export interface StubSms {
  to: string;
  message: string;
  from: string | null;
  messageId: string;
}

export interface AfricasTalkingStub {
  baseUrl: string;
  apiKey: string;
  username: string;
  sent: StubSms[];
  /** The messages sent to this number, oldest first. */
  to(phone: string): StubSms[];
  /**
   * How the next send is answered: a server error (500), or a refusal in its documented
   * form (status 201, the recipient's statusCode, e.g. 405 "InsufficientBalance").
   */
  failNext(failure: { httpStatus: 500 } | { statusCode: number; status: string }): void;
  close(): Promise<void>;
}

export async function startAfricasTalkingStub(): Promise<AfricasTalkingStub> {
  const apiKey = `stub-${randomUUID()}`;
  const username = "sandbox";
  const sent: StubSms[] = [];
  let failure: Parameters<AfricasTalkingStub["failNext"]>[0] | null = null;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(json));
      };
      if (request.method !== "POST" || request.url !== "/version1/messaging") return reply(404, {});
      if (request.headers.apikey !== apiKey)
        return reply(401, { message: "The supplied authentication is invalid" });
      const form = new URLSearchParams(body);
      if (form.get("username") !== username) return reply(401, { message: "Invalid username" });
      const failing = failure;
      failure = null;
      if (failing && "httpStatus" in failing) return reply(failing.httpStatus, {});
      const to = form.get("to") ?? "";
      if (failing) {
        return reply(201, {
          SMSMessageData: { Message: "Sent to 0/1", Recipients: [{ ...failing, number: to, cost: "0" }] },
        });
      }
      const message = form.get("message") ?? "";
      const messageId = `ATXid_${randomUUID().replaceAll("-", "")}`;
      sent.push({ to, message, from: form.get("from"), messageId });
      reply(201, {
        SMSMessageData: {
          Message: "Sent to 1/1 Total Cost: UGX 35.0000",
          Recipients: [{ statusCode: 101, number: to, status: "Success", cost: "UGX 35.0000", messageId }],
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    username,
    sent,
    to: (phone) => sent.filter((sms) => sms.to === phone),
    failNext: (next) => void (failure = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings that send an app's SMS to this stub, from the short code "8080". */
export function stubSettings(stub: AfricasTalkingStub): Record<string, string> {
  return {
    AT_USERNAME: stub.username,
    AT_API_KEY: stub.apiKey,
    AT_BASE_URL: stub.baseUrl,
    AT_SENDER_ID: "8080",
  };
}
