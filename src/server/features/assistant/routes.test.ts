import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { assistantReplySchema } from "@shared/api/assistant";
import { ASSISTANT } from "@shared/constants";
import { createHarness, useHarness, type Harness, type TestUser } from "../../test/harness";
import {
  assistantUsage,
  caseEvents,
  cases,
  contactMessages,
  messageNotifications,
  user,
} from "../../db/schema";
import { SEALED, open } from "../../security/sealed-tables";
import { hashAddress, signVisitorId, visitorKeyLoader } from "../../security/visitor-id";
import { VISITOR_COOKIE } from "../../http/visitor-cookie";
import { ADDRESS_CEILING_PER_HOUR, HANDOFFS_PER_VISITOR_PER_HOUR } from "./rate-limit-rules";
import { HANDOFF_SUBJECT } from "./handoff";
import { ESCALATION_SUBJECT } from "./escalate-crisis";

const h = useHarness();
let client: TestUser;
let otherClient: TestUser;
let masakaAdmin: TestUser;
let mbararaAdmin: TestUser;

beforeAll(async () => {
  client = await h.createUser();
  otherClient = await h.createUser();
  masakaAdmin = await h.createUser({ role: "admin", region: "masaka" });
  mbararaAdmin = await h.createUser({ role: "admin", region: "mbarara" });
});
// Every test starts with fresh windows; the clock only moves forward.
beforeEach(() => h.clock.advance(ASSISTANT.anonymousWindowMs + 1000));

/** The visitor cookie of a response, as a Cookie header value. */
function visitorCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`));
  if (!line) throw new Error("no visitor cookie was set");
  return line.split(";")[0] ?? "";
}

const ask = (
  json: unknown,
  options: { as?: TestUser | null; cookie?: string; headers?: Record<string, string> } = {},
) =>
  h.request("/api/assistant", {
    method: "POST",
    as: options.as ?? null,
    json,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });

/** Asks as one anonymous visitor `times` times; answers the statuses and the visitor's cookie. */
async function askRepeatedly(times: number, cookie?: string) {
  const statuses: number[] = [];
  let visitor = cookie;
  for (let index = 0; index < times; index += 1) {
    const response = await ask({ userInput: `What is PrEP? (${index})` }, { cookie: visitor });
    visitor ??= visitorCookie(response);
    statuses.push(response.status);
  }
  return { statuses, cookie: visitor ?? "" };
}

describe("POST /api/assistant", () => {
  it("answers an anonymous visitor and gives them a signed, HttpOnly visitor cookie", async () => {
    const response = await ask({ userInput: "What is PrEP?" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const reply = assistantReplySchema.parse(await response.json());
    expect(reply.intent).toBe("prep");
    expect(reply.risk_level).toBe("low");
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api;/);
    expect(setCookie).toMatch(/Max-Age=3600/);
  });

  it("allows an anonymous visitor 5 messages an hour, then answers 429 with Retry-After", async () => {
    const { statuses, cookie } = await askRepeatedly(6);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const refused = await ask({ userInput: "one more" }, { cookie });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toMatchObject({ error: { code: "assistant_limit" } });

    h.clock.advance(ASSISTANT.anonymousWindowMs);
    expect((await ask({ userInput: "What is PrEP?" }, { cookie })).status).toBe(200);
  });

  it("never refuses a crisis for the free allowance, and does not count it", async () => {
    const { statuses, cookie } = await askRepeatedly(ASSISTANT.anonymousLimitPerHour - 1);
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (let index = 0; index < 3; index += 1) {
      const crisis = await ask({ userInput: "I want to end my life tonight" }, { cookie });
      expect(crisis.status).toBe(200);
      expect(assistantReplySchema.parse(await crisis.json()).risk_level).toBe("high");
    }
    // The crises cost nothing: the fifth ordinary message is still allowed, the sixth is not.
    expect((await ask({ userInput: "What is PrEP?" }, { cookie })).status).toBe(200);
    expect((await ask({ userInput: "And PEP?" }, { cookie })).status).toBe(429);
  });

  it("does not limit signed-in people, nor give them a visitor cookie", async () => {
    for (let index = 0; index < ASSISTANT.anonymousLimitPerHour + 3; index += 1) {
      const response = await ask({ userInput: "How do I take my pills?" }, { as: client });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((line) => line.startsWith(VISITOR_COOKIE))).toBe(false);
    }
  });

  it("refuses a visitor cookie that was tampered with, and clears it", async () => {
    const { cookie } = await askRepeatedly(5);
    const [name, value = ""] = cookie.split("=");
    const [id = "", signature = ""] = value.split(".");
    const otherId = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
    const key = await visitorKeyLoader(h.deps)();
    const forgeries = [
      `${name}=${otherId}.${signature}`,
      `${name}=${id}.${signature.slice(0, -2)}`,
      `${name}=${signVisitorId(Buffer.alloc(32, 7), otherId)}`,
      `${name}=${otherId}`,
      `${name}=${signVisitorId(key, otherId)}.extra`,
    ];
    for (const forged of forgeries) {
      const response = await ask({ userInput: "What is PrEP?" }, { cookie: forged });
      expect(response.status, forged).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_visitor_id" } });
      const cleared = response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
      expect(cleared).toMatch(/Max-Age=0/);
    }
    // A properly signed id of our own still works.
    expect(
      (await ask({ userInput: "What is PrEP?" }, { cookie: `${name}=${signVisitorId(key, otherId)}` }))
        .status,
    ).toBe(200);
  });

  it("keeps a much higher ceiling per network address, whatever X-Forwarded-For says", async () => {
    const key = await visitorKeyLoader(h.deps)();
    const addressKey = `address:${hashAddress(key, "127.0.0.1")}`;
    await h.deps.db
      .insert(assistantUsage)
      .values({ clientKey: addressKey, count: ADDRESS_CEILING_PER_HOUR - 1, windowStartedAt: h.clock.now })
      .onConflictDoUpdate({
        target: assistantUsage.clientKey,
        set: { count: ADDRESS_CEILING_PER_HOUR - 1, windowStartedAt: h.clock.now },
      });
    try {
      expect((await ask({ userInput: "What is PrEP?" })).status).toBe(200);
      const refused = await ask(
        { userInput: "What is PrEP?" },
        { headers: { "x-forwarded-for": "10.9.8.7" } },
      );
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).not.toBeNull();
      // A refused visitor spent nothing: their own allowance is still whole.
      const visitorRows = await h.deps.db.select().from(assistantUsage);
      const spentByRefused = visitorRows.filter(
        (row) =>
          row.clientKey.startsWith("visitor:") && row.windowStartedAt.getTime() === h.clock.now.getTime(),
      );
      expect(spentByRefused.map((row) => row.count)).toEqual([1]);
      // Signed-in people on the same carrier address are not affected.
      expect((await ask({ userInput: "What is PrEP?" }, { as: otherClient })).status).toBe(200);
    } finally {
      await h.deps.db.delete(assistantUsage).where(eq(assistantUsage.clientKey, addressKey));
    }
  });

  it("stores neither the address nor the conversation", async () => {
    await ask({ userInput: "My name is Sarah and I need help with PrEP" });
    const keys = (await h.deps.db.select().from(assistantUsage)).map((row) => row.clientKey);
    expect(keys.join(" ")).not.toContain("127.0.0.1");
    expect(keys.every((key) => /^(visitor|address|handoff-visitor|handoff-address):[\w-]+$/.test(key))).toBe(
      true,
    );
    expect(await h.deps.db.select().from(contactMessages)).toEqual([]);
  });

  it.each([
    ["a missing message", {}, "userInput"],
    ["an empty message", { userInput: "   " }, "userInput"],
    ["a message that is too long", { userInput: "x".repeat(2001) }, "userInput"],
    ["a context that is too long", { userInput: "hi", context: "x".repeat(4001) }, "context"],
    ["a locale that is not a language tag", { userInput: "hi", locale: "<script>" }, "locale"],
    ["a message that is not text", { userInput: 42 }, "userInput"],
  ])("answers 400 naming the field for %s, without spending the allowance", async (_name, body, field) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation", field } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await h.request("/api/assistant", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_json", field: "body" } });
  });

  it("refuses a request from another site", async () => {
    const response = await ask({ userInput: "hi" }, { headers: { origin: "https://elsewhere.example" } });
    expect(response.status).toBe(403);
  });

  it.each([
    ["en-UG", "I want to kill myself"],
    ["en-UG", "my boyfriend raped me last night"],
    ["sw", "nataka kujiua"],
  ])("rates a crisis message high, with a safety note (%s)", async (locale, userInput) => {
    // Someone of their own: a signed-in person's crisis opens a case (tested below).
    const response = await ask({ userInput, locale }, { as: await h.createUser() });
    const reply = assistantReplySchema.parse(await response.json());
    expect(reply.risk_level).toBe("high");
    expect(reply.safety_note).toEqual(expect.any(String));
  });

  it("lists places in a signed-in person's region when the question names none; a visitor's by the words alone", async () => {
    const question = { userInput: "where can I get PrEP near me?" };
    // The places listed, in their order (a reply for a place question cites no guideline).
    const titles = async (as: TestUser | null) =>
      (assistantReplySchema.parse(await (await ask(question, { as })).json()).sources ?? []).map(
        (source) => source.title,
      );
    const inMasaka = await h.createUser({ region: "masaka" });
    const [first] = await titles(inMasaka);
    expect(first).toMatch(/Masaka/);
    expect((await titles(null))[0]).not.toMatch(/Masaka/);
    // Their care team's region, where they have a case, comes before the profile's.
    await h.deps.db.insert(cases).values({ region: "mbarara", clientUserId: inMasaka.id });
    expect((await titles(inMasaka))[0]).toMatch(/Mbarara/);
  });

  it("answers in Swahili when asked in Swahili", async () => {
    const response = await ask({ userInput: "PrEP ni nini?", locale: "sw" }, { as: client });
    const reply = assistantReplySchema.parse(await response.json());
    expect(reply.response).toMatch(/VVU|PrEP/);
    expect(reply.response).not.toMatch(/\bthe\b/);
  });
});

describe("POST /api/assistant/handoff", () => {
  const handoff = (json: unknown, as: TestUser | null = null, cookie?: string) =>
    h.request("/api/assistant/handoff", {
      method: "POST",
      as,
      json,
      headers: cookie ? { cookie } : {},
    });

  const shared = [
    { from: "user", text: "I want to end my life tonight" },
    { from: "assistant", text: "I'm really glad you told me." },
  ];

  it("files an anonymous hand-off as urgent in the inbox of the admin of the chosen region", async () => {
    const response = await handoff({
      consent: true,
      phone: "0772 123 456",
      region: "masaka",
      messages: shared,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, live_chat: false });

    const [stored] = await h.deps.db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.source, "handoff"), isNull(contactMessages.userId)));
    // Encrypted at rest, the number too; the navigator reads exactly what was shared.
    expect(stored?.message).not.toContain("end my life");
    expect(stored?.phone).not.toContain("772123456");
    const message = stored && open(h.deps.cipher, SEALED.contactMessages, stored);
    expect(message).toMatchObject({
      userId: null,
      phone: "+256772123456",
      subject: HANDOFF_SUBJECT,
      region: "masaka",
    });
    const text = message?.message ?? "";
    expect(text).toContain("Client: I want to end my life tonight");
    expect(text).toContain("iCare: I'm really glad you told me.");

    const [notification] = await h.deps.db
      .select()
      .from(messageNotifications)
      .where(eq(messageNotifications.messageId, message?.id ?? ""));
    // Unassigned in the region's shared queue: the whole team is told (cases/case-team.ts).
    expect(notification).toMatchObject({ priority: "urgent", adminId: null, status: "new" });

    const cases = async (admin: TestUser) => {
      const response = await h.request("/api/admin/cases", { as: admin });
      expect(response.status).toBe(200);
      return (
        (await response.json()) as { cases: Array<{ id: string; priority: string; sources: string[] }> }
      ).cases;
    };
    expect((await cases(masakaAdmin)).find((row) => row.id === notification?.caseId)).toMatchObject({
      priority: "urgent",
      sources: ["handoff"],
    });
    // Another region's team never sees it; a client cannot read the workspace.
    expect((await cases(mbararaAdmin)).some((row) => row.id === notification?.caseId)).toBe(false);
    expect((await h.request("/api/admin/cases", { as: otherClient })).status).toBe(403);
    expect((await h.request("/api/admin/cases")).status).toBe(401);
  });

  it("links a signed-in person's hand-off to their account, even with no contact or messages", async () => {
    const response = await handoff({ consent: true }, client);
    expect(response.status).toBe(201);
    const rows = await h.deps.db.select().from(contactMessages).where(eq(contactMessages.userId, client.id));
    expect(rows).toHaveLength(1);
    expect(h.deps.cipher.decrypt(rows[0]?.message ?? "")).toMatch(/chose not to share any messages/);
  });

  it.each([
    ["no consent", { messages: shared }, "consent"],
    ["consent not given", { consent: false }, "consent"],
    ["a phone number that is not Ugandan", { consent: true, phone: "12345" }, "phone"],
    ["an e-mail that is not one", { consent: true, email: "not-an-email" }, "email"],
    ["an unknown region", { consent: true, region: "nairobi" }, "region"],
    [
      "too many messages",
      { consent: true, messages: Array(7).fill({ from: "user", text: "hi" }) },
      "messages",
    ],
    [
      "a message from nobody",
      { consent: true, messages: [{ from: "robot", text: "hi" }] },
      "messages.0.from",
    ],
    ["an empty message", { consent: true, messages: [{ from: "user", text: " " }] }, "messages.0.text"],
  ])("answers 400 naming the field for %s", async (_name, body, field) => {
    const response = await handoff(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation", field } });
  });

  it("limits anonymous hand-offs per visitor, so a flood cannot bury real ones", async () => {
    const first = await handoff({ consent: true, region: "mbarara" });
    expect(first.status).toBe(201);
    const cookie = visitorCookie(first);
    const statuses = [];
    for (let index = 1; index <= HANDOFFS_PER_VISITOR_PER_HOUR; index += 1)
      statuses.push((await handoff({ consent: true, region: "mbarara" }, null, cookie)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("never writes the shared text to the log", async () => {
    const spies = (["info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(h.deps.logger, level),
    );
    try {
      await handoff({ consent: true, messages: [{ from: "user", text: "secret words of mine" }] }, client);
      const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
      expect(logged).not.toContain("secret words");
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe("a crisis in a signed-in person's chat (decision 058)", () => {
  const crisisOf = async (person: TestUser) =>
    (
      await h.deps.db
        .select({ message: contactMessages, item: messageNotifications, case: cases })
        .from(contactMessages)
        .innerJoin(messageNotifications, eq(messageNotifications.messageId, contactMessages.id))
        .innerJoin(cases, eq(cases.id, messageNotifications.caseId))
        .where(eq(contactMessages.userId, person.id))
    ).map((row) => ({
      ...row,
      message: open(h.deps.cipher, SEALED.contactMessages, row.message),
      item: open(h.deps.cipher, SEALED.messageNotifications, row.item),
    }));

  it("reaches their team at once as an urgent case, and the reply says how and when they will be contacted", async () => {
    const person = await h.createUser({ region: "masaka" });
    await h.deps.db.update(user).set({ phoneNumber: "+256772555123" }).where(eq(user.id, person.id));
    const response = await ask({ userInput: "I want to end my life tonight" }, { as: person });
    expect(response.status).toBe(200);
    const reply = assistantReplySchema.parse(await response.json());
    expect(reply.risk_level).toBe("high");

    const [filed, ...more] = await crisisOf(person);
    expect(more).toEqual([]);
    expect(filed?.case).toMatchObject({ region: "masaka", priority: "urgent", state: "new" });
    expect(filed?.item.priority).toBe("urgent");
    expect(filed?.item.aiInsights).toMatch(/suicid/i);
    expect(filed?.message.subject).toBe(ESCALATION_SUBJECT);
    expect(filed?.message.message).toContain("Client: I want to end my life tonight");
    expect(reply.escalation).toEqual({
      case_id: filed?.case.id,
      reach: "call",
      phone_ending: "123",
      within_minutes: 60,
    });
    // Only their team sees it: the region's admins, nobody else's.
    const workspace = async (admin: TestUser) => {
      const list = await h.request("/api/admin/cases?priority=urgent", { as: admin });
      return ((await list.json()) as { cases: { id: string }[] }).cases.map((row) => row.id);
    };
    expect(await workspace(masakaAdmin)).toContain(filed?.case.id);
    expect(await workspace(mbararaAdmin)).not.toContain(filed?.case.id);
  });

  it("promises a reply in the portal to an account without a phone, and files a second crisis in the same case", async () => {
    const person = await h.createUser({ region: "masaka" });
    const first = assistantReplySchema.parse(
      await (await ask({ userInput: "nataka kujiua leo", locale: "sw-UG" }, { as: person })).json(),
    );
    expect(first.escalation).toMatchObject({ reach: "portal", phone_ending: null });
    const second = assistantReplySchema.parse(
      await (await ask({ userInput: "I have a rope ready", locale: "en-UG" }, { as: person })).json(),
    );
    expect(second.escalation?.case_id).toBe(first.escalation?.case_id);
    expect(new Set((await crisisOf(person)).map((row) => row.case.id)).size).toBe(1);
  });

  it("files nothing for an ordinary question, nor for a visitor (who is offered a person instead)", async () => {
    const person = await h.createUser({ region: "masaka" });
    const ordinary = assistantReplySchema.parse(
      await (await ask({ userInput: "I take 2 tablets of septrin daily" }, { as: person })).json(),
    );
    expect(ordinary.escalation).toBeUndefined();
    expect(await crisisOf(person)).toEqual([]);
    const visitor = assistantReplySchema.parse(
      await (await ask({ userInput: "I want to end my life tonight" })).json(),
    );
    expect(visitor.risk_level).toBe("high");
    expect(visitor.escalation).toBeUndefined();
  });
});

describe("POST /api/cases/:id/no-contact", () => {
  async function escalatedCase(person: TestUser): Promise<string> {
    const reply = assistantReplySchema.parse(
      await (await ask({ userInput: "I want to end my life tonight" }, { as: person })).json(),
    );
    return reply.escalation?.case_id ?? "";
  }
  const decline = (caseId: string, as: TestUser | null) =>
    h.request(`/api/cases/${caseId}/no-contact`, { method: "POST", as });

  it("records, once, that the client does not want to be contacted, for the team to read", async () => {
    const person = await h.createUser({ region: "masaka" });
    const caseId = await escalatedCase(person);
    expect((await decline(caseId, person)).status).toBe(204);
    expect((await decline(caseId, person)).status).toBe(204);
    const events = await h.deps.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.code, "contact_declined")));
    expect(events).toHaveLength(1);
    expect(events[0]?.authorId).toBe(person.id);
    // The workspace says it before anything else, on the case and in the list.
    const admin = await h.createUser({ role: "admin", region: "masaka" });
    const detail = await (await h.request(`/api/admin/cases/${caseId}`, { as: admin })).json();
    expect(detail.case.no_contact).toBe(true);
  });

  it("answers 401 to a visitor, 404 to another client and to an admin, 400 to an id that is not one", async () => {
    const person = await h.createUser({ region: "masaka" });
    const caseId = await escalatedCase(person);
    expect((await decline(caseId, null)).status).toBe(401);
    expect((await decline(caseId, otherClient)).status).toBe(404);
    expect((await decline(caseId, masakaAdmin)).status).toBe(404);
    expect((await decline(caseId, mbararaAdmin)).status).toBe(404);
    const invalid = await decline("not-a-case", person);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { field: "id" } });
  });
});

describe("POST /api/assistant with a language model configured (ASSISTANT_LLM_URL)", () => {
  // An OpenAI-compatible stand-in on 127.0.0.1; each test sets how it answers.
  let server: Server;
  let modelHarness: Harness;
  let answer: (response: ServerResponse) => void;
  let calls: Array<{ url: string | undefined; body: string }>;

  const modelSays = (content: string) => (response: ServerResponse) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += String(chunk)));
      request.on("end", () => {
        calls.push({ url: request.url, body });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    modelHarness = await createHarness({
      ASSISTANT_LLM_URL: `http://127.0.0.1:${port}/v1`,
      ASSISTANT_LLM_MODEL: "stub-model",
    });
  });
  afterAll(async () => {
    await modelHarness.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    calls = [];
    modelHarness.clock.advance(ASSISTANT.anonymousWindowMs + 1000);
  });

  const askModel = (userInput: string) =>
    modelHarness.request("/api/assistant", { method: "POST", json: { userInput } });

  it("phrases the reply with the model, grounded in the local passages", async () => {
    answer = modelSays("PrEP is a daily pill that protects you from HIV.");
    const reply = assistantReplySchema.parse(await (await askModel("What is PrEP?")).json());
    expect(reply.response).toBe("PrEP is a daily pill that protects you from HIV.");
    expect(reply.intent).toBe("prep");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/v1/chat/completions");
    expect(JSON.parse(calls[0]?.body ?? "{}")).toMatchObject({ model: "stub-model" });
  });

  it("falls back to the local reply when the model fails, and logs only the kind of failure", async () => {
    answer = (response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end("{}");
    };
    const warn = vi.spyOn(modelHarness.deps.logger, "warn");
    try {
      const response = await askModel("What is PrEP? My name is Amina");
      expect(response.status).toBe(200);
      const reply = assistantReplySchema.parse(await response.json());
      expect(reply.intent).toBe("prep");
      expect(reply.response).toMatch(/PrEP/);
      expect(calls).toHaveLength(1);
      const logged = JSON.stringify(warn.mock.calls);
      expect(logged).toContain("LlmError");
      expect(logged).not.toContain("Amina");
    } finally {
      warn.mockRestore();
    }
  });

  it("never lets the model phrase a reply to someone in crisis", async () => {
    answer = modelSays("Generated words.");
    const reply = assistantReplySchema.parse(await (await askModel("I want to kill myself")).json());
    expect(reply.risk_level).toBe("high");
    expect(reply.response).not.toBe("Generated words.");
    expect(calls).toHaveLength(0);
  });
});
