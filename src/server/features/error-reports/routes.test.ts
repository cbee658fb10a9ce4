import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../test/harness";
import { createApp } from "../../app";
import { ANONYMOUS_WRITES } from "../../security/anonymous-writes";
import { envelopeUrl, parseDsn } from "./forward-envelope";

/** A stand-in for the reporting service on 127.0.0.1. */
let server: Server;
let port: number;
let status: number;
let received: { url: string | undefined; type: string | undefined; body: string }[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += String(chunk)));
    request.on("end", () => {
      received.push({ url: request.url, type: request.headers["content-type"], body });
      response.writeHead(status).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  status = 200;
});

const dsn = () => `http://publickey@127.0.0.1:${port}/42`;
const envelope = (forDsn: string) =>
  `${JSON.stringify({ event_id: "abc", dsn: forDsn, sent_at: "2026-01-01T00:00:00Z" })}\n{"type":"event"}\n{"message":"boom"}`;

let h: Harness;
let client: TestUser;
let admin: TestUser;
const post = (body: string, as: TestUser | null = null, headers: Record<string, string> = {}) =>
  h.request("/api/error-reports", { method: "POST", as, body, headers });

beforeAll(async () => {
  h = await createHarness({ SENTRY_DSN: dsn() });
  client = await h.createUser();
  admin = await h.createUser({ role: "admin", region: "masaka" });
});
afterAll(async () => {
  await h.close();
});

describe("POST /api/error-reports", () => {
  it.each([
    ["anonymous", () => null],
    ["a client", () => client],
    ["an admin", () => admin],
  ])("forwards %s's envelope to the configured service, unchanged", async (_who, as) => {
    const body = envelope(dsn());
    const response = await post(body, as());
    expect(response.status).toBe(204);
    expect(received).toEqual([{ url: "/api/42/envelope/", type: "application/x-sentry-envelope", body }]);
  });

  it("refuses an envelope for another DSN or without one, and forwards nothing", async () => {
    for (const body of [
      envelope(`http://other@127.0.0.1:${port}/42`),
      envelope("http://publickey@evil.example.org/42"),
      "not json\n{}",
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: "invalid_envelope", field: "body" });
    }
    expect(received).toEqual([]);
  });

  it("answers 502 when the service fails", async () => {
    status = 500;
    const response = await post(envelope(dsn()));
    expect(response.status).toBe(502);
  });

  it("refuses an envelope that is too large", async () => {
    const response = await post(envelope(dsn()) + "x".repeat(1_000_001));
    expect(response.status).toBe(413);
  });

  it("refuses a post from another site", async () => {
    const response = await post(envelope(dsn()), null, { origin: "https://evil.example.org" });
    expect(response.status).toBe(403);
    expect(received).toEqual([]);
  });

  it("keeps to the visitor's hourly allowance, counted in the database", async () => {
    const first = await post(envelope(dsn()));
    expect(first.status).toBe(204);
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const statuses: number[] = [];
    for (let index = 1; index < ANONYMOUS_WRITES.error_report.perVisitor + 2; index += 1)
      statuses.push((await post(envelope(dsn()), null, { cookie })).status);
    expect(statuses.filter((code) => code === 204)).toHaveLength(
      ANONYMOUS_WRITES.error_report.perVisitor - 1,
    );
    const refused = await post(envelope(dsn()), null, { cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("does not exist without a DSN or with error tracking off", async () => {
    for (const env of [
      { ...h.deps.env, SENTRY_DSN: undefined },
      { ...h.deps.env, features: { ...h.deps.env.features, errorTracking: false } },
    ]) {
      const response = await createApp({ ...h.deps, env }).request("/api/error-reports", {
        method: "POST",
        headers: { origin: h.deps.env.publicUrl },
        body: envelope(dsn()),
      });
      expect(response.status).toBe(404);
    }
  });
});

describe("parseDsn", () => {
  it("finds the envelope address, with a path prefix when there is one", () => {
    expect(envelopeUrl(parseDsn("https://key@errors.example.org/7")!)).toBe(
      "https://errors.example.org/api/7/envelope/",
    );
    expect(envelopeUrl(parseDsn("https://key@example.org/reports/7")!)).toBe(
      "https://example.org/reports/api/7/envelope/",
    );
    expect(parseDsn("https://errors.example.org/7")).toBeNull();
    expect(parseDsn("nonsense")).toBeNull();
  });
});
