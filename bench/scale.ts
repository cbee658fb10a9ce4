/**
 * `npm run bench:scale`: the product at Uganda's scale on PostgreSQL (issue 20).
 *   1. a PostgreSQL cluster of its own, kept in a folder between runs (`--dir`);
 *   2. the national figures seeded there, resumably (bench/scale/seed.ts): 1.4 million
 *      clients, 3 million cases with their requests and conversations, 20 million
 *      notifications, 1 million daily reminders (`--scale 0.01` for a hundredth);
 *   3. the server's start-up on that database, timed;
 *   4. the workspace, the bell, the portal and the reminder scheduler, timed through the
 *      product's operations (bench/scale/measure.ts), with every statement over 20 ms
 *      explained by PostgreSQL's auto_explain (ANALYZE, buffers) into `<dir>/slow-plans.txt`;
 *   5. the size on disk, table by table.
 * Needs Debian's PostgreSQL packages; about 25 GB of disk and 25 minutes for the first full
 * run on two cores, a few minutes for the next ones.
 */
import { parseArgs } from "node:util";
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { createDeps, closeDeps } from "../src/server/bootstrap";
import { indexNamesByPairs } from "../src/server/security/name-keys-form";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/logger";
import { freePort } from "../scripts/lib/app-server";
import { cleanUpOnce, failWith } from "../scripts/lib/command";
import { Cluster, postgresBin } from "../scripts/lib/pg-cluster";
import { printTable } from "../scripts/lib/table";
import { countsAt, seed } from "./scale/seed";
import { P95_TARGET_MS, measureAtScale } from "./scale/measure";
import { slowPlans } from "./scale/slow-plans";
import { measureLiveStreams } from "./scale/live-streams";

const USAGE = `npm run bench:scale -- [--scale 1] [--runs 200] [--streams 5000] [--shared-buffers 4GB] [--prewarm] [--seed <n>] [--dir <folder>] [--fresh]
  --scale    the share of the national figures to seed (1 = 1.4 million clients)
  --runs     timed runs of each operation
  --streams  live-event streams opened on one server
  --shared-buffers  PostgreSQL's cache (a quarter of this machine's memory by default)
  --prewarm  load the workspace's tables, the reminders and their indexes into memory first
             (pg_prewarm: PostgreSQL's cache, the rest in the system's), as hours of use would,
             rather than measuring on pages read from the disk
  --seed     the inputs' sequence (random by default, printed, so a run can be repeated)
  --dir      where the cluster is kept between runs (default: ${join(tmpdir(), "hivcare-bench-scale")})
  --fresh    start from an empty cluster`;

/** A server's settings for a machine of this size (23 GB of memory); shared buffers as asked. */
const SETTINGS = {
  effective_cache_size: "12GB",
  maintenance_work_mem: "1GB",
  work_mem: "16MB",
  max_wal_size: "8GB",
  checkpoint_timeout: "30min",
  session_preload_libraries: "auto_explain",
};
const SLOW_MS = 20;

const ms = (value: number) => value.toFixed(1);
const size = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Explains (ANALYZE, buffers) every statement slower than `minMs` from now on; -1 turns it off. */
async function explainSlowerThan(url: string, minMs: number) {
  await withClient(url, async (client) => {
    await client.query("load 'auto_explain'");
    await client.query(`alter system set auto_explain.log_min_duration = ${minMs}`);
    await client.query("alter system set auto_explain.log_analyze = on");
    await client.query("alter system set auto_explain.log_buffers = on");
    await client.query("select pg_reload_conf()");
  });
}

/**
 * What hours of use leave in memory: the tables and indexes the workspace, the portal and the
 * scheduler read (every case, item, name key and account is some navigator's search away), in
 * PostgreSQL's cache, with what does not fit there in the operating system's.
 */
async function prewarm(cluster: Cluster) {
  const tables = [
    "cases",
    "case_name_keys",
    "service_applications",
    "contact_messages",
    "application_notifications",
    "message_notifications",
    "live_chats",
    '"user"',
    "user_profiles",
    "reminders",
  ];
  await cluster.query("create extension if not exists pg_prewarm");
  const relations = `select c.oid from pg_class c
     where c.oid = any($1::regclass[])
       or c.oid in (select indexrelid from pg_index where indrelid = any($1::regclass[]))
       or c.relname = 'case_events_marks_idx'`;
  // Into the system's cache first, then as much as PostgreSQL's own holds.
  await cluster.query(`select pg_prewarm(oid, 'read') from (${relations}) r`, [tables]);
  await cluster.query(`select pg_prewarm(oid) from (${relations}) r`, [tables]);
}

async function sizes(cluster: Cluster): Promise<string[][]> {
  const rows = await cluster.query<{ name: string; rows: string; bytes: string; indexes: string }>(
    `select c.relname as name, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as bytes,
       pg_indexes_size(c.oid) as indexes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'bench_%'
     order by pg_total_relation_size(c.oid) desc limit 12`,
  );
  const [total] = await cluster.query<{ bytes: string }>(
    "select pg_database_size(current_database()) as bytes",
  );
  return [
    ...rows.map((row) => [
      row.name,
      Number(row.rows).toLocaleString("en"),
      size(Number(row.bytes)),
      size(Number(row.indexes)),
    ]),
    ["whole database", "", size(Number(total!.bytes)), ""],
  ];
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: "string", default: "1" },
      runs: { type: "string", default: "200" },
      streams: { type: "string", default: "5000" },
      "shared-buffers": { type: "string", default: "4GB" },
      prewarm: { type: "boolean", default: false },
      seed: { type: "string", default: String(Math.floor(Math.random() * 1_000_000)) },
      dir: { type: "string", default: join(tmpdir(), "hivcare-bench-scale") },
      fresh: { type: "boolean", default: false },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  const scale = Number(values.scale);
  const runs = Number(values.runs);
  const streams = Number(values.streams);
  const inputsSeed = Number(values.seed);
  const whole = (n: number) => Number.isInteger(n) && n > 0;
  const sharedBuffers = values["shared-buffers"];
  if (
    !(scale > 0 && scale <= 10) ||
    !whole(runs) ||
    !whole(streams) ||
    !Number.isInteger(inputsSeed) ||
    !/^\d+(MB|GB)$/.test(sharedBuffers)
  )
    return console.log(USAGE);
  if (values.fresh) rmSync(values.dir, { recursive: true, force: true });

  const counts = countsAt(scale);
  const cluster = new Cluster(postgresBin(), await freePort(), { keepIn: values.dir });
  let deps: Awaited<ReturnType<typeof createDeps>> | null = null;
  const cleanUp = cleanUpOnce(async () => {
    if (deps) await closeDeps(deps);
    await cluster.destroy();
  });
  try {
    await cluster.start({ ...SETTINGS, shared_buffers: sharedBuffers });
    await explainSlowerThan(cluster.url, -1);
    let at: Date | null = null;
    const clock = { set: (moment: Date) => void (at = moment) };
    const env = loadEnv({
      ...process.env,
      DATABASE_URL: cluster.url,
      SEED_DEMO: "false",
      NODE_ENV: "development",
    });
    const logger = createLogger({ level: "warn" });
    const open = () => createDeps(env, logger, { now: () => at ?? new Date() });

    // The first start on this database: migrations still to run, and the sealed columns'
    // survey when the keys in use are not yet recorded.
    const firstStartedAt = performance.now();
    deps = await open();
    const firstStartUpMs = performance.now() - firstStartedAt;
    console.log(`Seeding ${JSON.stringify(counts)} in ${values.dir} (resumes where a run stopped)`);
    let lastLine = "";
    const seeded = await seed(deps.db, deps.cipher, counts, (step, done, total) => {
      const line = `  ${step}: ${Math.floor((100 * done) / total)}%`;
      if (line !== lastLine) process.stderr.write(`${line}\n`);
      lastLine = line;
    });
    printTable(
      ["seeding step", "rows made", "seconds"],
      seeded.map((report) => [report.step, report.rows.toLocaleString("en"), report.seconds.toFixed(0)]),
    );
    // What the scheduler's rounds do after an upgrade to decision 092, here all at once: the
    // search is measured on names indexed by pairs of words.
    const pairsStartedAt = performance.now();
    let indexed = 0;
    for (let slice = { changed: 0, done: false }; !slice.done; indexed += slice.changed)
      slice = await indexNamesByPairs(deps, 60_000);
    const pairsSeconds = (performance.now() - pairsStartedAt) / 1000;
    if (indexed > 0) {
      console.log(
        `Names indexed by pairs of words: ${indexed.toLocaleString("en")} rows in ${pairsSeconds.toFixed(0)} s ` +
          `(${Math.round(indexed / pairsSeconds).toLocaleString("en")} a second)`,
      );
      // Every name rewritten, and its case's keys made again: as autovacuum would after it.
      await deps.db.execute(sql`vacuum analyze service_applications, contact_messages, case_name_keys`);
    }
    await closeDeps(deps);
    deps = null;

    // Start-up as an operator's restart would meet it, with everything migrated and recorded.
    const startedAt = performance.now();
    deps = await open();
    const startUpMs = performance.now() - startedAt;

    if (values.prewarm) await prewarm(cluster);
    const logFrom = statSync(cluster.log).size;
    await explainSlowerThan(cluster.url, SLOW_MS);
    console.log(`Inputs drawn from seed ${inputsSeed} (--seed ${inputsSeed} draws them again)`);
    const timings = await measureAtScale(deps, counts, clock, { runs, seed: inputsSeed }, (t) =>
      process.stderr.write(`  ${t.label}: p95 ${ms(t.p95Ms)} ms\n`),
    );
    await explainSlowerThan(cluster.url, -1);
    const plans = slowPlans(readFileSync(cluster.log, "utf8").slice(logFrom));
    const plansFile = join(values.dir, "slow-plans.txt");
    writeFileSync(plansFile, plans.map((plan) => plan.text).join("\n\n"));

    console.log(
      `\nServer start-up on this database: ${(firstStartUpMs / 1000).toFixed(1)} s the first time this run, ` +
        `then ${(startUpMs / 1000).toFixed(1)} s\n`,
    );
    printTable(
      ["operation", "runs", "p50 ms", "p95 ms", "max ms", `p95 < ${P95_TARGET_MS} ms`, "one run found"],
      timings.map((t) => [
        t.label,
        String(t.runs),
        ms(t.p50Ms),
        ms(t.p95Ms),
        ms(t.maxMs),
        t.p95Ms < P95_TARGET_MS ? "yes" : "NO",
        t.found,
      ]),
    );
    console.log(`\nStatements over ${SLOW_MS} ms: ${plans.length} kinds (plans in ${plansFile})`);
    printTable(
      ["statement", "times", "slowest ms"],
      plans.map((plan) => [plan.summary, String(plan.count), ms(plan.maxMs)]),
    );
    console.log("");
    printTable(["table", "rows (estimate)", "on disk", "of which indexes"], await sizes(cluster));

    const live = await measureLiveStreams(cluster, Math.min(streams, counts.clients), (line) =>
      process.stderr.write(`${line}\n`),
    );
    console.log(
      `\nLive-event streams on one server instance (${live.streams}, opened in ${live.openSeconds.toFixed(1)} s)`,
    );
    printTable(
      [
        "server memory before",
        "with the streams open",
        "per stream",
        "events delivered",
        "published in",
        "p50 ms",
        "p99 ms",
        "max ms",
      ],
      [
        [
          `${live.rssBeforeMb.toFixed(0)} MB`,
          `${live.rssOpenMb.toFixed(0)} MB`,
          `${live.kbPerStream.toFixed(1)} KB`,
          `${live.delivered} of ${live.streams}`,
          `${live.publishSeconds.toFixed(2)} s`,
          ms(live.p50Ms),
          ms(live.p99Ms),
          ms(live.maxMs),
        ],
      ],
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => failWith("bench:scale", error));
