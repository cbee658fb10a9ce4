/**
 * `npm run fuzz`: does every write route answer hostile input with a 4xx, never a 5xx?
 * On loopback only, in about two and a half minutes: the real server (src/server/main.ts) on a
 * fresh embedded database with the demo accounts, then at least 10,000 requests to every
 * POST, PUT, PATCH and DELETE route under /api (read from the app itself) and to the
 * accounts routes the web app calls, each as a visitor, the demo client and a demo admin,
 * with bodies drawn from a seeded random source (scripts/lib/fuzz-cases.ts): broken JSON,
 * wrong types, NUL and lone surrogates, huge or deep values, lying Content-Length headers,
 * damaged cookies, other sites' origins, hostile path parameters...
 *
 *   npm run fuzz -- [--requests 12000] [--seed 20261124] [--concurrency 4] [--write]
 *
 * Prints the figures kept in docs/benchmarks.md (`--write` rewrites that section). Exits
 * non-zero on any 5xx, a request without an answer, a server exit, a 4xx without the
 * API's error shape, a request from another site or without Origin not refused, or a
 * route not sent as every identity.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { cookiesOf, totpCode } from "../src/server/test/auth";
import { AppServer, HOST, ServerStartError, elapsed } from "./lib/app-server";
import { cleanUpOnce, fail } from "./lib/command";
import {
  FAMILIES,
  IDENTITIES,
  PASSWORD_CHECKING,
  SESSION_ENDING,
  appRoutes,
  authRoutes,
  buildCase,
  caseRandom,
  fieldPool,
  isAuthRoute,
  plan,
  routeKey,
  routeSchemas,
  seededRandom,
  writeRoutesOf,
  type CaseInputs,
  type FuzzCase,
  type IdentityKind,
  type Route,
} from "./lib/fuzz-cases";
import { printTable } from "./lib/table";

const MIN_REQUESTS = 10_000;
const DEFAULT_REQUESTS = 12_000;
const DEFAULT_SEED = 20_261_124;
/**
 * A bound on the whole run, setup and cleanup included: the default run takes about two
 * and a half minutes on two cores, more when the server stalls (it is then a finding).
 */
const TIME_LIMIT_MS = 240_000;
const REQUEST_TIMEOUT_MS = 20_000;
const BENCHMARKS = "docs/benchmarks.md";
const SECTION_TITLE = "## Hostile input (npm run fuzz)";
const FOREIGN_ORIGIN = "https://fuzz.example";

interface Options {
  requests: number;
  seed: number;
  concurrency: number;
  write: boolean;
}

function options(argv: string[]): Options {
  const value = (flag: string, fallback: number) => {
    const at = argv.indexOf(flag);
    if (at < 0) return fallback;
    const number = Number(argv[at + 1]);
    if (!Number.isInteger(number) || number < 0) fail(`${flag} takes a whole number.`);
    return number;
  };
  return {
    requests: value("--requests", DEFAULT_REQUESTS),
    seed: value("--seed", DEFAULT_SEED),
    concurrency: Math.max(1, value("--concurrency", 4)),
    write: argv.includes("--write"),
  };
}

// ---------------------------------------------------------------------------------------
// The accounts the fuzzer signs in with.

interface DemoAccount {
  label: string;
  email: string;
  password: string;
  totpSecret: string | null;
}

/** DATA_DIR/demo-accounts.txt: label, e-mail, password and, for admins, the TOTP key. */
function demoAccounts(dataDir: string): DemoAccount[] {
  return readFileSync(join(dataDir, "demo-accounts.txt"), "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [label = "", email = "", password = "", totpSecret] = line.split("\t");
      return { label, email, password, totpSecret: totpSecret ?? null };
    });
}

let upkeepAddress = 0;
/** Sign-ins and checks come from addresses of their own (.200 to .254), round the list. */
const nextUpkeepAddress = () => `198.51.100.${200 + (upkeepAddress++ % 55)}`;

/** A signed-in session of a demo account, signed in again when a fuzzed request ends it. */
class Session {
  cookie = "";
  userId = "";

  constructor(
    private readonly url: string,
    private readonly candidates: DemoAccount[],
    private readonly stats: Stats,
  ) {}

  get account(): DemoAccount {
    return this.candidates[0]!;
  }

  private post(path: string, body: unknown, cookie = "") {
    this.stats.upkeep += 1;
    return fetch(`${this.url}${path}`, {
      method: "POST",
      headers: {
        origin: this.url,
        "content-type": "application/json",
        "x-forwarded-for": nextUpkeepAddress(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  /** Password, then for an admin the code of its authenticator key. */
  private async signInAs(account: DemoAccount): Promise<boolean> {
    const first = await this.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    if (!first.ok) {
      await first.body?.cancel();
      return false;
    }
    const answer = (await first.json()) as { twoFactorRedirect?: boolean };
    let cookie = cookiesOf(first);
    if (answer.twoFactorRedirect) {
      if (!account.totpSecret) return false;
      const second = await this.post(
        "/api/auth/two-factor/verify-totp",
        { code: totpCode(account.totpSecret) },
        cookie,
      );
      await second.body?.cancel();
      if (!second.ok) return false;
      cookie = cookiesOf(second, cookie);
    }
    this.cookie = cookie;
    return this.alive();
  }

  /** Signs in, with the next candidate account when one cannot (locked by fuzzed codes). */
  async signIn(): Promise<boolean> {
    while (this.candidates.length > 0) {
      if (await this.signInAs(this.account).catch(() => false)) return true;
      if (this.candidates.length === 1) break;
      this.candidates.shift();
    }
    this.cookie = "";
    return false;
  }

  async alive(): Promise<boolean> {
    if (!this.cookie) return false;
    this.stats.upkeep += 1;
    const me = await fetch(`${this.url}/api/me`, {
      headers: { cookie: this.cookie, "x-forwarded-for": nextUpkeepAddress() },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => null);
    if (me?.status !== 200) {
      await me?.body?.cancel();
      return false;
    }
    this.userId = ((await me.json()) as { user: { id: string } }).user.id;
    return true;
  }

  /** After a request that may have ended it: signed in again when it did. */
  async restore(): Promise<void> {
    if (await this.alive()) return;
    this.stats.sessionsRestored += 1;
    if (!(await this.signIn())) this.stats.sessionsLost += 1;
  }

  /** The right password for the session's re-authentication: clears the count of wrong ones. */
  async confirmPassword(): Promise<void> {
    const answer = await this.post(
      "/api/account/reauth",
      { method: "password", password: this.account.password },
      this.cookie,
    );
    await answer.body?.cancel();
  }
}

interface Identity {
  kind: IdentityKind;
  /** For every route but the session-ending ones. */
  main: Session | null;
  /** Its own session for the session-ending routes: nothing else is lost with it. */
  spare: Session | null;
}

// ---------------------------------------------------------------------------------------
// Sending a case, and what came back.

interface Answer {
  status: number | null;
  contentType: string;
  body: string;
  /** Why there was no answer (a network error, a timeout). */
  error?: string;
  /** The server's HTTP parser refused the request before the app saw it. */
  refusedByParser?: boolean;
}

function requestHeaders(fuzzCase: FuzzCase, url: string, cookie: string): Record<string, string> {
  const headers = { ...fuzzCase.headers };
  if (fuzzCase.origin === "own") headers.origin = url;
  if (fuzzCase.origin === "foreign") headers.origin = FOREIGN_ORIGIN;
  if (fuzzCase.origin === "cross-site") headers["sec-fetch-site"] = "cross-site";
  const cookies = [cookie, fuzzCase.cookie ?? ""].filter(Boolean);
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  return headers;
}

async function sendFetch(url: string, fuzzCase: FuzzCase, headers: Record<string, string>): Promise<Answer> {
  try {
    const response = await fetch(`${url}${fuzzCase.path}`, {
      method: fuzzCase.route.method,
      headers,
      body: fuzzCase.body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body: await response.text(),
    };
  } catch (error) {
    return { status: null, contentType: "", body: "", error: describeError(error) };
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.name} ${error.message}${cause}`;
}

/** A request written by hand on a socket, for headers no HTTP client lets through. */
function sendRaw(port: number, fuzzCase: FuzzCase, headers: Record<string, string>): Promise<Answer> {
  const raw = fuzzCase.raw!;
  const lines = [
    `${fuzzCase.route.method} ${fuzzCase.path} HTTP/1.1`,
    `Host: ${HOST}:${port}`,
    ...Object.entries(headers)
      .filter(([name]) => name !== "content-length")
      .map(([name, value]) => `${name}: ${value.replace(/[\r\n]/g, "")}`),
    ...raw.headers,
    "Connection: close",
  ];
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({
        status: status ? Number(status) : null,
        contentType: /^content-type: *(.*)$/im.exec(head)?.[1] ?? "",
        body: rest.join("\r\n\r\n"),
        refusedByParser: Boolean(status) && !/^content-type:/im.test(head),
        ...(status ? {} : { error: error ?? "closed without an answer" }),
      });
    };
    const timer = setTimeout(() => finish("timeout"), REQUEST_TIMEOUT_MS);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // The whole answer once its length has arrived; a refusal may keep the socket open.
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = /^content-length: *(\d+)/im.exec(text.slice(0, end))?.[1];
      if (
        end >= 0 &&
        length !== undefined &&
        Buffer.byteLength(text.slice(end + 4), "latin1") >= Number(length)
      )
        finish();
    });
    socket.on("end", () => finish());
    socket.on("error", (error) => finish(error.message));
    socket.on("close", () => finish());
    socket.write(`${lines.join("\r\n")}\r\n\r\n${raw.body}`);
    if (raw.endEarly) socket.end();
  });
}

// ---------------------------------------------------------------------------------------
// The figures.

interface Problem {
  kind: string;
  method: string;
  path: string;
  identity: IdentityKind;
  family: string;
  status: number | null;
  excerpt: string;
  /** Seconds into the run. */
  at: number;
}

class Stats {
  readonly byStatus = new Map<string, number>();
  readonly byIdentity = new Map<IdentityKind, number>();
  readonly byFamily = new Map<string, number>();
  readonly byRoute = new Map<
    string,
    { total: number; classes: Map<string, number>; identities: Set<IdentityKind> }
  >();
  readonly problems: Problem[] = [];
  readonly durations: number[] = [];
  /** Some 400s that named another field than the one spoiled: for a look, not a failure. */
  readonly otherField: string[] = [];
  readonly began = performance.now();
  slowest: { label: string; ms: number }[] = [];
  requests = 0;
  upkeep = 0;
  sessionsRestored = 0;
  sessionsLost = 0;
  serverErrors = 0;
  noAnswer = 0;
  malformed = 0;
  refusedByParser = 0;
  fieldChecked = 0;
  fieldNamed = 0;
  foreignOrigin = 0;
  foreignRefused = 0;
  missingOrigin = 0;
  missingRefused = 0;

  count(fuzzCase: FuzzCase, answer: Answer, ms: number) {
    const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
    this.requests += 1;
    this.durations.push(ms);
    if (this.slowest.length < 5 || ms > this.slowest.at(-1)!.ms) {
      const { route, identity, family } = fuzzCase;
      const label = `${routeKey(route)} as ${identity} (${family}) → ${answer.status ?? "no answer"}`;
      this.slowest = [...this.slowest, { label, ms }].sort((a, b) => b.ms - a.ms).slice(0, 5);
    }
    const status = answer.status === null ? "no answer" : String(answer.status);
    bump(this.byStatus, status);
    bump(this.byIdentity, fuzzCase.identity);
    bump(this.byFamily, fuzzCase.family);
    const key = routeKey(fuzzCase.route);
    const route = this.byRoute.get(key) ?? { total: 0, classes: new Map(), identities: new Set() };
    route.total += 1;
    route.identities.add(fuzzCase.identity);
    bump(route.classes, answer.status === null ? "none" : `${String(answer.status)[0]}xx`);
    this.byRoute.set(key, route);
  }

  problem(kind: string, fuzzCase: FuzzCase, answer: Answer) {
    // Enough of the answer to find the cause; the fuzz data holds nobody's details.
    if (this.problems.filter((problem) => problem.kind === kind).length >= 25) return;
    this.problems.push({
      kind,
      method: fuzzCase.route.method,
      path: fuzzCase.path.length > 120 ? `${fuzzCase.path.slice(0, 120)}…` : fuzzCase.path,
      identity: fuzzCase.identity,
      family: fuzzCase.family,
      status: answer.status,
      excerpt: (answer.error ?? answer.body).slice(0, 200),
      at: Math.round(elapsed(this.began) / 1000),
    });
  }

  /** Milliseconds within which this share of the requests were answered. */
  percentile(share: number) {
    const sorted = [...this.durations].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  }

  classCount(prefix: string) {
    return [...this.byStatus]
      .filter(([status]) => status.startsWith(prefix))
      .reduce((sum, [, count]) => sum + count, 0);
  }
}

interface ErrorShape {
  error?: { code?: unknown; message?: unknown; field?: unknown; fields?: unknown };
}

/** Judges one answer: 5xx, silence, another site let through, a 4xx that does not name what was wrong. */
function judge(stats: Stats, fuzzCase: FuzzCase, answer: Answer, ms: number) {
  stats.count(fuzzCase, answer, ms);
  if (answer.status === null) {
    // A body cut short by the client itself may go unanswered: the connection is gone.
    if (fuzzCase.raw?.endEarly) return;
    stats.noAnswer += 1;
    stats.problem("no answer", fuzzCase, answer);
    return;
  }
  if (answer.status >= 500) {
    stats.serverErrors += 1;
    stats.problem("5xx", fuzzCase, answer);
  }
  if (fuzzCase.origin === "foreign" || fuzzCase.origin === "cross-site") {
    stats.foreignOrigin += 1;
    if (answer.status === 403) stats.foreignRefused += 1;
    else stats.problem("another site's request not refused", fuzzCase, answer);
  }
  if (fuzzCase.origin === "missing") {
    stats.missingOrigin += 1;
    if (answer.status === 403) stats.missingRefused += 1;
    else stats.problem("a request without Origin not refused", fuzzCase, answer);
  }
  if (answer.status < 400 || answer.status >= 500) return;
  if (answer.refusedByParser) {
    stats.refusedByParser += 1;
    return;
  }
  let shape: ErrorShape | null = null;
  try {
    shape = JSON.parse(answer.body) as ErrorShape;
  } catch {
    // Not JSON: judged below.
  }
  // Better Auth answers in its own shape ({ code, message }); only ours is checked.
  const ours = !isAuthRoute(fuzzCase.route) || typeof shape?.error === "object";
  if (!ours) return;
  const error = shape?.error;
  const wellFormed = typeof error?.code === "string" && typeof error.message === "string";
  const namesField =
    answer.status !== 400 ||
    typeof error?.field === "string" ||
    (typeof error?.fields === "object" && error.fields !== null);
  if (!wellFormed || !namesField) {
    stats.malformed += 1;
    stats.problem(
      wellFormed ? "400 without a field" : "4xx without { error: { code, message } }",
      fuzzCase,
      answer,
    );
  }
  if (answer.status === 400 && fuzzCase.field !== undefined && error?.code === "validation") {
    stats.fieldChecked += 1;
    const fields = typeof error.fields === "object" && error.fields !== null ? Object.keys(error.fields) : [];
    const named = [error.field, ...fields].some(
      (name) =>
        // The field itself, the object holding it, or a place inside it (nesting too deep).
        typeof name === "string" &&
        (name === fuzzCase.field ||
          fuzzCase.field!.startsWith(`${name}.`) ||
          name.startsWith(`${fuzzCase.field}.`)),
    );
    if (named) stats.fieldNamed += 1;
    else if (stats.otherField.length < 8)
      stats.otherField.push(
        `${routeKey(fuzzCase.route)} (${fuzzCase.family}) spoiled ${fuzzCase.field}, named ${String(error.field)}`,
      );
  }
}

// ---------------------------------------------------------------------------------------
// Ids for the path parameters, gathered from what the server answers.

const ID_KEY = /(^|_)id$|Id$/;

class IdPool {
  private readonly byIdentity = new Map<IdentityKind, Map<string, Set<string>>>();
  private readonly all = new Set<string>();
  /** The fuzzer's own accounts: not moved, demoted or removed by a fuzzed admin request. */
  readonly own = new Set<string>();

  /** The path a route's ids are listed under: /api/reminders for /api/reminders/:id/taken. */
  static prefixOf(path: string): string {
    return path.split("/:")[0]!.replace(/\/$/, "");
  }

  gather(identity: IdentityKind, prefix: string, value: unknown, key = "") {
    if (typeof value === "string") {
      if (ID_KEY.test(key) && value.length > 0 && value.length <= 100) {
        const byPrefix = this.byIdentity.get(identity) ?? new Map<string, Set<string>>();
        this.byIdentity.set(identity, byPrefix);
        byPrefix.set(prefix, (byPrefix.get(prefix) ?? new Set()).add(value));
        this.all.add(value);
      }
      return;
    }
    if (Array.isArray(value)) for (const item of value) this.gather(identity, prefix, item, key);
    else if (typeof value === "object" && value !== null)
      for (const [name, item] of Object.entries(value)) this.gather(identity, prefix, item, name);
  }

  ids(route: Route, identity: IdentityKind): string[] {
    const prefix = IdPool.prefixOf(route.path);
    const mine = this.byIdentity.get(identity)?.get(prefix);
    const anyone = [...this.byIdentity.values()].flatMap((byPrefix) => [...(byPrefix.get(prefix) ?? [])]);
    const found = mine?.size ? [...mine] : anyone.length > 0 ? anyone : [...this.all];
    return found.filter((id) => !this.own.has(id));
  }

  get size() {
    return this.all.size;
  }
}

/**
 * After a case that may end the identity's sessions or count a wrong password against it:
 * a refusal changed nothing, anything else may have signed a session out; only a wrong
 * password counts towards the lock on signing in.
 */
async function settle(identity: Identity, fuzzCase: FuzzCase, answer: Answer) {
  if (PASSWORD_CHECKING.has(routeKey(fuzzCase.route)) && errorCodeOf(answer) === "wrong_password")
    await identity.main!.confirmPassword();
  if (answer.status === null || answer.status < 400) {
    await identity.spare!.restore();
    await identity.main!.restore();
  }
}

function errorCodeOf(answer: Answer): unknown {
  try {
    return (JSON.parse(answer.body) as ErrorShape).error?.code;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------
// The run.

async function main() {
  const began = performance.now();
  const settings = options(process.argv.slice(2));
  if (settings.write && settings.requests < MIN_REQUESTS)
    fail(`The figures in ${BENCHMARKS} need at least ${MIN_REQUESTS} requests (--requests).`);
  const timeLimitMs = Math.max(TIME_LIMIT_MS, (TIME_LIMIT_MS * settings.requests) / DEFAULT_REQUESTS);

  const routes = [...writeRoutesOf(appRoutes()), ...authRoutes()];
  const schemas = await routeSchemas();
  const pool = fieldPool([...schemas.values()].flatMap((entry) => (entry.body ? [entry.body] : [])));
  const ids = new IdPool();
  const inputs: CaseInputs = {
    schemas,
    pool,
    ids: (route, identity) => ids.ids(route, identity),
    now: new Date(),
  };

  const dataDir = mkdtempSync(join(tmpdir(), "hivcare-fuzz-"));
  const { app, port, url } = await AppServer.onFreePort({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // One proxy trusted: each request names its own address (X-Forwarded-For), so the
    // per-address limits meet many addresses, as behind a real proxy.
    TRUST_PROXY: "true",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    // Nothing leaves the machine: mail and SMS go to the outbox.
    SMTP_URL: "",
    AT_USERNAME: "",
    AT_API_KEY: "",
    ASSISTANT_LLM_URL: "",
    IMAGE_SEARCH_URL: "",
  });

  const cleanUp = cleanUpOnce(async () => {
    await app.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stats = new Stats();
  let stopReason: string | null = null;
  const deadline = setTimeout(
    () => (stopReason = `the run took more than ${timeLimitMs / 1000} s`),
    timeLimitMs,
  );

  try {
    app.start();
    console.log(`server on ${url} (data in ${dataDir}): ready in ${await app.waitUntilReady()} ms`);
    const accounts = demoAccounts(dataDir);
    const client = accounts.filter((account) => !account.totpSecret);
    const admins = accounts.filter((account) => account.totpSecret);
    if (client.length === 0 || admins.length < 2) throw new ServerStartError("the demo accounts are missing");
    const identities: Record<IdentityKind, Identity> = {
      anonymous: { kind: "anonymous", main: null, spare: null },
      client: {
        kind: "client",
        main: new Session(url, client.slice(0, 1), stats),
        spare: new Session(url, client.slice(0, 1), stats),
      },
      admin: {
        kind: "admin",
        main: new Session(url, admins.slice(0, 1), stats),
        // Another admin: wrong two-step codes may lock its second step for a while.
        spare: new Session(url, admins.slice(1).reverse(), stats),
      },
    };
    for (const identity of Object.values(identities))
      for (const session of [identity.main, identity.spare])
        if (session && !(await session.signIn()))
          throw new ServerStartError(`could not sign in as ${session.account.label}`);
    for (const identity of Object.values(identities))
      for (const session of [identity.main, identity.spare]) if (session) ids.own.add(session.userId);

    const send = async (fuzzCase: FuzzCase): Promise<Answer> => {
      const identity = identities[fuzzCase.identity];
      const session = SESSION_ENDING.has(routeKey(fuzzCase.route)) ? identity.spare : identity.main;
      // A damaged session cookie replaces the identity's own.
      const cookie = fuzzCase.family === "session-cookie" ? "" : (session?.cookie ?? "");
      const headers = requestHeaders(fuzzCase, url, cookie);
      const sent = performance.now();
      const answer = fuzzCase.raw
        ? await sendRaw(port, fuzzCase, headers)
        : await sendFetch(url, fuzzCase, headers);
      judge(stats, fuzzCase, answer, performance.now() - sent);
      if (answer.status !== null && answer.status < 300 && answer.contentType.includes("json"))
        try {
          ids.gather(fuzzCase.identity, IdPool.prefixOf(fuzzCase.route.path), JSON.parse(answer.body));
        } catch {
          // Not JSON after all.
        }
      if (!app.running) stopReason = "the server exited";
      return answer;
    };

    // Rows to work on: each signed-in identity sends one valid body to every route that
    // creates or changes something, then every list it can read is read for ids.
    app.phase = "setup";
    let setupIndex = 0;
    for (const kind of ["client", "admin"] as const)
      for (const route of routes) {
        const key = routeKey(route);
        if (route.method === "DELETE" || SESSION_ENDING.has(key) || PASSWORD_CHECKING.has(key)) continue;
        setupIndex += 1;
        const random = caseRandom(settings.seed, -setupIndex);
        await send({ ...buildCase(-setupIndex, route, kind, "valid", random, inputs), family: "valid" });
      }
    const readable = appRoutes().filter(
      (route) => route.method === "GET" && !route.path.includes(":") && !route.path.includes("*"),
    );
    for (const kind of ["client", "admin"] as const)
      for (const route of readable) {
        stats.upkeep += 1;
        const response = await fetch(`${url}${route.path}`, {
          headers: { cookie: identities[kind].main!.cookie, "x-forwarded-for": nextUpkeepAddress() },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).catch(() => null);
        // Event streams stay open: only what answers at once, as JSON.
        if (response?.ok && response.headers.get("content-type")?.includes("application/json"))
          ids.gather(kind, route.path, await response.json().catch(() => null));
        else await response?.body?.cancel();
      }
    console.log(`setup: ${setupIndex} valid writes, ${ids.size} ids gathered from ${readable.length} lists`);

    // The fuzzing: cases in a seeded order, a few at a time; a session-ending or
    // password-checking case runs alone, and what it may have undone is put right after it.
    app.phase = "fuzz";
    const entries = plan(routes, settings.requests, seededRandom(settings.seed));
    const caseAt = (index: number) => {
      const { route, identity, family } = entries[index]!;
      return buildCase(index, route, identity, family, caseRandom(settings.seed, index), inputs);
    };
    const exclusive = (index: number) => {
      const { route, identity } = entries[index]!;
      return (
        identity !== "anonymous" &&
        (SESSION_ENDING.has(routeKey(route)) || PASSWORD_CHECKING.has(routeKey(route)))
      );
    };
    const fuzzBegan = performance.now();
    let next = 0;
    let lastReport = performance.now();
    let lastCheck = 0;
    while (next < entries.length && !stopReason) {
      if (exclusive(next)) {
        const fuzzCase = caseAt(next++);
        await settle(identities[fuzzCase.identity], fuzzCase, await send(fuzzCase));
        continue;
      }
      let end = next;
      while (end < entries.length && !exclusive(end)) end += 1;
      let cursor = next;
      await Promise.all(
        Array.from({ length: settings.concurrency }, async () => {
          while (cursor < end && !stopReason) await send(caseAt(cursor++));
        }),
      );
      next = end;
      // Now and then, whatever happened: every session still signed in.
      if (next - lastCheck >= 500) {
        lastCheck = next;
        for (const identity of Object.values(identities))
          for (const session of [identity.main, identity.spare]) await session?.restore();
      }
      if (elapsed(lastReport) > 10_000) {
        lastReport = performance.now();
        console.log(
          `  ${next} / ${entries.length} requests, ${stats.serverErrors} 5xx, ${(elapsed(began) / 1000).toFixed(0)} s`,
        );
      }
    }
    const fuzzMs = elapsed(fuzzBegan);
    clearTimeout(deadline);
    const stillRunning = app.running;

    // -------------------------------------------------------------------------------------
    const covered = routes.filter(
      (route) => (stats.byRoute.get(routeKey(route))?.identities.size ?? 0) === IDENTITIES.length,
    );
    const uncovered = routes.filter((route) => !covered.includes(route));
    const totalMs = elapsed(began);
    const perSecond = stats.requests / (fuzzMs / 1000);
    const statuses = [...stats.byStatus].sort(([a], [b]) => a.localeCompare(b));
    const errorLines = app.logs.filter((line) => (line.level ?? 0) >= 50);

    console.log("");
    printTable(
      ["route", "requests", "2xx", "3xx", "4xx", "5xx"],
      routes.map((route) => {
        const counts = stats.byRoute.get(routeKey(route));
        const of = (klass: string) => String(counts?.classes.get(klass) ?? 0);
        return [routeKey(route), String(counts?.total ?? 0), of("2xx"), of("3xx"), of("4xx"), of("5xx")];
      }),
    );
    console.log("");
    const figures = summary(stats, {
      settings,
      fuzzMs,
      totalMs,
      perSecond,
      statuses,
      covered: covered.length,
      routes: routes.length,
      exits: app.unexpectedExits.length,
      setup: setupIndex,
    });
    printTable(["figure", "result"], figures);
    console.log("");
    console.log(`families: ${[...stats.byFamily].map(([family, count]) => `${family} ${count}`).join(", ")}`);
    console.log(`upkeep requests (sign-ins, session checks, id lists): ${stats.upkeep}`);
    if (stats.otherField.length > 0)
      console.log(`400s naming another field, e.g.: ${stats.otherField.join("; ")}`);
    console.log(
      `slowest: ${stats.slowest.map(({ label, ms }) => `${label} ${ms.toFixed(0)} ms`).join("; ")}`,
    );
    if (uncovered.length > 0)
      console.log(`routes not sent as every identity: ${uncovered.map(routeKey).join(", ")}`);
    const fiveHundreds = fiveHundredsByRoute(stats);
    if (fiveHundreds) console.log(`5xx by route: ${fiveHundreds}`);
    if (errorLines.length > 0) {
      console.log(`server error log lines: ${errorLines.length}`);
      for (const line of errorLines.slice(0, 10))
        console.log(
          `  ${line.msg} ${line.path ?? ""} ${line.err?.type ?? ""}: ${line.err?.message ?? ""}`.slice(
            0,
            300,
          ),
        );
    }
    for (const problem of stats.problems)
      console.log(
        `${problem.kind}: ${problem.method} ${problem.path} as ${problem.identity} (${problem.family}) → ` +
          `${problem.status ?? "no answer"} ${JSON.stringify(problem.excerpt)} at ${problem.at} s`,
      );
    if (!stillRunning)
      console.log(`the server exited: ${JSON.stringify(app.unexpectedExits)}\n${app.lastErrors}`);
    if (stopReason) console.log(`stopped early: ${stopReason}`);
    console.log(`total ${(totalMs / 1000).toFixed(1)} s`);

    const failed =
      stats.serverErrors > 0 ||
      stats.noAnswer > 0 ||
      stats.malformed > 0 ||
      stats.foreignRefused < stats.foreignOrigin ||
      stats.missingRefused < stats.missingOrigin ||
      uncovered.length > 0 ||
      app.unexpectedExits.length > 0 ||
      stopReason !== null;
    if (failed) process.exitCode = 1;
    // The figures are written whatever they say: a 5xx found is a figure too.
    if (settings.write && stopReason === null) {
      await writeSection(figures, settings, fiveHundreds);
      console.log(`${BENCHMARKS}: "${SECTION_TITLE.slice(3)}" rewritten`);
    }
  } catch (error) {
    console.error(error instanceof ServerStartError ? error.message : error);
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

/** The routes that answered 5xx, most first: "POST /api/x ×3, …", or null when none did. */
function fiveHundredsByRoute(stats: Stats): string | null {
  const byRoute = [...stats.byRoute]
    .map(([route, counts]) => [route, counts.classes.get("5xx") ?? 0] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  return byRoute.length === 0 ? null : byRoute.map(([route, count]) => `\`${route}\` ×${count}`).join(", ");
}

interface RunFacts {
  settings: Options;
  fuzzMs: number;
  totalMs: number;
  perSecond: number;
  statuses: [string, number][];
  covered: number;
  routes: number;
  exits: number;
  setup: number;
}

function summary(stats: Stats, facts: RunFacts): string[][] {
  const identities = IDENTITIES.map((kind) => `${stats.byIdentity.get(kind) ?? 0} ${kind}`).join(", ");
  return [
    ["requests", `${stats.requests} (${identities}; ${facts.setup} of them the setup's valid writes)`],
    [
      "elapsed",
      `${(facts.fuzzMs / 1000).toFixed(1)} s fuzzing, ${(facts.totalMs / 1000).toFixed(1)} s in all`,
    ],
    ["requests per second", facts.perSecond.toFixed(0)],
    ["write routes covered, each as all three identities", `${facts.covered} / ${facts.routes}`],
    [
      "answers by class",
      ["2", "3", "4", "5"].map((klass) => `${klass}xx ${stats.classCount(klass)}`).join(", ") +
        (stats.byStatus.has("no answer") ? `, none ${stats.byStatus.get("no answer")}` : ""),
    ],
    ["answers by status", facts.statuses.map(([status, count]) => `${status} ×${count}`).join(", ")],
    [
      "time to answer: p50 / p95 / max",
      [0.5, 0.95, 1].map((share) => `${stats.percentile(share).toFixed(0)} ms`).join(" / "),
    ],
    ["answers slower than 1 s", String(stats.durations.filter((ms) => ms >= 1_000).length)],
    ["5xx answers", String(stats.serverErrors)],
    ["requests without an answer (network error, timeout)", String(stats.noAnswer)],
    ["4xx without { error: { code, message } }, or a 400 without its field", String(stats.malformed)],
    ["400s of a spoiled field that name it", `${stats.fieldNamed} / ${stats.fieldChecked}`],
    ["another site's requests refused (403)", `${stats.foreignRefused} / ${stats.foreignOrigin}`],
    ["requests without Origin refused (403)", `${stats.missingRefused} / ${stats.missingOrigin}`],
    ["refused by Node's HTTP parser (bad Content-Length)", String(stats.refusedByParser)],
    [
      "sessions ended by a fuzzed request and signed in again",
      `${stats.sessionsRestored} (${stats.sessionsLost} not)`,
    ],
    ["server exits", String(facts.exits)],
  ];
}

/**
 * Words filled into lines of at most `width` characters, as the other sections are
 * written; code in backticks (a route) stays on one line.
 */
function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  for (const word of text.match(/`[^`]*`\S*|\S+/g) ?? []) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join("\n");
}

/** Rewrites this command's section of docs/benchmarks.md, or adds it; the others stay as they are. */
async function writeSection(figures: string[][], settings: Options, fiveHundreds: string | null) {
  const cpu = execFileSync("sh", ["-c", "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"])
    .toString()
    .trim();
  const escape = (cell: string) => cell.replace(/\|/g, "\\|");
  const section = [
    SECTION_TITLE,
    "",
    wrap(
      `Measured on ${new Date().toISOString().slice(0, 10)} with \`npm run fuzz\` (Node ${process.version}, ${cpu}, ` +
        `${availableParallelism()} cores, loopback, embedded database, seed ${settings.seed}): the real server on ` +
        "a fresh demo database, every POST, PUT, PATCH and DELETE route under /api (read from the app) and the " +
        "accounts routes the web app calls, each as a visitor, the demo client and a demo admin (signed in " +
        `with its two-step code), with bodies drawn from ${FAMILIES.length} families: broken JSON, JSON that is ` +
        "not an object, wrong types, NUL and lone surrogates, 100,000-character strings, 40,000-deep nesting, " +
        "duplicate and `__proto__` keys, numbers and dates out of range, malformed e-mails and phones, lying " +
        "`Content-Length` headers, damaged session and visitor cookies, hostile path parameters and " +
        "Idempotency-Keys, other sites' origins.",
    ),
    "",
    "| figure | result |",
    "| --- | --- |",
    ...figures.map(([figure = "", result = ""]) => `| ${escape(figure)} | ${escape(result)} |`),
    ...(fiveHundreds ? ["", wrap(`The 5xx answers, by route: ${fiveHundreds}.`)] : []),
  ].join("\n");
  const current = readFileSync(BENCHMARKS, "utf8");
  const sections = current.split(/^(?=## )/m);
  const at = sections.findIndex((part) => part.split("\n", 1)[0] === SECTION_TITLE);
  if (at >= 0) sections[at] = `${section}\n\n`;
  else sections.push(`\n${section}\n`);
  const options = (await prettier.resolveConfig(BENCHMARKS)) ?? {};
  writeFileSync(BENCHMARKS, await prettier.format(sections.join(""), { ...options, parser: "markdown" }));
}

void main();
