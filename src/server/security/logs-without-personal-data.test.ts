/**
 * Issue 18: logs never carry parameters, free text, e-mail addresses or phone numbers, on
 * any path. Every line the server writes, at the most talkative level, during a full
 * journey and then while it fails on purpose the ways production fails: a write the
 * database refuses (the auth library prints PostgreSQL's "Failing row contains (…)"), a
 * query against a table gone (Drizzle prints the query and its parameters), an e-mail
 * provider that does not answer, and the usual refusals (a wrong password, an existing
 * address, an unstorable character).
 */
import { Writable } from "node:stream";
import { format } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMessaging } from "../adapters/messaging";
import { createHarness, type Harness } from "../test/harness";
import { JOURNEY, clearLeaks, runJourney, type Journey } from "../test/journey";

const lines: string[] = [];
let h: Harness;
let journey: Journey;

const NEWCOMER = { name: "Mirembe Twinomujuni", email: "mirembe.twinomujuni@example.org" };
const VISITOR = {
  name: JOURNEY.visitorName,
  phone: JOURNEY.visitorPhone,
  subject: "Tangerine question",
  message: "Falcon-saffron: I think I was exposed last night",
};

async function failOnPurpose() {
  // Wrong password, an address that already has an account, a character no column stores.
  await h.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: JOURNEY.clientEmail, password: "Nalwoga wrong guess" },
  });
  await h.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { name: "Nalwoga Kizza", email: JOURNEY.clientEmail, password: "another long passphrase 77" },
  });
  expect(
    (await h.request("/api/contact", { method: "POST", json: { ...VISITOR, message: "Okot\u0000" } })).status,
  ).toBe(400);

  // An e-mail provider that does not answer (nothing listens on the discard port).
  const unreachable = createMessaging(h.deps.db, h.deps.cipher, h.deps.logger, {
    smtpUrl: "smtp://127.0.0.1:9",
    siteName: "Test",
  });
  await expect(
    unreachable.sendEmail({ to: JOURNEY.clientEmail, subject: "Nalwoga Kizza", text: "Quokka-history" }),
  ).rejects.toThrow();

  // The database refuses every new account: the auth library logs the refused row.
  await h.deps.db.execute(sql`alter table "user" add constraint refuse_all check (false) not valid`);
  const refused = await h.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { ...NEWCOMER, password: "a long passphrase for Mirembe" },
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  // ...and every change to one: the auth library's router printed this failure, with the
  // query's parameters (the new name), straight to the console.
  const renamed = await h.request("/api/auth/update-user", {
    method: "POST",
    as: journey.client,
    json: { name: NEWCOMER.name },
  });
  expect(renamed.status).toBe(500);
  expect(await renamed.json()).toMatchObject({ error: { code: "internal" } });
  await h.deps.db.execute(sql`alter table "user" drop constraint refuse_all`);

  // A table gone: the failed insert carries the visitor's words as parameters.
  await h.deps.db.execute(sql`alter table contact_messages rename to contact_messages_away`);
  const lost = await h.request("/api/contact", { method: "POST", json: VISITOR });
  expect(lost.status).toBe(500);
  await h.deps.db.execute(sql`alter table contact_messages_away rename to contact_messages`);
}

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  // What a library prints to the console is a log line too.
  for (const method of ["error", "warn", "info", "log", "debug"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(`console.${method}: ${format(...args)}`);
    });
  h = await createHarness({ LOG_LEVEL: "trace" }, { logTo: destination });
  journey = await runJourney(h);
  await failOnPurpose();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await h.close();
});

describe("the log of a journey that fails on purpose", () => {
  it("records the failures", () => {
    const messages = lines
      .filter((line) => line.startsWith("{"))
      .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? "");
    expect(messages).toContain("outbound message failed");
    expect(messages).toContain("unhandled error");
    expect(lines.some((line) => line.includes('"source":"auth"'))).toBe(true);
  });

  it("holds no name, number, address, health word or free text of anyone in it", () => {
    const secrets = [
      ...journey.clientSecrets,
      ...journey.visitorSecrets,
      ...journey.teamSecrets,
      "Mirembe",
      "Twinomujuni",
      NEWCOMER.email,
      "exposed",
    ];
    const logged = lines.map((value, index) => ({ table: "log", column: `line ${index + 1}`, value }));
    expect(clearLeaks(logged, secrets)).toEqual([]);
  });
});
