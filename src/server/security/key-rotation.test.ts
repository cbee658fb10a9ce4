/**
 * Decision 064 over time: a deployment upgraded with rows in clear (and "v1" values) ends
 * with none at its first start, and `npm run keys:rotate` moves every encrypted value and
 * blind index to a new key, after which the app reads everything with the new key alone.
 * On a database of the test's own, restarted between steps: an embedded data directory,
 * or a fresh PostgreSQL database with TEST_DATABASE_URL.
 */
import { spawnSync } from "node:child_process";
import { createCipheriv, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { CaseDetail, CaseListResponse } from "@shared/api/cases";
import type { DatabaseTarget } from "../db/client";
import { createHarness, freshPostgresTarget, type Harness, type TestUser } from "../test/harness";
import { JOURNEY, clearLeaks, everyStoredValue, runJourney } from "../test/journey";
import { migrationsUpTo } from "../test/older-migrations";
import { listNotifications } from "../features/notifications/list-notifications";
import { listReminders } from "../features/reminders/list-reminders";
import { CIPHERTEXT_PREFIX, createFieldCipher, isCiphertext } from "./encryption";
import { SEALED_TABLES } from "./sealed-tables";
import { rotateRows } from "./seal-rows";

interface OwnDatabase {
  target: DatabaseTarget;
  /** How the command finds it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

const running = new Set<Harness>();
const databases: OwnDatabase[] = [];
afterEach(async () => {
  for (const h of running) await stop(h);
  for (const database of databases.splice(0)) await database.drop();
});

async function ownDatabase(): Promise<OwnDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await freshPostgresTarget(url);
    const target = database.target as { kind: "postgres"; url: string };
    return { target, env: { DATABASE_URL: target.url }, drop: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "hivcare-keys-"));
  return {
    target: { kind: "pglite", dataDir },
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const newKey = () => randomBytes(32).toString("base64");

async function started(database: OwnDatabase, env: Record<string, string>): Promise<Harness> {
  const h = await createHarness(env, { target: database.target });
  running.add(h);
  return h;
}

async function stop(h: Harness) {
  running.delete(h);
  await h.close();
}

/** Every value a sealed column holds, as stored. */
async function sealedValues(h: Harness): Promise<string[]> {
  const sealed = new Set(
    SEALED_TABLES.flatMap((spec) => {
      const columns = getTableColumns(spec.table);
      return spec.sealed.map((key) => `${getTableName(spec.table)}.${columns[key]!.name}`);
    }),
  );
  return (await everyStoredValue(h))
    .filter((value) => sealed.has(`${value.table}.${value.column}`))
    .map((value) => value.value);
}

async function search(h: Harness, as: TestUser, q: string): Promise<string[]> {
  const response = await h.request(`/api/admin/cases?state=&q=${encodeURIComponent(q)}`, { as });
  expect(response.status).toBe(200);
  return ((await response.json()) as CaseListResponse).cases.map((row) => row.id);
}

async function caseDetail(h: Harness, as: TestUser, id: string): Promise<CaseDetail> {
  const response = await h.request(`/api/admin/cases/${id}`, { as });
  expect(response.status).toBe(200);
  return response.json();
}

describe("npm run keys:rotate", () => {
  it("re-encrypts every value and index under the new key; the app then reads with it alone", async () => {
    const database = await ownDatabase();
    databases.push(database);
    const [oldKey, key] = [newKey(), newKey()];

    const before = await started(database, { ENCRYPTION_KEY: oldKey });
    const journey = await runJourney(before);
    const sealedBefore = await sealedValues(before);
    expect(sealedBefore.length).toBeGreaterThan(40);
    await stop(before);

    // The operator's command, as docs/operations.md gives it.
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/rotate-encryption-key.ts"], {
      env: {
        ...process.env,
        ...database.env,
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        ENCRYPTION_KEY: key,
        ENCRYPTION_KEY_PREVIOUS: oldKey,
      },
      encoding: "utf8",
      timeout: 180_000,
    });
    const out = `${run.stdout}${run.stderr}`;
    expect(out).toMatch(/\| service_applications +\| 1 +\| 0 +\|/);
    expect(out).toMatch(/\| cases +\| 1 +\| 0 +\|/);
    expect(out).toContain("Done:");
    expect(run.status, out).toBe(0);

    // Without the old key: it starts, reads, searches, and a returning visitor joins their case.
    const after = await started(database, { ENCRYPTION_KEY: key });
    const current = createFieldCipher(Buffer.from(key, "base64")).currentPrefix;
    const sealedAfter = await sealedValues(after);
    expect(sealedAfter).toHaveLength(sealedBefore.length);
    expect(sealedAfter.filter((value) => !value.startsWith(current))).toEqual([]);
    expect(await rotateRows(after.deps.db, after.deps.cipher)).toEqual(
      expect.arrayContaining([{ table: "service_applications", rewritten: 0, unreadable: 0 }]),
    );

    const detail = await caseDetail(after, journey.navigator, journey.clientCaseId);
    expect(detail.client).toMatchObject({ name: JOURNEY.clientName, phone: "+256772987654" });
    expect(JSON.stringify(detail)).toContain("Quokka-history");
    expect(await search(after, journey.navigator, "Kizza")).toEqual([journey.clientCaseId]);
    expect(await search(after, journey.navigator, JOURNEY.clientEmail)).toEqual([journey.clientCaseId]);
    expect(await search(after, journey.navigator, JOURNEY.visitorPhone)).toEqual([journey.visitorCaseId]);
    const again = await after.request("/api/contact", {
      method: "POST",
      json: { phone: JOURNEY.visitorPhone, message: "It is me again", region: "kampala" },
    });
    expect(again.status).toBe(201);
    expect(await search(after, journey.navigator, JOURNEY.visitorPhone)).toEqual([journey.visitorCaseId]);
    const notifications = JSON.stringify(
      await (await after.request("/api/notifications", { as: journey.client })).json(),
    );
    expect(notifications).toContain("Pelican-amber");
    await stop(after);

    // The old key alone opens nothing any more: the server says so instead of serving errors.
    await expect(createHarness({ ENCRYPTION_KEY: oldKey }, { target: database.target })).rejects.toThrow(
      /cannot open/,
    );
  }, 300_000);
});

/** AES-256-GCM as written before key ids: "v1:<iv>:<tag>:<ciphertext>". */
function v1(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64")))
    .join(":");
}

/** Runs SQL on the database as the version before decision 064 left it. */
async function withOlderVersion(
  target: DatabaseTarget,
  work: (query: (text: string, params?: unknown[]) => Promise<void>) => Promise<void>,
) {
  const folder = migrationsUpTo("0009_lead_admins");
  try {
    if (target.kind === "postgres") {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
        await work(async (text, params) => void (await client.query(text, params)));
      } finally {
        await client.end();
      }
    } else if (target.kind === "pglite") {
      const client = new PGlite(`${target.dataDir}/pgdata`);
      try {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
        await work(async (text, params) => void (await client.query(text, params)));
      } finally {
        await client.close();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("upgrading a deployment that stored personal columns in clear", () => {
  it("encrypts every clear and v1 value at the first start, fills the blind indexes, and reads them", async () => {
    const database = await ownDatabase();
    databases.push(database);
    const key = randomBytes(32);
    const index = createFieldCipher(key);
    const [applicationId, messageId, clientCase, visitorCase] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await withOlderVersion(database.target, async (query) => {
      await query(
        `insert into "user" (id, name, email, email_verified) values ('user-0001', 'Sanyu Legacy', 'sanyu@example.org', true)`,
      );
      await query(`insert into cases (id, region, client_user_id) values ($1, 'kampala', 'user-0001')`, [
        clientCase,
      ]);
      // The visitor's case knows them by the index of their number, as the older version wrote it.
      await query(`insert into cases (id, region, phone_key) values ($1, 'kampala', $2)`, [
        visitorCase,
        index.blindIndex("phone:+256701000222"),
      ]);
      await query(
        `insert into service_applications (id, user_id, service_type, full_name, email, phone, region,
           delivery_preference, medical_history, consent_data, requirements)
         values ($1, 'user-0001', 'prep', 'Sanyu Legacy', 'sanyu@example.org', '+256772000333', 'kampala',
           'home', $2, true, '{"hiv_negative_status": true}')`,
        [applicationId, v1(key, "Legacy-history: on PrEP since 2020")],
      );
      await query(
        `insert into application_status_history (application_id, status, note) values ($1, 'submitted', $2)`,
        [applicationId, v1(key, "Legacy-note: pickup Friday")],
      );
      await query(
        `insert into application_notifications (application_id, user_id, case_id, ai_summary, ai_insights)
         values ($1, 'user-0001', $2, 'Client asks for PrEP', '["PrEP request"]')`,
        [applicationId, clientCase],
      );
      await query(
        `insert into contact_messages (id, name, phone, subject, message, region)
         values ($1, 'Kato Legacy', '+256701000222', 'Legacy-subject: PEP', $2, 'kampala')`,
        [messageId, v1(key, "Legacy-message: it happened last night")],
      );
      await query(
        `insert into message_notifications (message_id, case_id, ai_summary, ai_insights)
         values ($1, $2, 'Possible HIV exposure', '["Refer for PEP"]')`,
        [messageId, visitorCase],
      );
      await query(
        `insert into case_events (case_id, kind, code, data) values ($1, 'event', 'application', '{"service": "prep"}')`,
        [clientCase],
      );
      await query(`insert into case_events (case_id, kind, code) values ($1, 'event', 'opened')`, [
        visitorCase,
      ]);
      await query(`insert into case_events (case_id, kind, body, channel) values ($1, 'reply', $2, 'sms')`, [
        visitorCase,
        v1(key, "Legacy-reply: come today"),
      ]);
      await query(
        `insert into notifications (user_id, type, title, message, data)
         values ('user-0001', 'reply', 'Reply to your application', 'You have a reply: Legacy-notice', '{"reply_message": "Legacy-notice"}')`,
      );
      await query(
        `insert into reminders (user_id, kind, label, time_of_day, next_due_at) values ('user-0001', 'medication', 'Legacy PrEP pill', '08:00', now())`,
      );
      await query(
        `insert into testimonials (user_id, name, content) values ('user-0001', 'Sanyu L.', 'Legacy-testimonial: kind team')`,
      );
      await query(
        `insert into outbox (channel, recipient, body, status) values ('sms', '+256701000222', 'Your care team: Legacy-reply', 'stored')`,
      );
      await query(
        `insert into admin_invites (token_hash, email, region, expires_at) values ('token-0001', 'legacy.invitee@example.org', 'kampala', now() + interval '1 day')`,
      );
      await query(
        `insert into idempotency_keys (scope, key, request_hash, response_status, response_body)
         values ('user-0001', 'key-0001', 'x', 201, '{"text": "Legacy-portal"}')`,
      );
      await query(
        `insert into chat_sessions (user_id, id, messages, last_active_at) values ('user-0001', 'chat_1_abc', $1, now())`,
        [v1(key, JSON.stringify([{ id: "m", text: "Legacy-chat", isUser: true, timestamp: 1 }]))],
      );
    });

    const h = await started(database, { ENCRYPTION_KEY: key.toString("base64") });
    const secrets = ["Legacy", "Sanyu", "Kato", "772000333", "701000222", "legacy.invitee", "PrEP", "prep"];
    expect(clearLeaks(await everyStoredValue(h), secrets)).toEqual([]);
    const sealed = await sealedValues(h);
    expect(sealed.length).toBeGreaterThanOrEqual(25);
    expect(sealed.filter((value) => !value.startsWith(h.deps.cipher.currentPrefix))).toEqual([]);
    expect(sealed.every((value) => isCiphertext(value) && value.startsWith(CIPHERTEXT_PREFIX))).toBe(true);

    const navigator = await h.createUser({ role: "admin", region: "kampala" });
    expect(await search(h, navigator, "Sanyu")).toEqual([clientCase]);
    expect(await search(h, navigator, "0772 000 333")).toEqual([clientCase]);
    expect(await search(h, navigator, "Kato")).toEqual([visitorCase]);
    expect(await search(h, navigator, "0701 000 222")).toEqual([visitorCase]);
    const detail = await caseDetail(h, navigator, clientCase);
    const [item] = detail.items;
    expect(item?.type === "application" && item.application).toMatchObject({
      service_type: "prep",
      medical_history: "Legacy-history: on PrEP since 2020",
      requirements: { hiv_negative_status: true },
      history: [expect.objectContaining({ note: "Legacy-note: pickup Friday" })],
    });
    expect(item?.ai_insights).toEqual(["PrEP request"]);
    const visitor = await caseDetail(h, navigator, visitorCase);
    expect(visitor.client).toMatchObject({ name: "Kato Legacy", phone: "+256701000222" });
    expect(visitor.thread.map((event) => event.text).filter(Boolean)).toEqual(["Legacy-reply: come today"]);
    expect((await listNotifications(h.deps, "user-0001")).notifications[0]?.data).toEqual({
      reply_message: "Legacy-notice",
    });
    expect((await listReminders(h.deps, "user-0001"))[0]?.label).toBe("Legacy PrEP pill");
  }, 300_000);
});
