/**
 * The server rides through a database restart (docs/decisions/061). On PostgreSQL (CI
 * sets TEST_DATABASE_URL) every connection of the app is terminated from a separate
 * connection, as `pg_ctl -m fast restart` does (57P01), while requests are in flight: the
 * process lives on, those requests answer 503 with Retry-After, the next ones succeed, the
 * LISTEN connection is reopened and open streams are told to refetch. On PGlite, which
 * cannot lose its connection, the same answers are checked with the errors injected.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { createApp } from "../app";
import type { Database, Db } from "../db/client";
import { isConnectionLoss } from "../db/connection-loss";
import { createHarness, type Harness, type TestUser } from "../test/harness";
import { createEventBus } from "./bus";
import { readEventStream } from "../test/event-stream";

const postgresUrl = process.env.TEST_DATABASE_URL;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function chatSave(text: string) {
  const now = Date.now();
  return {
    method: "PUT",
    json: { messages: [{ id: "m1", text, isUser: true, timestamp: now }], timestamp: now, current: true },
  };
}

const chatId = () => `chat_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

async function openStream(user: TestUser) {
  const response = await h.request("/api/events", { as: user });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  await stream.next((event) => event.event === "ready");
  return stream;
}

async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(
  postgresUrl ? "a PostgreSQL restart under a running app" : "a lost database connection (PGlite)",
  () => {
    if (postgresUrl) {
      /** A connection of its own to the test's database, which the "restart" spares. */
      let admin: pg.Client;

      beforeAll(async () => {
        const result = (await h.deps.db.execute(sql`select current_database() as name`)) as {
          rows: { name: string }[];
        };
        const url = new URL(postgresUrl);
        url.pathname = `/${result.rows[0]!.name}`;
        admin = new pg.Client({ connectionString: url.toString() });
        await admin.connect();
      });
      afterAll(async () => {
        await admin?.end();
      });

      /** What `pg_ctl -m fast restart` does to every connection of the app: 57P01. */
      async function terminateAppConnections() {
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
      }

      async function appBackends(condition: string): Promise<number> {
        // Inside a transaction the view would keep showing its first snapshot.
        await admin.query("select pg_stat_clear_snapshot()");
        const result = await admin.query<{ count: string }>(
          `select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${condition}`,
        );
        return Number(result.rows[0]!.count);
      }

      it("answers 503 with Retry-After to the requests in flight, does not crash, and serves the next ones", async () => {
        const warn = vi.spyOn(h.deps.logger, "warn");
        const info = vi.spyOn(h.deps.logger, "info");
        const error = vi.spyOn(h.deps.logger, "error");
        const user = await h.createUser();

        // A request inside a transaction (a client checked out of the pool) waits on a lock...
        await admin.query("begin");
        await admin.query("lock table chat_sessions in access exclusive mode");
        const blocked = h.request(`/api/chat-history/${chatId()}`, { as: user, ...chatSave("first words") });
        // ...and a background transaction sleeps, as the scheduler's work may be running.
        const sleeping = h.deps.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(2)`);
        });
        const settled = sleeping.then(
          () => null,
          (failure: unknown) => failure,
        );
        await waitFor(
          async () => ((await appBackends("wait_event_type = 'Lock'")) === 1 ? true : undefined),
          5000,
          "the request to wait on the lock",
        );
        await waitFor(
          async () =>
            (await appBackends("query like '%pg_sleep%' and state = 'active'")) === 1 ? true : undefined,
          5000,
          "the sleeping query",
        );

        await terminateAppConnections();
        await admin.query("rollback");

        const answer = await blocked;
        expect(answer.status).toBe(503);
        expect(answer.headers.get("Retry-After")).toBe("5");
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("unavailable");
        expect(isConnectionLoss(await settled)).toBe(true);

        // The next requests are served on new connections.
        const saved = chatId();
        const next = await h.request(`/api/chat-history/${saved}`, { as: user, ...chatSave("again") });
        expect(next.status).toBe(204);
        const list = await h.request("/api/chat-history", { as: user });
        expect(list.status).toBe(200);
        expect(((await list.json()) as { sessions: { id: string }[] }).sessions.map((s) => s.id)).toEqual([
          saved,
        ]);

        // One line for the outage and one for its end, with its length; nothing else, no data.
        await waitFor(
          () =>
            info.mock.calls.some((call) => call[1] === "database connection restored") ? true : undefined,
          5000,
          "the recovery line",
        );
        const lost = warn.mock.calls.filter((call) => call[1] === "database connection lost");
        const restored = info.mock.calls.filter((call) => call[1] === "database connection restored");
        // 57P01 from a connection that was idle, or the socket's end under a query.
        expect(lost).toEqual([
          [{ reason: expect.stringMatching(/^(57P01|closed)$/) }, "database connection lost"],
        ]);
        expect(restored).toHaveLength(1);
        expect(restored[0]![0]).toEqual({ outageMs: expect.any(Number) });
        expect(error).not.toHaveBeenCalled();
      });

      it("reopens the LISTEN connection: open streams hear resync, and published events flow again", async () => {
        const warn = vi.spyOn(h.deps.logger, "warn");
        const info = vi.spyOn(h.deps.logger, "info");
        const user = await h.createUser();
        const first = await openStream(user);
        const second = await openStream(user);
        expect(await appBackends("query ilike 'LISTEN %'")).toBe(1);

        await terminateAppConnections();

        // The gap is told to every open stream once the connection listens again...
        await first.next((event) => event.event === "resync", 5000);
        await second.next((event) => event.event === "resync", 5000);
        expect(await appBackends("query ilike 'LISTEN %'")).toBe(1);
        // ...and events published from now on arrive again.
        await h.deps.bus.publish({
          kind: "notification",
          userIds: [user.id],
          data: { id: "n1", type: "reply" },
        });
        const event = await first.next((candidate) => candidate.event === "notification", 5000);
        expect(JSON.parse(event.data)).toEqual({ id: "n1", type: "reply" });

        expect(warn.mock.calls.filter((call) => call[1] === "database connection lost")).toHaveLength(1);
        expect(info.mock.calls.filter((call) => call[1] === "database connection restored")).toHaveLength(1);
        await first.close();
        await second.close();
      });
    } else {
      /** The app with a database whose reads fail with `failure`, as they do during a restart. */
      function appFailingWith(failure: Error) {
        const db = new Proxy(h.deps.db, {
          get: (target, property, receiver) =>
            property === "select"
              ? () => {
                  throw failure;
                }
              : (Reflect.get(target, property, receiver) as unknown),
        }) as Db;
        return createApp({ ...h.deps, db });
      }

      const terminated = () =>
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

      it("answers 503 with Retry-After to a request that meets a lost connection, and 500 to other errors", async () => {
        const lostConnections: [string, Error][] = [
          ["57P01 inside Drizzle's error", new DrizzleQueryError("select 1", [], terminated())],
          ["a dropped socket", new Error("Connection terminated unexpectedly")],
          ["the pool's connection timeout", new Error("timeout exceeded when trying to connect")],
          [
            "a refused connection",
            Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
          ],
          [
            "the server starting up",
            Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
          ],
          ["a class 08 error", Object.assign(new Error("connection failure"), { code: "08006" })],
        ];
        for (const [what, failure] of lostConnections) {
          const response = await appFailingWith(failure).request("/api/testimonials");
          expect(response.status, what).toBe(503);
          expect(response.headers.get("Retry-After"), what).toBe("5");
          expect(((await response.json()) as { error: { code: string } }).error.code, what).toBe(
            "unavailable",
          );
        }

        // A mistake of ours stays a 500: the mapping is no excuse to hide bugs.
        const violation = Object.assign(new Error("duplicate key value"), { code: "23505" });
        vi.spyOn(h.deps.logger, "error").mockImplementation(() => undefined);
        const response = await appFailingWith(new DrizzleQueryError("select 1", [], violation)).request(
          "/api/testimonials",
        );
        expect(response.status).toBe(500);
        expect(response.headers.get("Retry-After")).toBeNull();
      });

      it("turns a gap in the LISTEN connection into a resync on every open stream", async () => {
        let reportGap = () => {};
        const database: Database = {
          ...h.deps.database,
          onListenGap(handler) {
            reportGap = handler;
            return () => {};
          },
        };
        const bus = createEventBus(database, h.deps.logger);
        await bus.start();
        const app = createApp({ ...h.deps, database, bus });
        const [one, other] = [await h.createUser(), await h.createUser()];
        const streams = await Promise.all(
          [one, other].map(async (user) => {
            const response = await app.request("/api/events", { headers: { cookie: user.cookie } });
            const stream = readEventStream(response);
            await stream.next((event) => event.event === "ready");
            return stream;
          }),
        );

        reportGap();

        for (const stream of streams) {
          const event = await stream.next((candidate) => candidate.event === "resync", 2000);
          expect(JSON.parse(event.data)).toEqual({});
          await stream.close();
        }
        await bus.stop();
      });
    }
  },
);
