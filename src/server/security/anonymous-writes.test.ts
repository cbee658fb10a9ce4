/**
 * What visitors may write (decision 065), through the real routes: the contact form, sign-up
 * and SMS codes, per visitor cookie, per address and for everyone; a flood is refused and
 * marked for the team by one case; a crisis is never refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { CaseDetail } from "@shared/api/cases";
import { useHarness, type TestUser } from "../test/harness";
import { assistantUsage, caseEvents, contactMessages } from "../db/schema";
import { contactBody } from "../test/factories";
import { ANONYMOUS_WRITES } from "./anonymous-writes";

const h = useHarness();
let navigator: TestUser;

beforeAll(async () => {
  navigator = await h.createUser({ role: "admin", region: null });
});

const write = (address: string, cookie?: string, overrides: Record<string, unknown> = {}) =>
  h.request("/api/contact", {
    method: "POST",
    address,
    json: contactBody(overrides),
    headers: cookie ? { cookie } : {},
  });

const visitorCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith("visitor_id="))!
    .split(";")[0]!;

/** The "possible flood" cases as the team reads them: through the workspace's API. */
async function floodCases(kind: string) {
  const rows = await h.deps.db
    .selectDistinct({ caseId: caseEvents.caseId })
    .from(caseEvents)
    .where(eq(caseEvents.code, "possible_flood"));
  const found: CaseDetail[] = [];
  for (const { caseId } of rows) {
    const response = await h.request(`/api/admin/cases/${caseId}`, { as: navigator });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as CaseDetail;
    if (detail.thread.some((event) => event.code === "possible_flood" && event.data.kind === kind))
      found.push(detail);
  }
  return found;
}

async function messageCount() {
  const [row] = await h.deps.db.select({ count: sql<number>`count(*)::int` }).from(contactMessages);
  return Number(row?.count ?? 0);
}

describe("the contact form without an account", () => {
  it("takes a visitor's hourly allowance, then answers 429 with Retry-After and no flood", async () => {
    const first = await write("198.51.100.1");
    expect(first.status).toBe(201);
    const cookie = visitorCookie(first);
    for (let sent = 1; sent < ANONYMOUS_WRITES.contact.perVisitor; sent += 1)
      expect((await write("198.51.100.1", cookie)).status).toBe(201);
    const before = await messageCount();
    const refused = await write("198.51.100.1", cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await messageCount()).toBe(before);
    // One person writing a lot is not a flood.
    expect(await floodCases("contact")).toEqual([]);
    // Another visitor on the same carrier address still gets through.
    expect((await write("198.51.100.1")).status).toBe(201);
  });

  it("refuses a script that drops its cookie at the address's ceiling, and opens one case for the team", async () => {
    const address = "203.0.113.7";
    const before = await messageCount();
    for (let sent = 0; sent < ANONYMOUS_WRITES.contact.perAddress; sent += 1)
      expect((await write(address)).status).toBe(201);
    const statuses: number[] = [];
    for (let extra = 0; extra < 25; extra += 1) statuses.push((await write(address)).status);
    expect(new Set(statuses)).toEqual(new Set([429]));
    expect(await messageCount()).toBe(before + ANONYMOUS_WRITES.contact.perAddress);

    const flood = await floodCases("contact");
    expect(flood).toHaveLength(1);
    expect(flood[0]!.case).toMatchObject({
      priority: "high",
      region: null,
      state: "new",
      possible_flood: true,
    });
    expect(flood[0]!.thread.find((event) => event.code === "possible_flood")?.data).toEqual({
      kind: "contact",
      scope: "address",
    });
  });

  it("never refuses a message that reads as a crisis, even over every ceiling", async () => {
    const address = "203.0.113.7";
    expect((await write(address)).status).toBe(429);
    const crisis = await write(address, undefined, {
      subject: "",
      message: "I want to kill myself tonight, please someone call me",
    });
    expect(crisis.status).toBe(201);
  });

  it("refuses everyone at the overall ceiling, shared through the database, as a flood", async () => {
    await h.deps.db
      .insert(assistantUsage)
      .values({
        clientKey: "sign_up:overall",
        count: ANONYMOUS_WRITES.sign_up.overall,
        windowStartedAt: h.clock.now,
      })
      .onConflictDoUpdate({
        target: assistantUsage.clientKey,
        set: { count: ANONYMOUS_WRITES.sign_up.overall, windowStartedAt: h.clock.now },
      });
    const response = await h.request("/api/auth/sign-up/email", {
      method: "POST",
      address: "192.0.2.200",
      json: { name: "New", email: "someone.new@example.com", password: "a long enough passphrase" },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBeTruthy();
    const [flood] = await floodCases("sign_up");
    expect(flood?.thread.find((event) => event.code === "possible_flood")?.data).toEqual({
      kind: "sign_up",
      scope: "overall",
    });
    await h.deps.db.delete(assistantUsage).where(eq(assistantUsage.clientKey, "sign_up:overall"));
  });
});

describe("sign-up and SMS codes without an account", () => {
  it("limit one visitor, whatever address they come from", async () => {
    const first = await h.request("/api/auth/phone-number/send-otp", {
      method: "POST",
      address: "192.0.2.10",
      json: { phoneNumber: "+256772100001" },
    });
    expect(first.status).toBe(200);
    const cookie = visitorCookie(first);
    const statuses: number[] = [];
    for (let sent = 1; sent <= ANONYMOUS_WRITES.sms_code.perVisitor; sent += 1) {
      const response = await h.request("/api/auth/phone-number/send-otp", {
        method: "POST",
        address: `192.0.2.${10 + sent}`,
        headers: { cookie },
        json: { phoneNumber: `+25677210000${1 + sent}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
