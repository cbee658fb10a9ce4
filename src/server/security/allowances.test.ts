import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness } from "../test/harness";
import { assistantUsage } from "../db/schema";
import { pruneUsage, spendAllowances, type Allowance } from "./allowances";

const h = useHarness();

const HOUR = 60 * 60 * 1000;
const allowance = (key: string, limit: number): Allowance => ({ key, limit, windowMs: HOUR });
const at = (offsetMs: number) => new Date(Date.UTC(2030, 0, 1) + offsetMs);

async function countOf(key: string) {
  const [row] = await h.deps.db.select().from(assistantUsage).where(eq(assistantUsage.clientKey, key));
  return row?.count ?? 0;
}

describe("spendAllowances", () => {
  it("allows the limit within a window, then refuses until the window ends", async () => {
    const rule = allowance("test:window", 3);
    const decisions = [];
    for (let minute = 0; minute < 4; minute += 1)
      decisions.push(await spendAllowances(h.deps.db, [rule], at(minute * 60_000)));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    // The window started with the first request: 57 minutes are left at minute 3.
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 57 * 60, refused: rule });
    expect(await countOf(rule.key)).toBe(3);

    expect(await spendAllowances(h.deps.db, [rule], at(HOUR - 1))).toMatchObject({ allowed: false });
    expect(await spendAllowances(h.deps.db, [rule], at(HOUR))).toEqual({ allowed: true });
    expect(await countOf(rule.key)).toBe(1);
  });

  it("spends on every allowance or on none", async () => {
    const visitor = allowance("test:visitor", 5);
    const address = allowance("test:address", 1);
    expect(await spendAllowances(h.deps.db, [visitor, address], at(0))).toEqual({ allowed: true });
    expect(await spendAllowances(h.deps.db, [visitor, address], at(1000))).toMatchObject({
      allowed: false,
      refused: address,
    });
    expect(await countOf(visitor.key)).toBe(1);
    expect(await countOf(address.key)).toBe(1);
  });

  it("keeps counters apart by key", async () => {
    expect(await spendAllowances(h.deps.db, [allowance("test:a", 1)], at(0))).toEqual({ allowed: true });
    expect(await spendAllowances(h.deps.db, [allowance("test:b", 1)], at(0))).toEqual({ allowed: true });
    expect(await spendAllowances(h.deps.db, [allowance("test:a", 1)], at(0))).toMatchObject({
      allowed: false,
    });
  });
});

describe("pruneUsage", () => {
  it("forgets counters whose window has ended and keeps the others", async () => {
    await spendAllowances(h.deps.db, [allowance("test:old", 5)], at(0));
    await spendAllowances(h.deps.db, [allowance("test:recent", 5)], at(HOUR));
    await pruneUsage(h.deps.db, HOUR, at(HOUR + 1));
    expect(await countOf("test:old")).toBe(0);
    expect(await countOf("test:recent")).toBe(1);
  });
});
