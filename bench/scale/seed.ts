/**
 * A national-scale database for `npm run bench:scale`: Uganda's 1.4 million people living
 * with HIV as clients, with their cases (each with the request that opened it and its
 * conversation), notifications and daily reminders, on the product's own schema.
 *
 * Rows are made by PostgreSQL itself (`insert … select … from generate_series`), a batch
 * per transaction, and each batch records how far its step has gone in the same
 * transaction: a run that stops is resumed by the next, which makes only what is missing.
 * What is encrypted in the product is encrypted here too, under the server's own key: a
 * small pool of values is sealed once in Node and the rows take from it, so the server
 * reads every row as it would its own (the workspace's search finds the pool's names and
 * the phone numbers of the clients).
 */
import { sql, type SQL } from "drizzle-orm";
import { REGIONS } from "../../src/shared/constants";
import type { Db } from "../../src/server/db/client";
import type { FieldCipher } from "../../src/server/security/encryption";
import { SEALED, seal } from "../../src/server/security/sealed-tables";

/** The national figures; `scale` multiplies them (0.01 for a quick run). */
export const NATIONAL = {
  clients: 1_400_000,
  cases: 3_000_000,
  notifications: 20_000_000,
  reminders: 1_000_000,
} as const;

/** Each case's conversation: opened, the client's message, a navigator's reply, a state change. */
export const EVENTS_PER_CASE = 4;
/** Navigators per region, and national ones on every team. */
export const NAVIGATORS_PER_REGION = 10;
const NATIONAL_NAVIGATORS = 2;
const POOL = 64;
const BATCH = 50_000;

export interface ScaleCounts {
  clients: number;
  cases: number;
  notifications: number;
  reminders: number;
}

export function countsAt(scale: number): ScaleCounts {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    clients: of(NATIONAL.clients),
    cases: of(NATIONAL.cases),
    notifications: of(NATIONAL.notifications),
    reminders: of(NATIONAL.reminders),
  };
}

// 64 given names and 64 family names common in Uganda: 4,096 full names, so a search for one
// finds a few hundred people nationally, as a common name does.
const GIVEN_NAMES =
  `Aisha Akello Alice Amina Annet Apio Asiimwe Atim Auma Babirye Brenda Brian Charles Christine
  Daniel David Denis Doreen Edith Emmanuel Esther Fatuma Florence Frank Gloria Godfrey Grace Hadija Harriet Isaac
  Ivan Jane Joan John Joseph Joyce Juliet Kato Lillian Lydia Mariam Martha Mary Moses Mukasa Nakato Namubiru
  Nicholas Okello Patience Patrick Peter Phiona Prossy Rebecca Robert Ronald Ruth Sarah Shamim Sharon Stella
  Susan Winnie`.split(/\s+/);
const FAMILY_NAMES =
  `Achieng Akena Amongin Atuhaire Bwire Byaruhanga Kabuye Kagwa Kakooza Kamya Kasule Kateregga
  Kawooya Kibirige Kigozi Kirabo Kisakye Kizza Kyeyune Kyomuhendo Lubega Lukwago Mayanja Mbabazi Mugabe Mugisha
  Musoke Mutebi Mwesigwa Nabirye Nabukenya Nakalema Nakayima Namaganda Namatovu Namusoke Nansubuga Nantongo
  Ndagire Nsubuga Ochieng Odongo Ogwang Okot Olanya Omara Onyango Opio Otim Owor Ssebunya Ssekandi Ssemakula
  Ssempijja Sserwadda Tumusiime Tusiime Twesigye Wabwire Waiswa Wamala Wandera Kaggwa Lwanga`.split(/\s+/);
/** Distinct full names: the pools of names on requests and messages have one of each. */
export const NAME_COUNT = GIVEN_NAMES.length * FAMILY_NAMES.length;

/** The clear name of client n, as the account holds it (Better Auth's column, in clear). */
export function clientName(n: number): string {
  return `${GIVEN_NAMES[n % GIVEN_NAMES.length]} ${FAMILY_NAMES[Math.floor(n / GIVEN_NAMES.length) % FAMILY_NAMES.length]}`;
}

/** Client n's phone, unique: +2567 and eight digits. */
export function clientPhone(n: number): string {
  return `+2567${String(n).padStart(8, "0")}`;
}

/**
 * A pseudo-random whole number in [0, n) for row g and a salt, the same on every run, so a
 * resumed step makes the rows it would have made.
 */
const pick = (salt: number, n: number | string) => `(abs(hashint8extended(g, ${salt})) % ${n})`;

/** The navigators: NAVIGATORS_PER_REGION per region, then the national ones. */
function navigatorIds(): { id: string; region: string | null }[] {
  const regional = REGIONS.flatMap((region) =>
    Array.from({ length: NAVIGATORS_PER_REGION }, (_, i) => ({ id: `navigator-${region}-${i}`, region })),
  );
  const national = Array.from({ length: NATIONAL_NAVIGATORS }, (_, i) => ({
    id: `navigator-national-${i}`,
    region: null,
  }));
  return [...regional, ...national];
}

/** The region of case or client g: weighted as the service's four sites, 1 % with none. */
const REGION_OF = `(case when ${pick(3, 100)} < 45 then 'kampala' when ${pick(3, 100)} < 65 then 'masaka'
  when ${pick(3, 100)} < 85 then 'mbarara' when ${pick(3, 100)} < 99 then 'fort_portal' end)`;

interface Step {
  name: string;
  total: number;
  /** The statements for rows [first, last], run in one transaction; `rows` is their generate_series. */
  sql: (rows: string) => string[];
}

/** The rows a statement answered, from either driver (node-postgres and PGlite both say `rows`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Values sealed under the server's key, in tables the steps join on (i from 0): POOL of
 * each, and one request and one message for each full name (NAME_COUNT).
 */
async function writePools(db: Db, cipher: FieldCipher) {
  const services = ["art", "prep", "testing", "peer_navigation"];
  const pools: { table: string; rows: Record<string, unknown>[] }[] = [
    {
      table: "bench_pool_applications",
      rows: Array.from({ length: NAME_COUNT }, (_, i) =>
        seal(cipher, SEALED.serviceApplications, {
          serviceType: services[i % services.length] as never,
          fullName: clientName(i),
          email: null,
          phone: null,
          deliveryPreference: i % 2 ? "home" : "pickup",
          discreetNotes: i % 3 ? null : "Call after six, say it is about school fees.",
          medicalHistory: null,
          requirements: JSON.stringify({ phone: true }),
        }),
      ),
    },
    {
      table: "bench_pool_messages",
      rows: Array.from({ length: NAME_COUNT }, (_, i) =>
        seal(cipher, SEALED.contactMessages, {
          name: clientName(i),
          email: null,
          phone: null,
          subject: "A question",
          message: `I would like to talk to someone about my medicine (${i}).`,
        }),
      ),
    },
    {
      table: "bench_pool_items",
      rows: Array.from({ length: POOL }, () =>
        seal(cipher, SEALED.applicationNotifications, {
          aiSummary: "Asks for a refill delivery.",
          aiInsights: JSON.stringify(["Prefers a call in the evening"]),
        }),
      ),
    },
    {
      table: "bench_pool_events",
      rows: Array.from({ length: POOL }, (_, i) =>
        seal(cipher, SEALED.caseEvents, {
          body: `Thank you, we will call you this evening (${i}).`,
          data: JSON.stringify({ from: "new", to: "resolved" }),
        }),
      ),
    },
    {
      table: "bench_pool_notifications",
      rows: Array.from({ length: POOL }, (_, i) =>
        seal(cipher, SEALED.notifications, {
          title: "You have a new update",
          message: `Your navigator replied (${i}).`,
          data: JSON.stringify({ kind: "reply" }),
        }),
      ),
    },
    {
      table: "bench_pool_reminders",
      rows: Array.from({ length: POOL }, (_, i) =>
        seal(cipher, SEALED.reminders, { label: ["Vitamins", "Morning tea", "Evening walk"][i % 3]! }),
      ),
    },
  ];
  for (const { table, rows } of pools) {
    const columns = Object.keys(rows[0]!);
    const snake = columns.map((name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    await db.execute(sql.raw(`drop table if exists ${table}`));
    await db.execute(
      sql.raw(`create table ${table} (i int primary key, ${snake.map((c) => `${c} text`).join(", ")})`),
    );
    for (let start = 0; start < rows.length; start += 500) {
      const values = rows.slice(start, start + 500).map((row, k) => {
        const cells = columns.map((name) => {
          const value = row[name] ?? null;
          // A blind index list (name keys) as PostgreSQL's array text.
          return Array.isArray(value)
            ? sql`${`{${value.map((key) => `"${key}"`).join(",")}}`}`
            : sql`${value}`;
        });
        return sql`(${start + k}, ${sql.join(cells, sql`, `)})`;
      });
      await db.execute(sql`insert into ${sql.identifier(table)} values ${sql.join(values, sql`, `)}`);
    }
  }
}

function steps(counts: ScaleCounts): Step[] {
  const client = (salt: number) => `'client-' || (1 + ${pick(salt, counts.clients)})`;
  const days = (salt: number, span: number) => `(${pick(salt, span * 86_400)} * interval '1 second')`;
  const openState = `(case when ${pick(4, 1000)} < 10 then 'new' when ${pick(4, 1000)} < 30 then 'in_progress'
    when ${pick(4, 1000)} < 45 then 'waiting' else 'resolved' end)`;
  return [
    {
      name: "clients",
      total: counts.clients,
      sql: (rows) => [
        `insert into "user" (id, name, email, email_verified, phone_number, phone_number_verified, created_at, updated_at)
         select 'client-' || g,
           (array[${GIVEN_NAMES.map((n) => `'${n}'`).join(",")}])[1 + g % ${GIVEN_NAMES.length}] || ' ' ||
           (array[${FAMILY_NAMES.map((n) => `'${n}'`).join(",")}])[1 + (g / ${GIVEN_NAMES.length}) % ${FAMILY_NAMES.length}],
           'client-' || g || '@example.invalid', true, '+2567' || lpad(g::text, 8, '0'), true,
           now() - ${days(1, 1095)}, now()
         from generate_series(${rows}) g`,
        `insert into user_profiles (user_id, role, region, language, share_care_with_team)
         select 'client-' || g, 'user', ${REGION_OF}, (array['en','sw','lg'])[1 + ${pick(2, 3)}], ${pick(5, 2)} = 0
         from generate_series(${rows}) g`,
      ],
    },
    {
      name: "cases",
      total: counts.cases,
      sql: (rows) => [
        // One row per case with everything its other rows are made from.
        `create temporary table batch on commit drop as
         select g, md5('case-' || g)::uuid as id,
           case when ${pick(6, 10)} = 0 then null else 1 + ${pick(2, counts.clients)} end as client_n,
           ${REGION_OF} as region, ${openState} as state,
           (case when ${pick(5, 100)} < 1 then 'urgent' when ${pick(5, 100)} < 10 then 'high'
             when ${pick(5, 100)} < 70 then 'medium' else 'low' end) as priority,
           ${pick(7, POOL)} as pool, ${pick(8, 10)} < 6 as is_application,
           null::text as client_id, 0 as name_pool,
           now() - ${days(9, 30)} as recent, now() - ${days(10, 1095)} as long_ago
         from generate_series(${rows}) g`,
        // The name on a client's request is theirs; an anonymous contact's is any.
        `update batch set client_id = 'client-' || client_n,
           name_pool = coalesce(client_n, ${pick(22, NAME_COUNT)}) % ${NAME_COUNT},
           is_application = is_application and client_n is not null`,
        `insert into cases (id, region, client_user_id, phone_key, state, assignee_id, priority, waiting_since,
           last_activity_at, resolved_at, crisis_since, created_at, updated_at)
         select id, region, client_id, case when client_id is null then md5('phone-' || g) end, state,
           case when state in ('in_progress', 'waiting')
             then 'navigator-' || coalesce(region, 'national') || '-' ||
               (abs(hashint8extended(g, 11)) % case when region is null then ${NATIONAL_NAVIGATORS} else ${NAVIGATORS_PER_REGION} end)
           end,
           priority,
           case when state in ('new', 'in_progress') then recent end,
           case when state = 'resolved' then long_ago else recent end,
           case when state = 'resolved' then long_ago end,
           case when state = 'new' and priority = 'urgent' then recent end,
           case when state = 'resolved' then long_ago else recent end - interval '2 days', now()
         from batch`,
        `insert into service_applications (id, user_id, service_type, full_name, email, phone, phone_key, email_key,
           name_keys, region, delivery_preference, discreet_notes, medical_history, consent_data, requirements,
           status, created_at, updated_at)
         select md5('application-' || b.g)::uuid, b.client_id, p.service_type, p.full_name, null, null,
           md5('phone-' || b.g), null, p.name_keys::text[], coalesce(b.region, 'kampala'), p.delivery_preference,
           p.discreet_notes, null, true, p.requirements,
           case when b.state = 'resolved' then 'completed' when b.state = 'new' then 'submitted' else 'in_review' end,
           c.created_at, c.updated_at
         from batch b join cases c on c.id = b.id join bench_pool_applications p on p.i = b.name_pool
         where b.is_application`,
        `insert into contact_messages (id, user_id, source, name, email, phone, phone_key, email_key, name_keys,
           subject, message, region, created_at)
         select md5('message-' || b.g)::uuid, b.client_id, 'contact', p.name, null, null, md5('phone-' || b.g),
           null, p.name_keys::text[], p.subject, p.message, b.region, c.created_at
         from batch b join cases c on c.id = b.id join bench_pool_messages p on p.i = b.name_pool
         where not b.is_application`,
        `insert into application_notifications (id, application_id, user_id, admin_id, case_id, status, priority,
           ai_summary, ai_insights, created_at, updated_at)
         select md5('application-item-' || b.g)::uuid, md5('application-' || b.g)::uuid, b.client_id,
           c.assignee_id, b.id, case when b.state = 'new' then 'new' else 'reviewed' end, b.priority,
           p.ai_summary, p.ai_insights, c.created_at, c.updated_at
         from batch b join cases c on c.id = b.id join bench_pool_items p on p.i = b.pool
         where b.is_application`,
        `insert into message_notifications (id, message_id, user_id, admin_id, case_id, status, priority,
           ai_summary, ai_insights, created_at, updated_at)
         select md5('message-item-' || b.g)::uuid, md5('message-' || b.g)::uuid, coalesce(b.client_id, ''),
           c.assignee_id, b.id, case when b.state = 'new' then 'new' else 'reviewed' end, b.priority,
           p.ai_summary, p.ai_insights, c.created_at, c.updated_at
         from batch b join cases c on c.id = b.id join bench_pool_items p on p.i = b.pool
         where not b.is_application`,
        `insert into case_events (case_id, kind, code, data, author_id, body, channel, item_type, item_id, created_at)
         select b.id, e.kind, e.code,
           case when e.kind = 'event' and e.k = 4 then p.data end,
           case when e.kind in ('reply', 'event') and e.k > 1 then c.assignee_id end,
           case when e.kind in ('client', 'reply') then p.body end,
           case when e.kind = 'reply' then 'in_app' end,
           case when e.k = 2 then case when b.is_application then 'application' else 'message' end end,
           case when e.k = 2 then md5(case when b.is_application then 'application-' else 'message-' end || b.g)::uuid end,
           c.created_at + e.k * interval '1 hour'
         from batch b join cases c on c.id = b.id join bench_pool_events p on p.i = b.pool
         cross join (values (1, 'event', 'opened'), (2, 'client', null), (3, 'reply', null), (4, 'event', 'state'))
           as e(k, kind, code)`,
      ],
    },
    {
      name: "notifications",
      total: counts.notifications,
      sql: (rows) => [
        `insert into notifications (user_id, type, title, message, data, read, created_at, updated_at)
         select ${client(12)}, (array['application','message','reply','other'])[1 + ${pick(13, 4)}],
           p.title, p.message, p.data, ${pick(14, 100)} < 95, now() - ${days(15, 1095)}, now()
         from generate_series(${rows}) g join bench_pool_notifications p on p.i = ${pick(16, POOL)}`,
      ],
    },
    {
      name: "reminders",
      total: counts.reminders,
      sql: (rows) => [
        // Spread over the next day, so every minute has its share due.
        `insert into reminders (user_id, kind, label, time_of_day, timezone, active, next_due_at, created_at, updated_at)
         select ${client(17)}, case when ${pick(18, 10)} < 8 then 'medication' else 'refill' end, p.label,
           to_char(due at time zone 'Africa/Kampala', 'HH24:MI'), 'Africa/Kampala', ${pick(19, 100)} < 95, due,
           now(), now()
         from (select g, date_trunc('minute', now()) + (1 + ${pick(20, 1440)}) * interval '1 minute' as due
           from generate_series(${rows}) g) d
         join bench_pool_reminders p on p.i = ${pick(21, POOL)}`,
      ],
    },
  ];
}

async function done(db: Db, step: string): Promise<number> {
  const [row] = await rowsOf<{ done: string }>(
    db,
    sql`select done from bench_seed_progress where step = ${step}`,
  );
  return Number(row?.done ?? 0);
}

async function recordDone(db: Db, step: string, done: number): Promise<void> {
  await db.execute(sql`insert into bench_seed_progress values (${step}, ${done})
    on conflict (step) do update set done = excluded.done`);
}

export interface SeedReport {
  step: string;
  rows: number;
  seconds: number;
}

/**
 * Seeds what is missing at this scale, reporting each step's rows made and time; the
 * navigators and the pools of sealed values are made once.
 */
export async function seed(
  db: Db,
  cipher: FieldCipher,
  counts: ScaleCounts,
  onProgress: (step: string, done: number, total: number) => void = () => {},
): Promise<SeedReport[]> {
  await db.execute(
    sql`create table if not exists bench_seed_progress (step text primary key, done bigint not null)`,
  );
  if ((await done(db, "pools")) === 0) {
    await writePools(db, cipher);
    await recordDone(db, "pools", 1);
  }
  if ((await done(db, "navigators")) === 0) {
    await db.transaction(async (tx) => {
      for (const { id, region } of navigatorIds()) {
        await tx.execute(sql`insert into "user" (id, name, email, email_verified, two_factor_enabled)
          values (${id}, ${`Navigator ${id.slice("navigator-".length)}`}, ${`${id}@example.invalid`}, true, true)`);
        await tx.execute(
          sql`insert into user_profiles (user_id, role, region) values (${id}, 'admin', ${region})`,
        );
      }
      await recordDone(tx, "navigators", 1);
    });
  }
  const reports: SeedReport[] = [];
  for (const step of steps(counts)) {
    const started = performance.now();
    const from = await done(db, step.name);
    for (let first = from + 1; first <= step.total; first += BATCH) {
      const last = Math.min(step.total, first + BATCH - 1);
      await db.transaction(async (tx) => {
        for (const statement of step.sql(`${first}::bigint, ${last}::bigint`))
          await tx.execute(sql.raw(statement));
        await recordDone(tx, step.name, last);
      });
      onProgress(step.name, last, step.total);
    }
    reports.push({
      step: step.name,
      rows: Math.max(0, step.total - from),
      seconds: (performance.now() - started) / 1000,
    });
  }
  // Fresh statistics and visibility maps, as autovacuum would leave them on a live database:
  // again after new rows, and after a migration (one that fills a table, as 0018 does).
  const [migrated] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const migrations = migrated?.n ?? 0;
  if (reports.some((report) => report.rows > 0) || (await done(db, "analyzed")) !== migrations) {
    const started = performance.now();
    await db.execute(sql`vacuum analyze`);
    await recordDone(db, "analyzed", migrations);
    reports.push({ step: "vacuum analyze", rows: 0, seconds: (performance.now() - started) / 1000 });
  }
  return reports;
}

/** The navigator of each region, and a national one, that the measurements act as. */
export function measuredNavigators(): string[] {
  return [...REGIONS.map((region) => `navigator-${region}-0`), "navigator-national-0"];
}
