/**
 * The pure half of `npm run fuzz` (scripts/fuzz.ts): a seeded random source, the write
 * routes read from the application itself, the request schemas found for them, and the
 * hostile requests built from those. Nothing here talks to a server.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import { createApp } from "../../src/server/app";
import type { AppDeps } from "../../src/server/deps";
import { loadEnv } from "../../src/server/env";
import { VISITOR_COOKIE } from "../../src/server/http/visitor-cookie";
import { IDEMPOTENCY_HEADER } from "../../src/server/http/idempotency";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

// ---------------------------------------------------------------------------------------
// A seeded random source: the same seed gives the same run.

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: small, fast and good enough to choose test inputs. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error("nothing to pick from");
      return items[int(items.length)]!;
    },
    chance: (probability) => next() < probability,
  };
}

/** One case's own random source, from the run's seed and the case's number. */
export function caseRandom(seed: number, index: number): Random {
  return seededRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
}

// ---------------------------------------------------------------------------------------
// The write routes.

export interface Route {
  method: string;
  /** As the app declares it: /api/reminders/:id, /api/admin/testimonials/:id/:decision{approve|reject}. */
  path: string;
}

export const routeKey = (route: Route) => `${route.method} ${route.path}`;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The state-changing routes under /api in a Hono route list. Middleware shows as ALL and
 * Better Auth's catch-all as /api/auth/*: neither is a route of its own (the accounts
 * routes are listed by name in AUTH_BODIES).
 */
export function writeRoutesOf(routes: readonly Route[]): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of routes) {
    if (!WRITE_METHODS.has(method) || !path.startsWith("/api/") || path.includes("*")) continue;
    seen.set(routeKey({ method, path }), { method, path });
  }
  return [...seen.values()];
}

/**
 * The app's own route list, from createApp with dependencies that are never called:
 * routes are declared when the app is built, and nothing is served here.
 */
export function appRoutes(): Route[] {
  const env = loadEnv({
    NODE_ENV: "development",
    PUBLIC_URL: "http://localhost:3000",
    SEED_DEMO: "false",
    TEST_CLOCK: "false",
    LOG_LEVEL: "silent",
  });
  // Any property of it is itself, any call answers itself; not a promise (no `then`).
  const inert: unknown = new Proxy(() => {}, {
    get: (_target, property) => (property === "then" ? undefined : inert),
    apply: () => inert,
  });
  const known: Record<string, unknown> = { env, testClock: undefined };
  const deps = new Proxy(known, {
    get: (target, property) =>
      typeof property === "string" && property in target ? target[property] : inert,
  }) as unknown as AppDeps;
  return createApp(deps).routes.map(({ method, path }) => ({ method, path }));
}

/** Better Auth's routes the web app calls (src/web: authClient), each with its body's shape. */
const AUTH_BODIES: Record<string, z.ZodType> = {
  "/api/auth/sign-up/email": z.object({
    name: z.string().min(1),
    email: z.email(),
    password: z.string().min(8),
    callbackURL: z.string(),
  }),
  "/api/auth/sign-in/email": z.object({ email: z.email(), password: z.string().min(8) }),
  "/api/auth/sign-out": z.object({}),
  "/api/auth/send-verification-email": z.object({ email: z.email(), callbackURL: z.string() }),
  "/api/auth/update-user": z.object({ name: z.string().min(1) }),
  "/api/auth/change-password": z.object({
    currentPassword: z.string().min(8),
    newPassword: z.string().min(8),
    revokeOtherSessions: z.boolean(),
  }),
  "/api/auth/change-email": z.object({ newEmail: z.email(), callbackURL: z.string() }),
  "/api/auth/request-password-reset": z.object({ email: z.email(), redirectTo: z.string() }),
  "/api/auth/reset-password": z.object({ newPassword: z.string().min(8), token: z.string().min(20) }),
  "/api/auth/phone-number/send-otp": z.object({ phoneNumber: z.string() }),
  "/api/auth/phone-number/verify": z.object({
    phoneNumber: z.string(),
    code: z.string().regex(/^\d{6}$/),
    updatePhoneNumber: z.boolean().optional(),
  }),
  "/api/auth/phone-number/request-password-reset": z.object({ phoneNumber: z.string() }),
  "/api/auth/phone-number/reset-password": z.object({
    phoneNumber: z.string(),
    otp: z.string().regex(/^\d{6}$/),
    newPassword: z.string().min(8),
  }),
  "/api/auth/two-factor/verify-totp": z.object({ code: z.string().regex(/^\d{6}$/) }),
  "/api/auth/two-factor/verify-backup-code": z.object({ code: z.string().min(10) }),
  "/api/auth/two-factor/enable": z.object({ password: z.string().min(8) }),
  "/api/auth/two-factor/disable": z.object({ password: z.string().min(8) }),
  "/api/auth/two-factor/generate-backup-codes": z.object({ password: z.string().min(8) }),
};

export const authRoutes = (): Route[] => Object.keys(AUTH_BODIES).map((path) => ({ method: "POST", path }));

export const isAuthRoute = (route: Route) => route.path.startsWith("/api/auth/");

/**
 * Routes that end or change the caller's own sign-in. A signed-in identity sends them with
 * a session of its own that nothing else uses, one at a time, and signs in again after.
 */
export const SESSION_ENDING = new Set([
  "POST /api/account/sign-out",
  "POST /api/account/delete",
  "DELETE /api/account/sessions/:id",
  "POST /api/auth/sign-out",
  "POST /api/auth/change-password",
  "POST /api/auth/change-email",
  "POST /api/auth/two-factor/verify-totp",
  "POST /api/auth/two-factor/verify-backup-code",
  "POST /api/auth/two-factor/enable",
  "POST /api/auth/two-factor/disable",
  "POST /api/auth/two-factor/generate-backup-codes",
]);

/**
 * A wrong password here counts against the account's sign-in (three lock it for 15
 * minutes): after each one the fuzzer confirms the right password, which clears the count.
 */
export const PASSWORD_CHECKING = new Set(["POST /api/account/reauth"]);

// ---------------------------------------------------------------------------------------
// The request schemas of the routes.

type Schema = z.ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && "_zod" in value && "safeParse" in value;

export interface RouteSchemas {
  body?: Schema;
  params?: Schema;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every zod schema src/shared/api exports, by name. */
export async function sharedSchemas(): Promise<Map<string, Schema>> {
  const found = new Map<string, Schema>();
  for (const file of sourceFiles(join(REPO, "src/shared/api"))) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (isSchema(value)) found.set(name, value);
  }
  return found;
}

/**
 * Which shared schema each route reads its body (`parseJson(c, schema)`) and path
 * (`parseWith(schema, c.req.param())`) with, read from the server's sources. Every
 * router is mounted at /api; a schema built inside a route file is not found, and its
 * route gets bodies made of the shared schemas' field names instead.
 */
function routeSchemasFrom(
  sources: readonly string[],
  schemas: Map<string, Schema>,
): Map<string, RouteSchemas> {
  const found = new Map<string, RouteSchemas>();
  for (const source of sources) {
    const declarations = [...source.matchAll(/\.(get|post|put|patch|delete)\(\s*"(\/[^"]*)"/g)];
    declarations.forEach((declaration, index) => {
      const handler = source.slice(declaration.index, declarations[index + 1]?.index ?? source.length);
      const body = /parseJson\(\s*c,\s*(\w+)/.exec(handler)?.[1];
      const params = /parseWith\(\s*(\w+),\s*c\.req\.param\(\)\s*\)/.exec(handler)?.[1];
      const entry: RouteSchemas = {};
      if (body && schemas.has(body)) entry.body = schemas.get(body);
      if (params && schemas.has(params)) entry.params = schemas.get(params);
      found.set(`${declaration[1]!.toUpperCase()} /api${declaration[2]}`, entry);
    });
  }
  return found;
}

export async function routeSchemas(): Promise<Map<string, RouteSchemas>> {
  const sources = [join(REPO, "src/server")].flatMap(sourceFiles).map((file) => readFileSync(file, "utf8"));
  const found = routeSchemasFrom(sources, await sharedSchemas());
  for (const [path, body] of Object.entries(AUTH_BODIES)) found.set(`POST ${path}`, { body });
  return found;
}

/** Every field name of the shared object schemas, with its schema: bodies for unknown routes. */
export function fieldPool(schemas: Iterable<Schema>): Map<string, Schema> {
  const pool = new Map<string, Schema>();
  const visit = (schema: Schema, depth: number) => {
    if (depth > 6) return;
    const def = defOf(schema);
    if (def.type === "object") {
      for (const [name, field] of Object.entries(def.shape as Record<string, Schema>)) {
        if (!pool.has(name)) pool.set(name, field);
        visit(field, depth + 1);
      }
    }
    for (const key of ["innerType", "in", "out", "left", "right", "element"])
      if (isSchema(def[key])) visit(def[key], depth + 1);
    if (Array.isArray(def.options)) for (const option of def.options as Schema[]) visit(option, depth + 1);
  };
  for (const schema of schemas) visit(schema, 0);
  return pool;
}

// ---------------------------------------------------------------------------------------
// Valid-looking values, made from a schema and the field's name.

export interface ExampleContext {
  random: Random;
  /** Dates in bodies are near this moment. */
  now: Date;
}

function uuidOf(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[random.int(4)]!;
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const WORDS = [
  "amani",
  "neema",
  "kesho",
  "dawa",
  "clinic",
  "refill",
  "morning",
  "hello",
  "thank you",
  "Kampala",
];

/** What a person would type in a field of this name, most likely first. */
function stringCandidates(name: string, { random, now }: ExampleContext): string[] {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(10)).join("");
  const word = random.pick(WORDS);
  const hinted: string[] = [];
  if (/email/i.test(name)) hinted.push(`fuzz.${digits(6)}@example.com`);
  if (/phone/i.test(name)) hinted.push(`+2567${random.pick(["0", "5", "7", "8"])}${digits(7)}`);
  // A push service on this machine (accepted outside production) that refuses at once.
  if (/callback|redirect/i.test(name)) hinted.push("/portal?verified=1");
  if (/endpoint|url/i.test(name)) hinted.push("http://127.0.0.1:9/fuzz-push", "https://example.org/fuzz");
  if (/password/i.test(name)) hinted.push(`fuzz ${word} passphrase ${digits(4)}`);
  if (/time_of_day/i.test(name))
    hinted.push(`${String(random.int(24)).padStart(2, "0")}:${random.pick(["00", "30"])}`);
  if (/code|otp/i.test(name)) hinted.push(digits(6));
  if (/(_at|At|date)$/.test(name)) hinted.push(now.toISOString());
  if (/locale|language/i.test(name)) hinted.push(random.pick(["en-UG", "sw", "en"]));
  if (/token/i.test(name))
    hinted.push(Array.from({ length: 43 }, () => random.pick([..."abcXYZ019_-"])).join(""));
  if (/(^|_)id$|Id$/.test(name)) hinted.push(uuidOf(random));
  return [
    ...hinted,
    `Fuzz ${word} ${digits(3)}`,
    uuidOf(random),
    `chat_${now.getTime()}_fuzz${digits(2)}`,
    now.toISOString(),
    "08:30",
    digits(6),
    "A".repeat(87),
    "A".repeat(22),
    "https://fcm.googleapis.com/fcm/send/fuzz",
    "en-UG",
    "x",
  ];
}

const firstValid = <T>(schema: Schema, candidates: readonly T[]): T =>
  candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates[0]!;

/** Whether an object may leave this field out. */
const isOptional = (schema: Schema) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === "optional";

/**
 * A value the schema would likely accept. An object leaves out some optional fields; where
 * a refinement across fields wants one of them ("SMS needs its words"), all are filled.
 */
export function exampleOf(schema: Schema, context: ExampleContext, name = "", depth = 0): unknown {
  const def = defOf(schema);
  const { random } = context;
  if (depth > 8) return null;
  switch (def.type) {
    case "object": {
      const fill = (leaveOut: boolean) => {
        const body: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
          if (leaveOut && isOptional(field) && random.chance(0.3)) continue;
          body[key] = exampleOf(field, context, key, depth + 1);
        }
        return body;
      };
      const body = fill(true);
      return schema.safeParse(body).success ? body : fill(false);
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return exampleOf(def.innerType as Schema, context, name, depth + 1);
    case "pipe": {
      // z.preprocess is a pipe whose input is the transform: its output says the type.
      const input = def.in as Schema;
      return exampleOf(
        defOf(input).type === "transform" ? (def.out as Schema) : input,
        context,
        name,
        depth + 1,
      );
    }
    case "intersection": {
      const left = exampleOf(def.left as Schema, context, name, depth + 1);
      const right = exampleOf(def.right as Schema, context, name, depth + 1);
      return isRecord(left) && isRecord(right) ? { ...left, ...right } : left;
    }
    case "union":
      return exampleOf(random.pick(def.options as Schema[]), context, name, depth + 1);
    case "lazy":
      return exampleOf((def.getter as () => Schema)(), context, name, depth + 1);
    case "enum":
      return random.pick(Object.values(def.entries as Record<string, string>));
    case "literal":
      return random.pick(def.values as unknown[]);
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    case "number":
      return firstValid(schema, [1 + random.int(5), 0, 1, 60_000, context.now.getTime(), 1.5, -1]);
    case "string":
      return firstValid(schema, stringCandidates(name, context));
    case "array": {
      const element = def.element as Schema;
      return Array.from({ length: 1 + random.int(2) }, () => exampleOf(element, context, name, depth + 1));
    }
    case "record": {
      const key = exampleOf(def.keyType as Schema, context, name, depth + 1);
      return { [String(key)]: exampleOf(def.valueType as Schema, context, name, depth + 1) };
    }
    default:
      return `fuzz ${name}`;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------
// Hostile values.

/** A JSON token JSON.stringify cannot write (1e309, a 10,000-deep array): spliced into the text. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `\u0001raw${raws.push(item.text) - 1}\u0001` : item,
  );
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]!);
}

/** Keys written before the others, even twice or as __proto__, which an object literal cannot hold. */
export function withLeadingKeys(objectText: string, pairs: readonly [string, string][]): string {
  if (!objectText.startsWith("{")) return objectText;
  const lead = pairs.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",");
  return objectText === "{}" ? `{${lead}}` : `{${lead},${objectText.slice(1)}`;
}

const WRONG_TYPES: readonly unknown[] = [
  12345,
  -1,
  0,
  true,
  false,
  null,
  { nested: "object" },
  ["array"],
  [],
  {},
  "",
];
const NUL_TEXTS = ["a\u0000b", "\u0000", "text\u0000", "%00\u0000%00"];
const SURROGATE_TEXTS = ["\ud800", "x\udc00y", "end\udbff", "\udc00\ud800", "\ud83d"];
const UNICODE_TEXTS = [
  "e\u0301",
  "\u00e9",
  "\ufb01",
  "\u212b",
  "\u1e9b\u0323",
  "\u202eevil\u202c",
  "zero\u200bwidth\u200d",
  "\ufeffbom",
  "\uffff\ufffe",
  "\u{1f469}\u200d\u{1f469}\u200d\u{1f467}",
  "\uff10\uff17\uff10\uff10",
  "\u0661\u0662\u0663",
  "\u0130\u0131",
  "a\u0300".repeat(2_000),
  "line\u2028sep\u2029",
  "\u{10ffff}",
  "\u0007\u001b[31m",
];
const NUMBERS: readonly unknown[] = [
  new RawJson("1e309"),
  new RawJson("-1e309"),
  new RawJson("-0"),
  new RawJson("1e-400"),
  new RawJson("9007199254740993"),
  new RawJson("123456789012345678901234567890"),
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  -2_147_483_649,
  Number.MAX_VALUE,
  0.1 + 0.2,
];
const DATES: readonly unknown[] = [
  "0000-00-00",
  "+275760-09-13T00:00:00.001Z",
  "-271821-04-20T00:00:00Z",
  "2026-02-30T00:00:00Z",
  "9999-12-31T23:59:60Z",
  "1970-01-01T00:00:00+24:00",
  "2026-13-01",
  "2026-01-01T00:00:00.1234567890123Z",
  "1900-01-01T00:00:00Z",
  "tomorrow",
  8.64e15 + 1,
  -1,
];
const EMAILS = [
  "a@",
  "@b.example",
  "a@b@c.example",
  `${"a".repeat(300)}@example.com`,
  `a@${"b".repeat(300)}.com`,
  "\u540d\u524d@\u4f8b\u3048.jp",
  "a@b",
  " spaced @x.example",
  "a@[127.0.0.1]",
  '"quoted"@x.example',
  "A@EXAMPLE.COM ",
  "a..b@x.example",
];
const PHONES = [
  "+256",
  "0700 000 000 0",
  "+2567000000000000000",
  "\u0660\u0667\u0660\u0660\u0661\u0662\u0663\u0664\u0665\u0666",
  "+256-7OO-OOO-OOO",
  "(0)700000000",
  "+1 555 0100",
  "0700000000\u202e",
  "+256 7" + "0".repeat(200),
  "256700000000",
  "+256 700 000 000 ext 9",
];
/** Path parameters nobody sends by accident. */
export const HOSTILE_PARAMS = [
  "%00",
  "a%00b",
  "A".repeat(4_000),
  "%D1%82%D0%B5%D1%81%D1%82",
  "..%2f..%2fetc%2fpasswd",
  "-1",
  "0",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "%",
  "%ZZ",
  "%ED%A0%80",
  "null",
  "%20",
  "'%20OR%201=1--",
];
const SESSION_COOKIES = [
  "better-auth.session_token=%00",
  "better-auth.session_token=",
  `better-auth.session_token=${"A".repeat(4_000)}`,
  "better-auth.session_token=abc.def",
  "better-auth.session_token=%ff%fe%00",
  "better-auth.session_token=\u00e9\u00ff",
  "better-auth.session_token=a; better-auth.session_token=b",
  "better-auth.session_data=%00; better-auth.session_token=%00",
  "better-auth.two_factor=%00",
];
const VISITOR_COOKIES = [
  `${VISITOR_COOKIE}=%00`,
  `${VISITOR_COOKIE}=`,
  `${VISITOR_COOKIE}=garbage.signature`,
  `${VISITOR_COOKIE}=${"v".repeat(4_000)}`,
  `${VISITOR_COOKIE}=%ff%fe`,
];
const IDEMPOTENCY_KEYS = [
  "short",
  "x".repeat(129),
  "with space inside",
  "\u00ff\u00fe\u00fd\u00fc\u00fb\u00fa\u00f9\u00f8",
  "fuzz-reused-key-0001",
];

/** Request bodies that are not JSON objects, or not JSON at all. */
const JSON_ROOTS = ["null", "1", '"x"', "[]", "true", "[{}]", "-0", "1e309", '""'];
const BROKEN_JSON: readonly (string | Uint8Array<ArrayBuffer>)[] = [
  "{",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  "\ufeff{}",
  '{"a":NaN}',
  "undefined",
  '{"a":"\u0001"}',
  "\u0000",
  new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  '{"a":1}{"b":2}',
  "[".repeat(10) + "]",
];

// ---------------------------------------------------------------------------------------
// The cases.

export const FAMILIES = [
  "valid",
  "wrong-type",
  "nul",
  "lone-surrogate",
  "long-string",
  "deep-nesting",
  "json-root",
  "invalid-json",
  "empty-body",
  "content-type",
  "content-length",
  "session-cookie",
  "visitor-cookie",
  "duplicate-keys",
  "proto-keys",
  "unicode",
  "numbers",
  "dates",
  "emails",
  "phones",
  "path-params",
  "idempotency-key",
  "origin",
] as const;
export type Family = (typeof FAMILIES)[number];

export const IDENTITIES = ["anonymous", "client", "admin"] as const;
export type IdentityKind = (typeof IDENTITIES)[number];

/** Sent over a bare socket: a Content-Length that does not match the body. */
export interface RawRequest {
  /** Header lines as written, without the final blank line. */
  headers: string[];
  body: string;
  /** The socket is half-closed after the body: the server sees the body end early. */
  endEarly: boolean;
}

export interface FuzzCase {
  index: number;
  route: Route;
  identity: IdentityKind;
  family: Family;
  /** The filled path, as sent. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  raw?: RawRequest;
  /**
   * The field of the route's own schema made hostile, as the server names fields ("a.b"):
   * its 400 should name it. Unset when the route's schema is not known.
   */
  field?: string;
  /** Whether the Origin is left out or another site's, and so a 403 is due. */
  origin: "own" | "missing" | "foreign" | "cross-site";
  /** The cookie the case sends instead of the identity's own. */
  cookie?: string;
}

export interface CaseInputs {
  schemas: Map<string, RouteSchemas>;
  pool: Map<string, Schema>;
  /** Real ids for the route's path parameters, for this identity. */
  ids: (route: Route, identity: IdentityKind) => readonly string[];
  now: Date;
}

type Path = (string | number)[];

/** The paths to every value in a body, parents before children. */
function valuePaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...valuePaths(item, [...prefix, index])]);
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...prefix, key],
    ...valuePaths(item, [...prefix, key]),
  ]);
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
    root,
  );
}

/** A body made of a few field names the shared schemas know, for a route whose own is unknown. */
function poolBody(pool: Map<string, Schema>, context: ExampleContext): Record<string, unknown> {
  const names = [...pool.keys()];
  const body: Record<string, unknown> = {};
  for (let count = 1 + context.random.int(3); count > 0; count--) {
    const name = context.random.pick(names);
    body[name] = exampleOf(pool.get(name)!, context, name);
  }
  return body;
}

/** A field to spoil: one whose name suits the family when there is one, else any. */
function targetPath(
  body: unknown,
  random: Random,
  suits: (path: Path, value: unknown) => boolean,
): Path | null {
  const paths = valuePaths(body);
  if (paths.length === 0) return null;
  const suited = paths.filter((path) => suits(path, getAt(body, path)));
  return random.pick(suited.length > 0 && random.chance(0.8) ? suited : paths);
}

const lastName = (path: Path) => String(path.at(-1) ?? "");
const isText = (_path: Path, value: unknown) => typeof value === "string";

/** The hostile value a family puts in one field, and which fields suit it. */
const FIELD_FAMILIES: Partial<
  Record<Family, { value: (random: Random) => unknown; suits: (path: Path, value: unknown) => boolean }>
> = {
  "wrong-type": { value: (random) => random.pick(WRONG_TYPES), suits: () => true },
  nul: { value: (random) => random.pick(NUL_TEXTS), suits: isText },
  "lone-surrogate": { value: (random) => random.pick(SURROGATE_TEXTS), suits: isText },
  "long-string": {
    // Past every field's limit: over the JSON limit (413), or over the field's own (400).
    value: (random) =>
      random.pick(["A".repeat(100_000), "\u00e9".repeat(70_000), "x".repeat(6_000), "word ".repeat(1_100)]),
    suits: isText,
  },
  unicode: { value: (random) => random.pick(UNICODE_TEXTS), suits: isText },
  numbers: { value: (random) => random.pick(NUMBERS), suits: (_path, value) => typeof value === "number" },
  dates: {
    value: (random) => random.pick(DATES),
    suits: (path) => /(_at|At|date|time|timestamp)$/i.test(lastName(path)),
  },
  emails: { value: (random) => random.pick(EMAILS), suits: (path) => /email/i.test(lastName(path)) },
  phones: { value: (random) => random.pick(PHONES), suits: (path) => /phone/i.test(lastName(path)) },
};

const DOCUMENTATION_RANGES = ["192.0.2", "198.51.100"];

/** An address of the documentation ranges (RFC 5737) for the per-address limits; .200 and up are kept for sign-ins. */
function fuzzAddress(random: Random): string {
  return `${random.pick(DOCUMENTATION_RANGES)}.${1 + random.int(199)}`;
}

/** The route's path with each parameter filled: a real id, a valid-looking one, or a hostile one. */
function fillPath(
  route: Route,
  identity: IdentityKind,
  hostile: boolean,
  inputs: CaseInputs,
  context: ExampleContext,
): string {
  const { random } = context;
  const params = inputs.schemas.get(routeKey(route))?.params;
  const example = params ? exampleOf(params, context) : {};
  const real = inputs.ids(route, identity);
  return route.path.replace(
    /:(\w+)(\{([^}]*)\})?/g,
    (_match, name: string, _pattern, pattern: string | undefined) => {
      // A parameter limited to words (:decision{approve|reject}) gets one of them: any
      // other is another path, which the route never sees.
      if (pattern && /^\w+(\|\w+)*$/.test(pattern)) return random.pick(pattern.split("|"));
      if (hostile && random.chance(0.85)) return random.pick(HOSTILE_PARAMS);
      const known = isRecord(example) ? example[name] : undefined;
      if (typeof known === "string" && !/id$/i.test(name)) return encodeURIComponent(known);
      if (real.length > 0 && random.chance(0.75)) return encodeURIComponent(random.pick(real));
      return encodeURIComponent(typeof known === "string" ? known : uuidOf(random));
    },
  );
}

/** One request of a family, to a route, as an identity; deterministic for a given random source. */
export function buildCase(
  index: number,
  route: Route,
  identity: IdentityKind,
  family: Family,
  random: Random,
  inputs: CaseInputs,
): FuzzCase {
  const context: ExampleContext = { random, now: inputs.now };
  const schema = inputs.schemas.get(routeKey(route))?.body;
  const example = schema ? exampleOf(schema, context) : poolBody(inputs.pool, context);
  const fuzzCase: FuzzCase = {
    index,
    route,
    identity,
    family,
    path: fillPath(route, identity, family === "path-params", inputs, context),
    headers: { "content-type": "application/json", "x-forwarded-for": fuzzAddress(random) },
    origin: "own",
  };
  let body: unknown = example;
  let text: string | Uint8Array<ArrayBuffer> | undefined;

  const field = FIELD_FAMILIES[family];
  if (field) {
    const path = targetPath(body, random, field.suits) ?? [random.pick([...inputs.pool.keys()])];
    body = setAt(isRecord(body) ? body : {}, path, field.value(random));
    if (schema) fuzzCase.field = path.join(".");
  }
  switch (family) {
    case "deep-nesting": {
      const depth = random.pick([500, 5_000, 20_000, 40_000]);
      const nested = random.chance(0.5)
        ? "[".repeat(depth) + "]".repeat(depth)
        : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
      const path = targetPath(body, random, () => true);
      if (path && random.chance(0.7)) {
        body = setAt(body, path, new RawJson(nested));
        if (schema) fuzzCase.field = path.join(".");
      } else body = new RawJson(nested);
      break;
    }
    case "json-root":
      text = random.pick(JSON_ROOTS);
      break;
    case "invalid-json":
      text = random.pick(BROKEN_JSON);
      break;
    case "empty-body": {
      const variant = random.int(3);
      text = variant === 2 ? "   " : "";
      if (variant === 1) delete fuzzCase.headers["content-type"];
      break;
    }
    case "content-type": {
      const variant = random.int(5);
      if (variant === 0) fuzzCase.headers["content-type"] = "text/plain";
      if (variant === 1) {
        fuzzCase.headers["content-type"] = "application/x-www-form-urlencoded";
        text =
          new URLSearchParams(
            Object.entries(isRecord(body) ? body : {}).map(([key, value]) => [key, String(value)]),
          ).toString() + "&x=%00";
      }
      if (variant === 2) {
        fuzzCase.headers["content-type"] = "multipart/form-data; boundary=fuzz";
        text = `--fuzz\r\nContent-Disposition: form-data; name="body"\r\n\r\n${toJsonText(body)}\r\n--fuzz--\r\n`;
      }
      if (variant === 3) fuzzCase.headers["content-type"] = "application/json; charset=utf-16";
      if (variant === 4) delete fuzzCase.headers["content-type"];
      break;
    }
    case "content-length": {
      const payload = toJsonText(body).slice(0, 200);
      const declared = random.pick([
        "999999999999",
        "1048577",
        "-1",
        "abc",
        "1e3",
        "0x20",
        "5, 6",
        "99999999999999999999999",
      ]);
      const endEarly = random.chance(0.3);
      fuzzCase.raw = {
        headers: endEarly ? [`Content-Length: ${payload.length + 500}`] : [`Content-Length: ${declared}`],
        body: payload,
        endEarly,
      };
      break;
    }
    case "session-cookie":
      fuzzCase.cookie = random.pick(SESSION_COOKIES);
      break;
    case "visitor-cookie":
      fuzzCase.cookie = random.pick(VISITOR_COOKIES);
      break;
    case "duplicate-keys": {
      const path = targetPath(body, random, (candidate) => candidate.length === 1);
      const key = path ? String(path[0]) : "name";
      // Written first, so JSON.parse keeps the valid value written after: so must the server.
      text = withLeadingKeys(toJsonText(isRecord(body) ? body : {}), [
        [key, toJsonText(random.pick(WRONG_TYPES))],
      ]);
      break;
    }
    case "proto-keys": {
      const polluted = random.pick([
        '{"role":"admin","polluted":true}',
        "null",
        "1",
        '{"__proto__":{"x":1}}',
      ]);
      const pairs: [string, string][] = random.chance(0.5)
        ? [["__proto__", polluted]]
        : [
            ["constructor", `{"prototype":${polluted}}`],
            ["__proto__", polluted],
          ];
      text = withLeadingKeys(toJsonText(isRecord(body) ? body : {}), pairs);
      break;
    }
    case "idempotency-key":
      fuzzCase.headers[IDEMPOTENCY_HEADER.toLowerCase()] = random.pick(IDEMPOTENCY_KEYS);
      break;
    case "origin":
      fuzzCase.origin = random.pick(["missing", "foreign", "cross-site"] as const);
      break;
    default:
      break;
  }
  fuzzCase.body = text ?? toJsonText(body);
  return fuzzCase;
}

/**
 * Which route, identity and family each request gets: every route as every identity in
 * turn (so `count` at least routes × 3 covers them all), the order shuffled, the family drawn.
 */
export function plan(
  routes: readonly Route[],
  count: number,
  random: Random,
): { route: Route; identity: IdentityKind; family: Family }[] {
  const pairs = routes.flatMap((route) => IDENTITIES.map((identity) => ({ route, identity })));
  const entries: { route: Route; identity: IdentityKind; family: Family }[] = [];
  while (entries.length < count) {
    const round = [...pairs];
    for (let index = round.length - 1; index > 0; index--) {
      const other = random.int(index + 1);
      [round[index], round[other]] = [round[other]!, round[index]!];
    }
    for (const pair of round.slice(0, count - entries.length))
      entries.push({ ...pair, family: random.pick(FAMILIES) });
  }
  return entries;
}
