/**
 * A sign-in lasts SESSION_MAX_AGE_DAYS at most, counted from when it began, however often
 * it was used (decision 062): the app's API and Better Auth's own routes refuse it, and
 * the row is deleted.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createHarness, useHarness, type TestUser } from "../test/harness";
import { loadEnv } from "../env";
import { session } from "../db/schema";

const DAY = 24 * 60 * 60_000;

const h = useHarness();

/** Makes the account's session as old as given, and slid forward as an active one is. */
async function ageSession(account: TestUser, days: number) {
  await h.deps.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - days * DAY), expiresAt: new Date(Date.now() + 6 * DAY) })
    .where(eq(session.userId, account.id));
}

const sessionsOf = (account: TestUser) =>
  h.deps.db.select().from(session).where(eq(session.userId, account.id));

describe("a session's absolute lifetime (30 days by default)", () => {
  it("is refused by the app and by /api/auth/get-session once older, however recently used, and deleted", async () => {
    const account = await h.createUser();
    await ageSession(account, 31);
    expect((await h.request("/api/me", { as: account })).status).toBe(401);
    expect(await sessionsOf(account)).toEqual([]);

    const again = await h.createUser();
    await ageSession(again, 31);
    const answer = await h.request("/api/auth/get-session", { as: again });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toBeNull();
    expect(answer.headers.getSetCookie().join(" ")).toMatch(/session_token=;|session_token=.*Max-Age=0/i);
    expect(await sessionsOf(again)).toEqual([]);
  });

  it("is refused by Better Auth's other routes too", async () => {
    const account = await h.createUser();
    await ageSession(account, 31);
    expect((await h.request("/api/auth/list-accounts", { as: account })).status).toBe(401);
    expect(await sessionsOf(account)).toEqual([]);
  });

  it("still lets a session younger than that in", async () => {
    const account = await h.createUser();
    await ageSession(account, 29);
    expect((await h.request("/api/me", { as: account })).status).toBe(200);
    expect((await h.request("/api/auth/get-session", { as: account })).status).toBe(200);
    expect(await sessionsOf(account)).toHaveLength(1);
  });
});

describe("SESSION_MAX_AGE_DAYS", () => {
  it("defaults to 30 and takes 1 to 365 days", () => {
    expect(loadEnv({ NODE_ENV: "test" }).SESSION_MAX_AGE_DAYS).toBe(30);
    expect(loadEnv({ NODE_ENV: "test", SESSION_MAX_AGE_DAYS: "7" }).SESSION_MAX_AGE_DAYS).toBe(7);
    expect(() => loadEnv({ NODE_ENV: "test", SESSION_MAX_AGE_DAYS: "0" })).toThrow(/SESSION_MAX_AGE_DAYS/);
  });

  it("shortens the lifetime when set", async () => {
    const short = await createHarness({ SESSION_MAX_AGE_DAYS: "2" });
    try {
      const account = await short.createUser();
      await short.deps.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - 3 * DAY) })
        .where(eq(session.userId, account.id));
      expect((await short.request("/api/me", { as: account })).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
