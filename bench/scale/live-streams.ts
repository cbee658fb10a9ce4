/**
 * Open live-event streams on one server instance (issue 20: 5,000, each receiving an event
 * with p99 under 1 s): the real server (src/server/main.ts) on the national-scale database,
 * one signed-in client per stream, then one event published to each client at once, as the
 * reminder scheduler or a team's replies publish them (a NOTIFY per person on the bus's
 * channel). Reports the server's memory per open stream and each event's delivery time,
 * from the moment it was handed to PostgreSQL to the moment the stream delivered it.
 */
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request, type IncomingMessage } from "node:http";
import { join } from "node:path";
import pg from "pg";
import { EVENTS_CHANNEL } from "../../src/server/realtime/bus";
import { AppServer, sleep } from "../../scripts/lib/app-server";
import type { Cluster } from "../../scripts/lib/pg-cluster";
import { percentile } from "../percentile";

export interface LiveStreamsReport {
  streams: number;
  openSeconds: number;
  rssBeforeMb: number;
  rssOpenMb: number;
  kbPerStream: number;
  delivered: number;
  publishSeconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const SESSION_COOKIE = "better-auth.session_token";
/** Streams opened at once: the server's listen backlog is 511. */
const OPENING_AT_ONCE = 200;
const DELIVERY_WAIT_MS = 30_000;

function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

/**
 * The session cookie Better Auth would have set at sign-in, for a session the database
 * holds: its token and an HMAC-SHA-256 of it under the server's secret, as better-call
 * signs cookies (`token.base64(signature)`, URI-encoded). Signing in 5,000 people through
 * the API would take minutes of password hashing and meet the per-address limits.
 */
function sessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

interface Stream {
  userId: string;
  response: IncomingMessage;
  receivedAt: number | null;
}

function openStream(url: URL, cookie: string, userId: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/events",
        headers: { cookie, accept: "text/event-stream" },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream for ${userId} refused: ${response.statusCode}`));
          return;
        }
        const stream: Stream = { userId, response, receivedAt: null };
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (stream.receivedAt === null && chunk.includes("event: notification"))
            stream.receivedAt = performance.now();
        });
        response.on("error", () => {});
        resolve(stream);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

export async function measureLiveStreams(
  cluster: Cluster,
  streams: number,
  onProgress: (line: string) => void,
): Promise<LiveStreamsReport> {
  const [secretRow] = await cluster.query<{ value: string }>(
    "select value from app_settings where key = 'auth_secret'",
  );
  if (!secretRow) throw new Error("the database has no auth_secret: run the server on it once first");
  const userIds = (
    await cluster.query<{ id: string }>(
      `select id from "user" where id like 'client-%' order by id limit ${Math.floor(streams)}`,
    )
  ).map((row) => row.id);
  if (userIds.length < streams) throw new Error(`only ${userIds.length} clients to open streams for`);
  const tokens = userIds.map(() => randomBytes(24).toString("base64url"));
  await cluster.query(
    `insert into session (id, token, user_id, expires_at, created_at, updated_at)
     select gen_random_uuid()::text, t.token, t.user_id, now() + interval '1 day', now(), now()
     from unnest($1::text[], $2::text[]) as t(token, user_id)`,
    [tokens, userIds],
  );

  const { app, url } = await AppServer.onFreePort({
    DATABASE_URL: cluster.url,
    DATA_DIR: join(cluster.dir, "app"),
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  });
  const open: Stream[] = [];
  // A few connections, as several server instances and the scheduler publish side by side.
  const publisher = new pg.Pool({ connectionString: cluster.url, max: 4 });
  try {
    app.start();
    await app.waitUntilReady();
    const pid = app.child!.pid!;
    await sleep(1_000);
    const rssBeforeMb = residentMb(pid);

    const target = new URL(url);
    const openingStarted = performance.now();
    for (let first = 0; first < streams; first += OPENING_AT_ONCE) {
      const batch = userIds.slice(first, first + OPENING_AT_ONCE);
      open.push(
        ...(await Promise.all(
          batch.map((userId, k) =>
            openStream(target, sessionCookie(tokens[first + k]!, secretRow.value), userId),
          ),
        )),
      );
      if ((first / OPENING_AT_ONCE) % 5 === 4) onProgress(`  live streams: ${open.length} open`);
    }
    const openSeconds = (performance.now() - openingStarted) / 1000;
    await sleep(2_000);
    const rssOpenMb = residentMb(pid);

    const sentAt = new Map<string, number>();
    const publishStarted = performance.now();
    await Promise.all(
      open.map((stream) => {
        sentAt.set(stream.userId, performance.now());
        const event = { kind: "notification", userIds: [stream.userId], data: { id: stream.userId } };
        return publisher.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, JSON.stringify(event)]);
      }),
    );
    const publishSeconds = (performance.now() - publishStarted) / 1000;
    const waitStarted = performance.now();
    while (
      open.some((stream) => stream.receivedAt === null) &&
      performance.now() - waitStarted < DELIVERY_WAIT_MS
    )
      await sleep(100);
    const latencies = open
      .filter((stream) => stream.receivedAt !== null)
      .map((stream) => stream.receivedAt! - sentAt.get(stream.userId)!)
      .sort((a, b) => a - b);
    return {
      streams,
      openSeconds,
      rssBeforeMb,
      rssOpenMb,
      kbPerStream: ((rssOpenMb - rssBeforeMb) * 1024) / streams,
      delivered: latencies.length,
      publishSeconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1) ?? 0,
    };
  } finally {
    for (const stream of open) stream.response.destroy();
    await publisher.end().catch(() => {});
    await app.kill("SIGTERM");
    await cluster.query("delete from session where user_id like 'client-%'");
  }
}
