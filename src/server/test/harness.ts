/**
 * A real application for tests: the production wiring against a fresh in-memory PGlite
 * (or, when TEST_DATABASE_URL is set, a fresh database on a real PostgreSQL server).
 * Requests go through app.request(); sign-up and sign-in go through Better Auth, whose
 * password hashing is remembered for inputs already seen (remembered-password-hashing.ts).
 */
import { randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { loadEnv, type Env } from "../env";
import type { DestinationStream } from "pino";
import { createLogger } from "../logger";
import { createDeps, closeDeps } from "../bootstrap";
import { createApp } from "../app";
import type { AppDeps } from "../deps";
import type { DatabaseTarget } from "../db/client";
import { eq } from "drizzle-orm";
import { user, userProfiles } from "../db/schema";
import type { Region } from "@shared/constants";
import { onServer } from "./database-snapshot.global";
import { rememberedPasswordHashing } from "./remembered-password-hashing";

export const TEST_ORIGIN = "http://localhost:3000";
/** The key of the SMS provider's callbacks in every test app (decision 081). */
export const TEST_SMS_CALLBACK_KEY = "the-tests-sms-callback-key-0123456789";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export type RequestOptions = RequestInit & {
  as?: TestUser | null;
  json?: unknown;
  /** The network address the request comes from (the socket's); one shared address when unset. */
  address?: string;
};

export interface Harness {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  clock: { now: Date; advance(ms: number): void };
  request(path: string, init?: RequestOptions): Promise<Response>;
  createUser(
    overrides?: Partial<{
      name: string;
      email: string;
      password: string;
      role: "admin" | "user";
      region: Region | null;
      /** Two-step sign-in on; admins have it unless told otherwise (the workspace needs it). */
      twoFactor: boolean;
      /** A lead admin, who changes who is on the team (decision 063). */
      lead: boolean;
    }>,
  ): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * A new database on the server named by TEST_DATABASE_URL, so test files never share rows,
 * copied from the migrated template the global setup made (a plain new database outside a
 * Vitest run). (A schema per file is not enough: the generated migrations name "public".)
 */
export async function freshPostgresTarget(
  url: string,
): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const template = provided("postgresTemplate");
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ""}`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: scoped.toString() },
    drop: () => onServer(url, `drop database if exists ${name} with (force)`),
  };
}

/** What the global setup provided; nothing outside a Vitest run (the benchmarks). */
function provided<Key extends "databaseSnapshotPath" | "postgresTemplate">(key: Key) {
  try {
    return inject(key);
  } catch {
    return null;
  }
}

let userCounter = 0;

/** A copy of the migrated database the global setup saved, when there is one. */
function memoryTarget(): DatabaseTarget {
  const path = provided("databaseSnapshotPath");
  return path ? { kind: "memory", snapshot: new Blob([readFileSync(path)]) } : { kind: "memory" };
}

/**
 * `options.target`: a database of the test's own, kept after close (a test that restarts
 * the app on the same data); by default a fresh one, dropped after.
 */
export async function createHarness(
  envOverrides: Record<string, string> = {},
  options: { target?: DatabaseTarget; logTo?: DestinationStream } = {},
): Promise<Harness> {
  const env: Env = loadEnv({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SEED_DEMO: "false",
    SMS_CALLBACK_KEY: TEST_SMS_CALLBACK_KEY,
    ...envOverrides,
  });
  const logger = createLogger({ level: env.LOG_LEVEL, destination: options.logTo });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const postgres =
    !options.target && process.env.TEST_DATABASE_URL
      ? await freshPostgresTarget(process.env.TEST_DATABASE_URL)
      : null;
  const deps = await createDeps(env, logger, {
    target: options.target ?? postgres?.target ?? memoryTarget(),
    now: () => clock.now,
    passwordHashing: rememberedPasswordHashing,
  });
  const app = createApp(deps);

  async function request(path: string, init: RequestOptions = {}) {
    const { as, json, address, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (as) headers.set("cookie", as.cookie);
    if (json !== undefined) {
      headers.set("content-type", "application/json");
      rest.body = JSON.stringify(json);
    }
    // Writes come from our own page, as a browser says, unless a test says otherwise.
    const saysWhence = headers.has("origin") || headers.has("sec-fetch-site");
    if (rest.method && rest.method !== "GET" && !saysWhence) headers.set("origin", TEST_ORIGIN);
    return app.request(
      path,
      { ...rest, headers },
      address ? { incoming: { socket: { remoteAddress: address } } } : {},
    );
  }

  async function createUser(overrides: Parameters<Harness["createUser"]>[0] = {}): Promise<TestUser> {
    userCounter += 1;
    // Digits only: random hex spells a health word now and then ("…7acd45…" holds "cd4"), which
    // the checks of what is stored in clear rightly refuse.
    const email = overrides.email ?? `user${userCounter}.${randomInt(1_000_000)}@example.com`;
    const password = overrides.password ?? "a long test passphrase";
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: overrides.name ?? `Test User ${userCounter}`, email, password },
      // Each person signs up from a phone of their own: a file's many accounts never meet
      // the per-address sign-up limit, which its own tests exercise.
      address: `10.${(userCounter >> 16) & 255}.${(userCounter >> 8) & 255}.${userCounter & 255}`,
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    // Sign-up never signs in (decision 062): the address is confirmed, as its link would,
    // and the person signs in from the same phone.
    await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, body.user.id));
    const signedIn = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
      address: `10.${(userCounter >> 16) & 255}.${(userCounter >> 8) & 255}.${userCounter & 255}`,
    });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    if (overrides.role || overrides.region !== undefined) {
      const profile = {
        role: overrides.role ?? "user",
        region: overrides.region ?? null,
        leadAdmin: overrides.lead ?? false,
      };
      await deps.db
        .insert(userProfiles)
        .values({ userId: body.user.id, ...profile })
        .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
    }
    if (overrides.twoFactor ?? overrides.role === "admin") {
      await deps.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, body.user.id));
    }
    return { id: body.user.id, email, password, cookie };
  }

  return {
    deps,
    app,
    clock,
    request,
    createUser,
    async close() {
      await closeDeps(deps);
      await postgres?.drop();
    },
  };
}

/**
 * The test file's harness: made before its first test, closed after its last. It is empty
 * until then, so the file's tests and hooks read it, never its top level. A file whose
 * settings are made in its own set-up (a stub server's address, a folder) calls
 * createHarness there instead.
 */
export function useHarness(...args: Parameters<typeof createHarness>): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(harness, await createHarness(...args));
  });
  afterAll(async () => {
    // Absent when the harness could not be made: that failure is the one to read.
    await harness.close?.();
  });
  return harness;
}
