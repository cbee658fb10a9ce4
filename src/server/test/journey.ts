/**
 * A full journey through the HTTP API, as people use it: a client signs up, applies for
 * ART with her name, phone and medical history, writes to the team with a subject, asks
 * the chat for a person, answers in her portal; a visitor writes anonymously; navigators
 * search, take, note, reply and approve; the client sets a reminder that rings, leaves a
 * testimonial and keeps a chat; a lead invites a navigator. Every distinctive value it
 * writes is returned, so a test can look for it in every column of every table
 * (docs/decisions/064).
 */
import { expect } from "vitest";
import { sql } from "drizzle-orm";
import type { CaseDetail, CaseListResponse } from "@shared/api/cases";
import { TEST_SMS_CALLBACK_KEY, type Harness, type TestUser } from "./harness";
import { sendDueReminders } from "../features/reminders/send-due-reminders";
import { containsHealthWord } from "@shared/domain/health-words";

/** What the journey wrote, by whom, and which strings must never be stored in clear. */
export interface Journey {
  client: TestUser;
  navigator: TestUser;
  clientCaseId: string;
  visitorCaseId: string;
  /** The client's own words and details, each unique to this journey. */
  clientSecrets: string[];
  /** The anonymous visitor's. */
  visitorSecrets: string[];
  /** The navigators' words and names (allowed only in Better Auth's user table). */
  teamSecrets: string[];
  /** Texts the client must find in their data export: the replies among them. */
  exported: string[];
}

export const JOURNEY = {
  clientName: "Nalwoga Kizza",
  clientEmail: "nalwoga.kizza@example.org",
  clientPhone: "0772 987 654",
  visitorName: "Okot Lwanga",
  visitorPhone: "0701 555 321",
  navigatorName: "Achieng Okello",
  teammateName: "Peter Ssali",
  inviteeEmail: "gift.namata@example.org",
} as const;

async function ok(response: Response, status = 201): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

async function findCase(h: Harness, as: TestUser, q: string): Promise<string> {
  const list = (await ok(
    await h.request(`/api/admin/cases?state=&q=${encodeURIComponent(q)}`, { as }),
    200,
  )) as CaseListResponse;
  expect(list.cases, `search "${q}"`).toHaveLength(1);
  return list.cases[0]!.id;
}

export async function runJourney(h: Harness): Promise<Journey> {
  const navigator = await h.createUser({
    role: "admin",
    region: "kampala",
    lead: true,
    name: JOURNEY.navigatorName,
  });
  const teammate = await h.createUser({ role: "admin", region: "kampala", name: JOURNEY.teammateName });
  const client = await h.createUser({ name: JOURNEY.clientName, email: JOURNEY.clientEmail });
  const post = (as: TestUser | null, path: string, json: unknown, headers: Record<string, string> = {}) =>
    h.request(path, { method: "POST", as, json, headers });

  // The client applies for ART (the offline queue sends an Idempotency-Key).
  await ok(
    await post(
      client,
      "/api/applications",
      {
        service_type: "art",
        full_name: JOURNEY.clientName,
        email: JOURNEY.clientEmail,
        phone: JOURNEY.clientPhone,
        region: "kampala",
        delivery_preference: "home",
        discreet_notes: "Quokka-plain: plain package please, I am pregnant",
        medical_history: "Quokka-history: diagnosed HIV positive in 2015, viral load undetectable on ARVs",
        consent_data: true,
        consent_delivery: true,
        requirements: {
          valid_prescription: true,
          health_assessment_completed: true,
          active_phone_number: true,
        },
      },
      { "Idempotency-Key": "journey-application-1" },
    ),
  );
  await ok(
    await post(client, "/api/contact", {
      subject: "Zebra-subject: my PrEP refill",
      message: "Zebra-maple: my partner does not know my status",
      phone: JOURNEY.clientPhone,
      region: "kampala",
    }),
  );
  await ok(
    await post(client, "/api/assistant/handoff", {
      consent: true,
      messages: [{ from: "user", text: "Ostrich-lantern: I feel hopeless about my diagnosis" }],
    }),
  );
  // A visitor writes without an account.
  await ok(
    await post(null, "/api/contact", {
      name: JOURNEY.visitorName,
      phone: JOURNEY.visitorPhone,
      subject: "Tangerine-subject: PEP after exposure",
      message: "Tangerine-kite: the condom broke last night",
      region: "kampala",
    }),
  );

  // The visitor texts the service, then asks for a call-back by USSD: both join their case.
  const callback = (path: string, form: Record<string, string>) =>
    h.request(`${path}?key=${TEST_SMS_CALLBACK_KEY}`, {
      method: "POST",
      body: new URLSearchParams(form).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const texted = (await ok(
    await callback("/api/sms/inbound", {
      from: "+256701555321",
      to: "8080",
      id: "ATXid_journey_1",
      text: "Gazelle-river: I missed three doses this week, can we talk",
    }),
    200,
  )) as { outcome: string };
  expect(texted.outcome).toBe("to_case");
  expect(
    await (
      await callback("/api/ussd", { sessionId: "ATUid_journey", phoneNumber: "+256701555321", text: "3*1" })
    ).text(),
  ).toMatch(/^END /);

  // The navigator finds both by what they left: name, number, address.
  const clientCaseId = await findCase(h, navigator, "Kizza");
  expect(await findCase(h, navigator, JOURNEY.clientPhone)).toBe(clientCaseId);
  expect(await findCase(h, navigator, "Nalwoga kizza")).toBe(clientCaseId);
  const visitorCaseId = await findCase(h, navigator, JOURNEY.visitorPhone);
  expect(await findCase(h, navigator, "okot")).toBe(visitorCaseId);
  const serviceFilter = (await ok(
    await h.request("/api/admin/cases?state=&service=art", { as: navigator }),
    200,
  )) as CaseListResponse;
  expect(serviceFilter.cases.map((row) => row.id)).toEqual([clientCaseId]);

  await ok(
    await post(navigator, `/api/admin/cases/${clientCaseId}/assignee`, { assignee_id: teammate.id }),
    200,
  );
  await ok(
    await post(navigator, `/api/admin/cases/${clientCaseId}/assignee`, { assignee_id: navigator.id }),
    200,
  );
  await ok(
    await post(navigator, `/api/admin/cases/${clientCaseId}/notes`, {
      text: "Heron-violet: lives with in-laws, call after six",
    }),
  );
  await ok(
    await post(navigator, `/api/admin/cases/${clientCaseId}/replies`, {
      text: "Pelican-amber: your ARV refill is ready at the clinic",
    }),
  );
  await ok(
    await post(navigator, `/api/admin/cases/${visitorCaseId}/replies`, {
      text: "Falcon-indigo: come for PEP today",
    }),
  );
  const detail = (await ok(
    await h.request(`/api/admin/cases/${clientCaseId}`, { as: navigator }),
    200,
  )) as CaseDetail;
  const application = detail.items.find((item) => item.type === "application");
  await ok(
    await post(navigator, `/api/admin/inbox/application/${application!.id}/status`, {
      status: "approved",
      note: "Mongoose-teal: delivery on Friday",
    }),
    200,
  );

  // The client answers in the portal (idempotent: the stored answer repeats the words).
  await ok(
    await post(
      client,
      `/api/cases/${clientCaseId}/messages`,
      { text: "Walrus-copper: Friday works, thank you" },
      { "Idempotency-Key": "journey-portal-1" },
    ),
  );
  const reminder = (await ok(
    await post(client, "/api/reminders", {
      kind: "medication",
      label: "ARV evening dose",
      time_of_day: "20:00",
    }),
  )) as { next_due_at: string };
  // A minute after it is due: it rings (a dose hours late is only counted).
  h.clock.advance(new Date(reminder.next_due_at).getTime() - h.clock.now.getTime() + 60_000);
  expect(await sendDueReminders(h.deps)).toBeGreaterThan(0);
  await ok(
    await post(client, "/api/testimonials", {
      name: "Nalwoga K.",
      role: "Lynx-role: living with HIV since 2015",
      content: "Lynx-saffron: the team helped me start treatment discreetly",
    }),
  );
  await ok(
    await h.request("/api/chat-history/chat_1700000000000_journey", {
      method: "PUT",
      as: client,
      json: {
        messages: [
          { id: "m1", text: "Ibis-chat: what are the side effects of ART?", isUser: true, timestamp: 1 },
        ],
        timestamp: h.clock.now.getTime(),
        current: true,
      },
    }),
    204,
  );
  await ok(await post(navigator, "/api/admin/invites", { email: JOURNEY.inviteeEmail, region: "kampala" }));

  return {
    client,
    navigator,
    clientCaseId,
    visitorCaseId,
    clientSecrets: [
      "Nalwoga",
      "Kizza",
      JOURNEY.clientEmail,
      "772987654",
      "Quokka",
      "Zebra",
      "Ostrich",
      "Walrus",
      "Lynx",
      "Ibis",
      "ARV evening",
      "Pelican",
      "Mongoose",
    ],
    visitorSecrets: ["Okot", "Lwanga", "701555321", "Tangerine", "Falcon", "Gazelle"],
    teamSecrets: ["Achieng", "Okello", "Ssali", "Heron", JOURNEY.inviteeEmail],
    exported: [
      "Quokka-history",
      "Zebra-subject",
      "Zebra-maple",
      "Ostrich-lantern",
      "Walrus-copper",
      "Pelican-amber",
      "Mongoose-teal",
      "ARV evening dose",
      "Lynx-saffron",
      "Ibis-chat",
      JOURNEY.clientPhone.replace(/\D/g, "").slice(1),
    ],
  };
}

/** One stored value: the table, the column, the value as text. */
export interface StoredValue {
  table: string;
  column: string;
  value: string;
}

/** Every non-null value of every column of every table, read with plain SQL as text. */
export async function everyStoredValue(h: Harness): Promise<StoredValue[]> {
  const columns = (await h.deps.db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: StoredValue[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = (await h.deps.db.execute(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
    )) as unknown as { rows: { value: string }[] };
    for (const row of result.rows) found.push({ table, column, value: row.value });
  }
  return found;
}

/** Published clinic and hotline texts: health words are their subject, nothing in them is anyone's. */
const PUBLIC_TABLES = new Set(["resources"]);

/**
 * Better Auth finds accounts by these columns, so they stay in clear (decision 064): the
 * account's own name, address and number, and nothing else of it.
 */
const ACCOUNT_COLUMNS = new Set(["user.name", "user.email", "user.phone_number"]);

/**
 * The product's own words from a fixed list (a reminder is for a "medication" or a
 * "refill"), the same for every client: they add nothing of the person's own to what the
 * database already says of each row, that it belongs to a client of this service. What the
 * person wrote beside them (the label) is sealed.
 */
const VOCABULARY_COLUMNS = new Set(["reminders.kind"]);

/**
 * Tokens (ciphertext, keyed indexes, ids, hashes) are no words: a health word inside one is
 * chance. A value with its machine tokens taken out: long runs (keys, ciphertext, ids) and hex ids
 * such as a key's ("a2fea1c0cd4f", whose "cd4" is not the CD4 count; one in a few hundred
 * random ids holds it, which once failed a run).
 */
const withoutTokens = (value: string) =>
  value
    .replace(/[A-Za-z0-9+/=_:-]{20,}/g, " ")
    .replace(/\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, " ");

/**
 * A word stands as a word: "lynx" is in "Lynx-role" but not in a random visitor id such as
 * "q3LyNxa…" (base64 holds any short word now and then). Numbers and addresses are long
 * enough to be found anywhere.
 */
function holds(text: string, secret: string): boolean {
  if (!/^[a-z]+$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<![a-z0-9])${secret}(?![a-z0-9])`).test(text);
}

/**
 * Where a stored value shows one of the secrets, or a health word, in clear. Better Auth's
 * account columns may hold the account's own name, address and number (decision 064), and
 * the public resources table is left out.
 */
export function clearLeaks(values: StoredValue[], secrets: string[]): string[] {
  const found: string[] = [];
  for (const value of values) {
    if (PUBLIC_TABLES.has(value.table)) continue;
    const lower = value.value.toLowerCase();
    const accountColumn = ACCOUNT_COLUMNS.has(`${value.table}.${value.column}`);
    for (const secret of accountColumn ? [] : secrets) {
      if (holds(lower, secret.toLowerCase())) found.push(`${value.table}.${value.column} holds "${secret}"`);
    }
    const words = withoutTokens(value.value);
    if (containsHealthWord(words) && !VOCABULARY_COLUMNS.has(`${value.table}.${value.column}`)) {
      found.push(`${value.table}.${value.column} holds a health word: ${words.slice(0, 80)}`);
    }
  }
  return found;
}
