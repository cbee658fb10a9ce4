/**
 * The API's throughput on PostgreSQL beside the database's own for the same SQL, in the
 * same run on the same machine (which is shared and noisy, so only the ratio travels):
 *   - autocannon, 32 connections for 10 s: a signed-in `GET /api/notifications` (a person
 *     with a full bell) and `GET /api/health`;
 *   - pgbench, 32 clients for 10 s, replaying the statements that one such request sent
 *     to the database, captured from PostgreSQL's own log (`log_statement = all`).
 * A throwaway cluster and the real server (src/server/main.ts) on loopback; needs Debian's
 * PostgreSQL packages and pgbench. `npx tsx bench/throughput.ts` runs it alone.
 */
import { execFile } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { NOTIFICATIONS_PAGE } from "../src/shared/api/notifications";
import { createFieldCipher } from "../src/server/security/encryption";
import { SEALED, seal } from "../src/server/security/sealed-tables";
import { AppServer, HOST, ServerStartError, freePort } from "../scripts/lib/app-server";
import { cleanUpOnce } from "../scripts/lib/command";
import { Cluster, ClusterError, postgresBin, signedInUser } from "../scripts/lib/pg-cluster";

const run = promisify(execFile);
const CONNECTIONS = 32;
const SECONDS = 10;
/** A bell fuller than its first page, which the load asks for. */
const NOTIFICATIONS = 50;

export interface Throughput {
  label: string;
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  errors: number;
}

/** Requests a second over `SECONDS`, and the latencies, from autocannon. */
async function loadTest(
  url: string,
  label: string,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const refused = result.non2xx + result.errors + result.timeouts;
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: refused,
  };
}

/** One statement as PostgreSQL logged it, with its parameters written in. */
function withParameters(statement: string, detail: string | undefined): string {
  if (!detail) return statement;
  const values = new Map<string, string>();
  for (const [, index, value] of detail.matchAll(/\$(\d+) = ('(?:[^']|'')*'|NULL)/g))
    values.set(index!, value!);
  return statement.replace(/\$(\d+)\b/g, (whole, index: string) => values.get(index) ?? whole);
}

/**
 * The statements the server sends for one request, read from the cluster's log between
 * switching statement logging on and off around it.
 */
async function capturedStatements(cluster: Cluster, send: () => Promise<void>): Promise<string[]> {
  const from = statSync(cluster.log).size;
  await cluster.query("alter system set log_statement = 'all'");
  await cluster.query("select pg_reload_conf()");
  await send();
  await cluster.query("alter system reset log_statement");
  await cluster.query("select pg_reload_conf()");
  const lines = readFileSync(cluster.log, "utf8").slice(from).split("\n");
  const statements: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const logged = /LOG: {2}(?:execute [^:]+|statement): (.*)$/.exec(lines[index]!);
    if (!logged) continue;
    const statement = logged[1]!;
    if (/log_statement|pg_reload_conf/.test(statement)) continue;
    const detail = /DETAIL: {2}parameters: (.*)$/.exec(lines[index + 1] ?? "")?.[1];
    statements.push(withParameters(statement, detail));
  }
  return statements;
}

/** pgbench's transactions a second for `statements` as one transaction script. */
async function pgbench(
  cluster: Cluster,
  statements: string[],
  mode: "prepared" | "extended",
): Promise<number> {
  const script = join(cluster.dir, `request-${mode}.sql`);
  writeFileSync(script, statements.map((statement) => `${statement};`).join("\n") + "\n");
  const { stdout } = await run("pgbench", [
    ...["-h", HOST, "-p", String(cluster.port), "-U", "postgres", "-n"],
    ...["-M", mode, "-c", String(CONNECTIONS), "-j", "2", "-T", String(SECONDS), "-f", script, "postgres"],
  ]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new ClusterError(`pgbench printed no rate:\n${stdout}`);
  return Math.round(Number(tps));
}

export const THROUGHPUT_HEADING = `## API throughput on PostgreSQL beside pgbench (${CONNECTIONS} connections, ${SECONDS} s each, same run)`;

export interface ThroughputReport {
  api: Throughput[];
  pgbench: { prepared: number; extended: number };
  statements: string[];
}

export async function measureThroughput(): Promise<ThroughputReport> {
  const cluster = new Cluster(postgresBin(), await freePort());
  // The server's key, so that the notifications written here read as its own.
  const encryptionKey = randomBytes(32);
  let app: AppServer | null = null;
  const cleanUp = cleanUpOnce(async () => {
    await app?.kill("SIGTERM");
    await cluster.destroy();
  });
  try {
    await cluster.start();
    const started = await AppServer.onFreePort({
      DATABASE_URL: cluster.url,
      DATA_DIR: join(cluster.dir, "app"),
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ENCRYPTION_KEY: encryptionKey.toString("base64"),
    });
    app = started.app;
    const { url } = started;
    app.start();
    await app.waitUntilReady();
    const person = await signedInUser(url, cluster);
    const cipher = createFieldCipher(encryptionKey);
    for (let index = 0; index < NOTIFICATIONS; index++) {
      const row = seal(cipher, SEALED.notifications, {
        title: `Reply ${index}`,
        message: "A navigator answered your message.",
        data: "{}",
      });
      await cluster.query(
        "insert into notifications (user_id, type, title, message, data, read) values ($1, 'reply', $2, $3, $4, $5)",
        [person.id, row.title, row.message, row.data, index % 3 === 0],
      );
    }
    const notifications = `${url}/api/notifications`;
    const statements = await capturedStatements(cluster, async () => {
      const answer = await fetch(notifications, { headers: { cookie: person.cookie } });
      const listed = ((await answer.json()) as { notifications: unknown[] }).notifications.length;
      if (listed < NOTIFICATIONS_PAGE) throw new ClusterError(`the bell listed ${listed} notifications`);
    });
    const api = [
      await loadTest(notifications, "GET /api/notifications (signed in)", { cookie: person.cookie }),
      await loadTest(`${url}/api/health`, "GET /api/health"),
    ];
    return {
      api,
      pgbench: {
        prepared: await pgbench(cluster, statements, "prepared"),
        extended: await pgbench(cluster, statements, "extended"),
      },
      statements,
    };
  } finally {
    await cleanUp();
  }
}

/** The report as docs/benchmarks.md shows it. */
export function throughputSection(report: ThroughputReport): string {
  const [notifications] = report.api;
  const share = (tps: number) => `${Math.round((100 * notifications!.requestsPerSecond) / tps)} %`;
  const row = (cells: (string | number | null)[]) => `| ${cells.map((cell) => cell ?? "–").join(" | ")} |`;
  return [
    THROUGHPUT_HEADING,
    "",
    "| load | requests/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|",
    ...report.api.map((load) =>
      row([load.label, load.requestsPerSecond, load.p50Ms, load.p99Ms, load.errors]),
    ),
    "",
    "| pgbench, the same statements | transactions/s | the API's notifications rate is |",
    "|---|---|---|",
    row(["-M extended (as the server sends them)", report.pgbench.extended, share(report.pgbench.extended)]),
    row(["-M prepared", report.pgbench.prepared, share(report.pgbench.prepared)]),
    "",
    `The statements one signed-in \`GET /api/notifications\` sent (${report.statements.length}), replayed by pgbench:`,
    "",
    ...report.statements.map((statement) => `- \`${statement.replace(/'[^'\s]{12,}'/g, "'…'")}\``),
    "",
    "Targets (issue 20): at least 2,000 requests a second with p99 under 100 ms, and at least 25 % of pgbench's rate.",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureThroughput()
    .then((report) => console.log(throughputSection(report)))
    .catch((error: unknown) => {
      console.error(
        error instanceof ClusterError || error instanceof ServerStartError ? error.message : error,
      );
      process.exit(1);
    });
}
