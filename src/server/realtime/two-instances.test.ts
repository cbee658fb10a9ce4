/**
 * Several server instances behind one database behave as one: an event caused through
 * one instance reaches a live stream held by another. Against PostgreSQL (CI sets
 * TEST_DATABASE_URL) the two instances have their own pools and LISTEN connections, so
 * the event travels through NOTIFY; on PGlite, which one process owns, the two apps
 * share that process's database and bus.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { loadEnv } from "../env";
import { createLogger } from "../logger";
import { closeDeps, createDeps } from "../bootstrap";
import { createApp } from "../app";
import type { AppDeps } from "../deps";
import type { DatabaseTarget } from "../db/client";
import { user, userProfiles } from "../db/schema";
import { TEST_ORIGIN, freshPostgresTarget } from "../test/harness";
import { readEventStream } from "../test/event-stream";

const postgresUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  deps: AppDeps;
  url: string;
  server: ServerType;
}

let instances: [Instance, Instance];
const ownedDeps: AppDeps[] = [];
let dropDatabase: () => Promise<void> = async () => {};

/** A database of its own on the server named by TEST_DATABASE_URL (NOTIFY is per database). */
async function sharedTarget(): Promise<DatabaseTarget> {
  if (!postgresUrl) return { kind: "memory" };
  const database = await freshPostgresTarget(postgresUrl);
  dropDatabase = database.drop;
  return database.target;
}

async function listen(deps: AppDeps): Promise<Instance> {
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return { deps, url: `http://127.0.0.1:${port}`, server };
}

beforeAll(async () => {
  const env = loadEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: "silent", SEED_DEMO: "false" });
  const logger = createLogger({ level: "silent" });
  const target = await sharedTarget();
  const first = await createDeps(env, logger, { target });
  ownedDeps.push(first);
  // PostgreSQL: a second instance with its own connections. PGlite: the same process's database.
  const second = postgresUrl ? await createDeps(env, logger, { target }) : first;
  if (second !== first) ownedDeps.push(second);
  instances = [await listen(first), await listen(second)];
});

afterAll(async () => {
  for (const instance of instances ?? []) {
    instance.server.close();
    if ("closeAllConnections" in instance.server) instance.server.closeAllConnections();
  }
  for (const deps of ownedDeps) await closeDeps(deps);
  await dropDatabase();
});

async function signUp(instance: Instance, name: string): Promise<{ id: string; cookie: string }> {
  const account = { email: `${randomBytes(5).toString("hex")}@example.com`, password: "a long passphrase" };
  const post = (path: string, json: object) =>
    fetch(`${instance.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify(json),
    });
  const signedUp = await post("/api/auth/sign-up/email", { name, ...account });
  expect(signedUp.status).toBe(200);
  const body = (await signedUp.json()) as { user: { id: string } };
  // Sign-up never signs in (decision 062): the address is confirmed, then the person signs in.
  await instance.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, body.user.id));
  const response = await post("/api/auth/sign-in/email", account);
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: body.user.id, cookie };
}

async function openStream(instance: Instance, cookie: string) {
  const response = await fetch(`${instance.url}/api/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  await stream.next((event) => event.event === "ready");
  return stream;
}

describe(postgresUrl ? "two instances behind one PostgreSQL" : "two apps in one process on PGlite", () => {
  it("runs the instances on separate ports and, with PostgreSQL, separate connections", () => {
    const [first, second] = instances;
    expect(first.url).not.toBe(second.url);
    expect(first.deps.database.engine).toBe(postgresUrl ? "postgresql" : "pglite");
    expect(first.deps === second.deps).toBe(!postgresUrl);
  });

  it("delivers an event caused through one instance to a stream held by the other", async () => {
    const [first, second] = instances;
    const user = await signUp(first, "Two Instances");
    const stream = await openStream(second, user.cookie);

    const row = await first.deps.notify({ userId: user.id, type: "reply", title: "Reply", message: "Hello" });
    const created = await stream.next((event) => event.event === "notification", 5000);
    expect(JSON.parse(created.data)).toEqual({ id: row?.id, type: "reply" });

    const read = await fetch(`${first.url}/api/notifications/${row?.id}/read`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    expect(read.status).toBe(200);
    const marked = await stream.next((event) => event.event === "notification", 5000);
    expect(JSON.parse(marked.data)).toEqual({ id: row?.id, change: "read" });
    await stream.close();
  });

  it("delivers a new inbox item to its admin's stream on the other instance", async () => {
    const [first, second] = instances;
    const admin = await signUp(second, "Admin");
    await second.deps.db
      .insert(userProfiles)
      .values({ userId: admin.id, role: "admin", region: "kampala" })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { role: "admin", region: "kampala" } });
    const stream = await openStream(second, admin.cookie);
    const itemId = crypto.randomUUID();
    await first.deps.notify.inboxItem({ adminId: admin.id, type: "application", id: itemId, caseId: itemId });
    const event = await stream.next((candidate) => candidate.event === "inbox", 5000);
    expect(JSON.parse(event.data)).toEqual({ id: itemId, type: "application", change: "new" });
    await stream.close();
  });
});
