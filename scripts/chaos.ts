/**
 * `npm run chaos`: does the server ride through PostgreSQL restarts without losing an
 * acknowledged write? On loopback only, in under two minutes: a throwaway PostgreSQL
 * cluster in a temporary folder, the real server (src/server/main.ts) against it, signed-in
 * writes without pause and a live event stream open, while PostgreSQL restarts twice
 * (`pg_ctl -m fast restart`) and the server is killed once (kill -9) and started again.
 * Then it counts the acknowledged writes in the database and prints the figures kept in
 * docs/benchmarks.md. It exits non-zero when a write was lost, the server died with a
 * database restart, or live events did not come back. Needs Debian's PostgreSQL packages
 * (`apt-get install postgresql`); as root, the cluster runs as the `postgres` user.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { EVENTS_CHANNEL } from "../src/server/realtime/bus";
import { AppServer, HOST, ServerStartError, elapsed, freePort, sleep } from "./lib/app-server";
import { Cluster, ClusterError, postgresBin, signedInUser } from "./lib/pg-cluster";
import { cleanUpOnce } from "./lib/command";

/** The whole run, setup and cleanup included, stays under two minutes. */
const DEADLINE_MS = 115_000;
/** Writes between two disruptions. */
const STEADY_MS = 5_000;
/** Two writers of plain inserts, one of transactions. */
const WRITE_KINDS = () => [TESTIMONIAL, TESTIMONIAL, APPLICATION];
/** Longest wait for live events after a restart. */
const EVENTS_WAIT_MS = 30_000;

class ChaosError extends Error {}
interface LiveEvent {
  event: string;
  id?: string;
  at: number;
}

/** GET /api/events held open as a browser would: reopened after every break. */
class LiveStream {
  readonly events: LiveEvent[] = [];
  private stopped = false;
  private controller: AbortController | null = null;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  open() {
    this.loop = (async () => {
      while (!this.stopped) {
        this.controller = new AbortController();
        try {
          const response = await fetch(`${this.url}/api/events`, {
            headers: { cookie: this.cookie },
            signal: this.controller.signal,
          });
          if (response.ok && response.body) await this.read(response.body);
          else await response.body?.cancel();
        } catch {
          // The server went away: open again, as EventSource does.
        }
        if (!this.stopped) await sleep(500);
      }
    })();
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        if (!event) continue;
        const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? "{}";
        let id: string | undefined;
        try {
          id = (JSON.parse(data) as { id?: string }).id;
        } catch {
          // An event without data.
        }
        this.events.push({ event, id, at: performance.now() });
      }
    }
  }

  async close() {
    this.stopped = true;
    this.controller?.abort();
    await this.loop;
  }
}

/** A kind of signed-in write: where it goes, what it sends, and the table its id lands in. */
interface WriteKind {
  path: string;
  body(sequence: number): unknown;
  table: string;
}

/** A plain insert. */
const TESTIMONIAL: WriteKind = {
  path: "/api/testimonials",
  body: (sequence) => ({ name: "Chaos run", content: `Write number ${sequence}`, rating: 5 }),
  table: "testimonials",
};

/** A transaction (application, status, case, notification): a client held out of the pool. */
const APPLICATION: WriteKind = {
  path: "/api/applications",
  body: () => ({
    service_type: "peer_support",
    full_name: "Chaos Run",
    region: "kampala",
    delivery_preference: "clinic",
    consent_data: true,
    consent_delivery: false,
  }),
  table: "service_applications",
};

/** Signed-in writes without pause, each acknowledged by its 201 and the id it answers. */
class Writers {
  readonly acknowledged = new Map<WriteKind, string[]>();
  readonly answers = new Map<string, number>();
  private stopped = false;
  private running: Promise<void>[] = [];
  private sequence = 0;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  start(kinds: WriteKind[]) {
    for (const kind of kinds) this.acknowledged.set(kind, []);
    this.running = kinds.map((kind) => this.write(kind));
  }

  private note(answer: string) {
    this.answers.set(answer, (this.answers.get(answer) ?? 0) + 1);
  }

  private async write(kind: WriteKind) {
    while (!this.stopped) {
      this.sequence += 1;
      try {
        const response = await fetch(`${this.url}${kind.path}`, {
          method: "POST",
          headers: { cookie: this.cookie, origin: this.url, "content-type": "application/json" },
          body: JSON.stringify(kind.body(this.sequence)),
          signal: AbortSignal.timeout(15_000),
        });
        // Acknowledged once the whole answer, with the id, has arrived.
        if (response.status === 201)
          this.acknowledged.get(kind)!.push(((await response.json()) as { id: string }).id);
        else await response.body?.cancel();
        this.note(String(response.status));
      } catch {
        this.note("no answer");
        await sleep(100);
      }
      await sleep(5);
    }
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.running);
  }
}

/**
 * From the moment the database is back: notify the stream's user every 200 ms until one of
 * these events arrives; the answer is how long that took (null: never, within the wait).
 */
async function timeUntilEventsFlow(cluster: Cluster, stream: LiveStream, userId: string, since: number) {
  for (let probe = 0; elapsed(since) < EVENTS_WAIT_MS; probe++) {
    const id = `probe-${probe}-${randomBytes(3).toString("hex")}`;
    const event = { kind: "notification", userIds: [userId], data: { id, type: "other" } };
    await cluster.query("select pg_notify($1, $2)", [EVENTS_CHANNEL, JSON.stringify(event)]).catch(() => {});
    await sleep(200);
    const arrived = stream.events.find((candidate) => candidate.id === id);
    if (arrived) return Math.round(arrived.at - since);
  }
  return null;
}

/** Per database restart, in ms from the start of `pg_ctl restart`. */
interface RestartFigures {
  /** Until pg_ctl said PostgreSQL accepts connections again. */
  restartMs: number;
  /** Until the open stream heard "resync". */
  resyncMs: number | null;
  /** Until an event published after the restart reached the open stream. */
  eventsMs: number | null;
}

function describeRestart(figures: RestartFigures): string {
  const at = (ms: number | null) => (ms === null ? "never" : `${ms} ms`);
  return (
    `pg_ctl restart took ${figures.restartMs} ms; resync on the open stream at ${at(figures.resyncMs)}, ` +
    `live events flowing again at ${at(figures.eventsMs)}`
  );
}

async function main() {
  const began = performance.now();
  const cluster = new Cluster(postgresBin(), await freePort());
  const { app, url: appUrl } = await AppServer.onFreePort({
    DATABASE_URL: cluster.url,
    DATA_DIR: join(cluster.dir, "app"),
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
  });
  let writers: Writers | null = null;
  let stream: LiveStream | null = null;

  const cleanUp = cleanUpOnce(async () => {
    await writers?.stop();
    await stream?.close();
    await app.kill("SIGTERM");
    await cluster.destroy();
  });
  const deadline = setTimeout(() => {
    console.error(`\nThe run took more than ${DEADLINE_MS / 1000} s: stopped.`);
    void cleanUp().finally(() => process.exit(1));
  }, DEADLINE_MS);

  try {
    console.log(`PostgreSQL on ${HOST}:${cluster.port} in ${cluster.dir}`);
    await cluster.start();
    app.start();
    console.log(`server on ${appUrl}: ready in ${await app.waitUntilReady()} ms`);
    const user = await signedInUser(appUrl, cluster);
    stream = new LiveStream(appUrl, user.cookie);
    stream.open();
    writers = new Writers(appUrl, user.cookie);
    writers.start(WRITE_KINDS());
    app.phase = "steady writes";
    await sleep(STEADY_MS);

    const restarts: RestartFigures[] = [];
    for (const round of [1, 2]) {
      app.phase = `database restart ${round}`;
      const restarting = performance.now();
      await cluster.restart();
      const back = performance.now();
      const restartMs = Math.round(back - restarting);
      // Had the server died, it would be started again here (and counted) to go on measuring.
      if (!app.running) {
        app.start();
        await app.waitUntilReady();
      }
      const eventsAfterBack = await timeUntilEventsFlow(cluster, stream, user.id, back);
      const resync = stream.events.find((event) => event.event === "resync" && event.at >= restarting);
      const figures: RestartFigures = {
        restartMs,
        resyncMs: resync ? Math.round(resync.at - restarting) : null,
        eventsMs: eventsAfterBack === null ? null : restartMs + eventsAfterBack,
      };
      restarts.push(figures);
      console.log(`database restart ${round}: ${describeRestart(figures)}`);
      app.phase = "steady writes";
      await sleep(STEADY_MS);
    }

    app.phase = "server kill";
    await app.kill("SIGKILL");
    app.start();
    const serverBackMs = await app.waitUntilReady();
    console.log(`server killed (kill -9) and started again: answering in ${serverBackMs} ms`);
    app.phase = "steady writes";
    await sleep(STEADY_MS);
    await writers.stop();

    let acknowledged = 0;
    let lost = 0;
    let storedUnacknowledged = 0;
    for (const [kind, ids] of writers.acknowledged) {
      const [found] = await cluster.query<{ acknowledged: string; all: string }>(
        `select count(*) filter (where id = any($1::uuid[])) as acknowledged, count(*) as all
         from ${kind.table} where user_id = $2`,
        [ids, user.id],
      );
      acknowledged += ids.length;
      lost += ids.length - Number(found?.acknowledged ?? 0);
      storedUnacknowledged += Number(found?.all ?? 0) - Number(found?.acknowledged ?? 0);
    }
    const exitsOnRestart = app.unexpectedExits.filter((exit) => exit.during.startsWith("database restart"));
    const outages = app.logs.filter((line) => line.msg === "database connection restored");

    console.log("");
    const byKind = [...writers.acknowledged].map(([kind, ids]) => `${kind.table} ${ids.length}`);
    console.log(`acknowledged writes:                              ${acknowledged} (${byKind.join(", ")})`);
    console.log(`lost writes (acknowledged, not in the database):  ${lost}`);
    console.log(`writes stored though answered with an error:      ${storedUnacknowledged}`);
    console.log(`app process exits during database restarts:       ${exitsOnRestart.length}`);
    restarts.forEach((figures, index) =>
      console.log(`database restart ${index + 1}: ${describeRestart(figures)}`),
    );
    console.log(`server kill -9 → answering again in:              ${serverBackMs} ms`);
    console.log(
      `answers to writes: ${[...writers.answers]
        .sort()
        .map(([answer, count]) => `${answer} ×${count}`)
        .join(", ")}`,
    );
    console.log(
      `log lines: "database connection lost" ×${app.count("database connection lost")}, ` +
        `"database connection restored" ×${outages.length} (${outages.map((line) => `${line.outageMs} ms`).join(", ")})`,
    );
    const errors = new Map<string, number>();
    for (const line of app.logs.filter((candidate) => (candidate.level ?? 0) >= 50))
      errors.set(line.msg ?? "?", (errors.get(line.msg ?? "?") ?? 0) + 1);
    console.log(
      `error lines: ${errors.size === 0 ? "none" : [...errors].map(([msg, count]) => `"${msg}" ×${count}`).join(", ")}`,
    );
    if (app.unexpectedExits.length > 0)
      console.log(`unexpected exits: ${JSON.stringify(app.unexpectedExits)}`);
    console.log(`total ${(elapsed(began) / 1000).toFixed(1)} s`);

    const eventsNeverCame = restarts.some((figures) => figures.eventsMs === null);
    if (lost > 0 || exitsOnRestart.length > 0 || eventsNeverCame) process.exitCode = 1;
  } catch (error) {
    console.error(
      error instanceof ChaosError || error instanceof ClusterError || error instanceof ServerStartError
        ? error.message
        : error,
    );
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

void main();
