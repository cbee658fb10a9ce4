/**
 * The cached session (Better Auth's cookie cache, decision 073): it spares each request the
 * lookup of the session and the account, yet an ended session, a changed role and two-step
 * sign-in turned off take effect on the very next request, and sign-out takes the cache too.
 */
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../test/harness";
import { session, user, userProfiles } from "../db/schema";
import { asCookie, cookiesOf } from "../test/auth";
import { SESSION_CACHE_SECONDS } from "./session-check";

const h = useHarness();

const CACHE_COOKIE = /session_data=([^;]+)/;

/** The same person signed in on a second phone. */
async function secondDevice(account: TestUser): Promise<TestUser> {
  const signedIn = await h.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: account.email, password: account.password },
  });
  expect(signedIn.status).toBe(200);
  return asCookie(cookiesOf(signedIn), account);
}

describe("a cached session", () => {
  it("is written at sign-in and spares the session and account lookups", async () => {
    const person = await h.createUser();
    expect(person.cookie).toMatch(CACHE_COOKIE);
    const adapter = (await h.deps.auth.$context).internalAdapter;
    const lookups = vi.spyOn(adapter, "findSession");
    for (let index = 0; index < 3; index++)
      expect((await h.request("/api/notifications", { as: person })).status).toBe(200);
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
  });

  it("is written by the app's own routes when the browser has none", async () => {
    const person = await h.createUser();
    const withoutCache = asCookie(person.cookie.replace(/(?:; )?[^;]*session_data=[^;]+/, ""), person);
    expect(withoutCache.cookie).not.toMatch(CACHE_COOKIE);
    const answer = await h.request("/api/notifications", { as: withoutCache });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join("\n")).toMatch(CACHE_COOKIE);
  });

  it("is not written again by the request that signs the phone out", async () => {
    const person = await h.createUser();
    const withoutCache = asCookie(person.cookie.replace(/(?:; )?[^;]*session_data=[^;]+/, ""), person);
    const answer = await h.request("/api/account/sign-out", { method: "POST", as: withoutCache, json: {} });
    expect(answer.status).toBeLessThan(300);
    expect(cookiesOf(answer, withoutCache.cookie)).toBe("");
  });

  it("lives five minutes, out of the page's reach and other sites' requests", async () => {
    const signedIn = await h.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: (await h.createUser()).email, password: "a long test passphrase" },
    });
    const line = signedIn.headers.getSetCookie().find((cookie) => CACHE_COOKIE.test(cookie));
    expect(line).toMatch(new RegExp(`Max-Age=${SESSION_CACHE_SECONDS}\\b`));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/i);
  });
});

describe("what is read on every request, cached or not", () => {
  it("an ended session: refused at once by the app and by get-session, which signs the phone out", async () => {
    const person = await h.createUser();
    const lost = await secondDevice(person);
    expect((await h.request("/api/notifications", { as: lost })).status).toBe(200);
    const [lostSession] = await h.deps.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, person.id))
      .orderBy(session.createdAt)
      .then((rows) => rows.slice(-1));
    const ended = await h.request(`/api/account/sessions/${lostSession!.id}`, {
      method: "DELETE",
      as: person,
    });
    expect(ended.status).toBeLessThan(300);

    expect((await h.request("/api/notifications", { as: lost })).status).toBe(401);
    const asked = await h.request("/api/auth/get-session", { as: lost });
    expect(await asked.json()).toBeNull();
    expect(cookiesOf(asked, lost.cookie)).not.toMatch(/session_token|session_data/);
    // The phone that ended it is still signed in.
    expect((await h.request("/api/notifications", { as: person })).status).toBe(200);
  });

  it("a role taken away: refused at once", async () => {
    const admin = await h.createUser({ role: "admin", region: "kampala" });
    expect((await h.request("/api/admin/cases", { as: admin })).status).toBe(200);
    await h.deps.db.update(userProfiles).set({ role: "user" }).where(eq(userProfiles.userId, admin.id));
    expect((await h.request("/api/admin/cases", { as: admin })).status).toBe(403);
  });

  it("two-step sign-in turned off: clients' data closed at once", async () => {
    const admin = await h.createUser({ role: "admin", region: "kampala" });
    expect((await h.request("/api/admin/cases", { as: admin })).status).toBe(200);
    await h.deps.db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, admin.id));
    const refused = await h.request("/api/admin/cases", { as: admin });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("two_factor_required");
  });
});
