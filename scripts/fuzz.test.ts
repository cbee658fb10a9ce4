/** The pure half of npm run fuzz: its random source, the routes it finds, the cases it builds. */
import { beforeAll, describe, expect, it } from "vitest";
import { reminderInputSchema } from "@shared/api/reminders";
import {
  FAMILIES,
  HOSTILE_PARAMS,
  IDENTITIES,
  PASSWORD_CHECKING,
  RawJson,
  SESSION_ENDING,
  appRoutes,
  authRoutes,
  buildCase,
  caseRandom,
  exampleOf,
  fieldPool,
  plan,
  routeKey,
  routeSchemas,
  seededRandom,
  toJsonText,
  withLeadingKeys,
  writeRoutesOf,
  type CaseInputs,
  type Family,
  type FuzzCase,
  type Route,
} from "./lib/fuzz-cases";

const NOW = new Date("2026-11-24T08:00:00Z");
const REMINDERS: Route = { method: "POST", path: "/api/reminders" };
const TAKEN: Route = { method: "POST", path: "/api/reminders/:id/taken" };

let routes: Route[];
let inputs: CaseInputs;
beforeAll(async () => {
  routes = [...writeRoutesOf(appRoutes()), ...authRoutes()];
  const schemas = await routeSchemas();
  const pool = fieldPool([...schemas.values()].flatMap((entry) => (entry.body ? [entry.body] : [])));
  inputs = { schemas, pool, ids: () => [], now: NOW };
});

const draws = (seed: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: 20 }, () => random.next());
};
const caseOf = (family: Family, route = REMINDERS, seed = 7) =>
  buildCase(0, route, "client", family, seededRandom(seed), inputs);
const bodyText = (fuzzCase: FuzzCase) =>
  typeof fuzzCase.body === "string" ? fuzzCase.body : new TextDecoder().decode(fuzzCase.body);
const valueAt = (fuzzCase: FuzzCase) =>
  fuzzCase
    .field!.split(".")
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown>)[key],
      JSON.parse(bodyText(fuzzCase)) as unknown,
    );

describe("the random source", () => {
  it("gives the same draws for the same seed and others for another", () => {
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    expect(draws(42).every((value) => value >= 0 && value < 1)).toBe(true);
    const random = seededRandom(1);
    const ints = Array.from({ length: 1_000 }, () => random.int(6));
    expect(new Set(ints)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(caseRandom(5, 10).next()).toBe(caseRandom(5, 10).next());
    expect(caseRandom(5, 10).next()).not.toBe(caseRandom(5, 11).next());
  });

  it("builds the same case from the same seed", () => {
    for (const family of FAMILIES) expect(caseOf(family)).toEqual(caseOf(family));
  });
});

describe("the routes", () => {
  it("are the app's own state-changing routes under /api, and the accounts routes by name", () => {
    const keys = routes.map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        "POST /api/contact",
        "PUT /api/me/language",
        "PATCH /api/reminders/:id",
        "DELETE /api/reminders/:id",
        "POST /api/auth/sign-in/email",
        "POST /api/auth/phone-number/send-otp",
      ]),
    );
    expect(keys.filter((key) => /^(GET|ALL) /.test(key) || key.includes("*"))).toEqual([]);
    // The end-to-end tests' clock is off in the fuzzed server, and so in its route list.
    expect(keys).not.toContain("POST /api/test/clock");
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names only routes that exist as session-ending or password-checking", () => {
    const keys = new Set(routes.map(routeKey));
    for (const key of [...SESSION_ENDING, ...PASSWORD_CHECKING]) expect(keys).toContain(key);
  });

  it("finds the shared schema of a route's body and path", () => {
    const contact = inputs.schemas.get("POST /api/contact");
    expect(contact?.body).toBeDefined();
    expect(inputs.schemas.get("POST /api/reminders")?.body).toBe(reminderInputSchema);
    expect(inputs.schemas.get("PATCH /api/reminders/:id")?.params?.safeParse({ id: "x" }).success).toBe(
      false,
    );
    expect(inputs.pool.has("full_name")).toBe(true);
  });
});

describe("the cases", () => {
  it("makes valid bodies from a schema", () => {
    for (let seed = 0; seed < 20; seed++) {
      const example = exampleOf(reminderInputSchema, { random: seededRandom(seed), now: NOW });
      expect(reminderInputSchema.safeParse(example).success).toBe(true);
    }
    expect(reminderInputSchema.safeParse(JSON.parse(bodyText(caseOf("valid")))).success).toBe(true);
  });

  it.each([
    "wrong-type",
    "nul",
    "lone-surrogate",
    "long-string",
    "unicode",
    "numbers",
    "dates",
    "emails",
    "phones",
  ] as const)("%s spoils one field of the valid body", (family) => {
    const valid = caseOf("valid");
    const spoiled = caseOf(family);
    expect(spoiled.field).toBeDefined();
    expect(valueAt(spoiled)).not.toEqual(valueAt({ ...valid, field: spoiled.field }));
  });

  it("writes what JSON.stringify cannot", () => {
    expect(toJsonText({ a: new RawJson("1e309"), b: [new RawJson("-0")] })).toBe('{"a":1e309,"b":[-0]}');
    expect(withLeadingKeys('{"a":1}', [["a", "2"]])).toBe('{"a":2,"a":1}');
    expect(withLeadingKeys("{}", [["__proto__", "{}"]])).toBe('{"__proto__":{}}');
  });

  it("yields each family as it says", () => {
    const text = (family: Family) => bodyText(caseOf(family));
    const parses = (body: string) => {
      try {
        JSON.parse(body);
        return true;
      } catch {
        return false;
      }
    };
    expect(text("nul")).toContain("\\u0000");
    expect(text("lone-surrogate")).toMatch(/\\ud[89a-f][0-9a-f]{2}/);
    expect(text("long-string").length).toBeGreaterThan(5_000);
    expect(text("deep-nesting")).toMatch(/\[{500}|(\{"a":){500}/);
    const root = JSON.parse(text("json-root")) as unknown;
    expect(typeof root !== "object" || root === null || Array.isArray(root)).toBe(true);
    for (let seed = 0; seed < 30; seed++) {
      const broken = buildCase(0, REMINDERS, "client", "invalid-json", seededRandom(seed), inputs).body!;
      // Text that is not JSON, or bytes that are not even UTF-8.
      if (typeof broken === "string") expect(parses(broken)).toBe(false);
      else expect(() => new TextDecoder("utf-8", { fatal: true }).decode(broken)).toThrow();
    }
    expect(text("empty-body").trim()).toBe("");
    const contentTypes = Array.from(
      { length: 20 },
      (_, seed) =>
        buildCase(0, REMINDERS, "client", "content-type", seededRandom(seed), inputs).headers["content-type"],
    );
    expect(contentTypes.every((type) => type !== "application/json")).toBe(true);
    expect(caseOf("content-length").raw?.headers[0]).toMatch(/^Content-Length: /);
    expect(caseOf("session-cookie").cookie).toMatch(/^better-auth\./);
    expect(caseOf("visitor-cookie").cookie).toMatch(/^visitor_id=/);
    const duplicated = text("duplicate-keys");
    const firstKey = /^\{("[^"]*":)/.exec(duplicated)?.[1];
    expect(duplicated.split(firstKey!)).toHaveLength(3);
    expect(text("proto-keys")).toContain('"__proto__":');
    expect(caseOf("idempotency-key").headers["idempotency-key"]).toBeDefined();
    expect(caseOf("origin").origin).not.toBe("own");
    expect(caseOf("valid").origin).toBe("own");
    const hostile = buildCase(0, TAKEN, "client", "path-params", seededRandom(3), inputs);
    expect(HOSTILE_PARAMS.some((param) => hostile.path === `/api/reminders/${param}/taken`)).toBe(true);
    expect(caseOf("valid", TAKEN).path).toMatch(/^\/api\/reminders\/[0-9a-f-]{36}\/taken$/);
  });

  it("plans every route as every identity, each family drawn", () => {
    const entries = plan(routes, routes.length * IDENTITIES.length * 4, seededRandom(1));
    const pairs = new Set(entries.map((entry) => `${routeKey(entry.route)} as ${entry.identity}`));
    expect(pairs.size).toBe(routes.length * IDENTITIES.length);
    expect(new Set(entries.map((entry) => entry.family))).toEqual(new Set(FAMILIES));
    expect(plan(routes, 100, seededRandom(9))).toEqual(plan(routes, 100, seededRandom(9)));
  });
});
