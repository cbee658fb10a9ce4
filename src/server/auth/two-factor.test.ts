import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../test/harness";
import { twoFactor } from "../db/schema";
import {
  asCookie,
  cookiesOf,
  ownAddress,
  phoneSignIn,
  sendPhoneCode,
  totpCode,
  totpSecretOf,
  verifyPhoneCode,
} from "../test/auth";

const h = useHarness();

async function reauth(caller: TestUser) {
  const response = await h.request("/api/account/reauth", {
    method: "POST",
    as: caller,
    json: { method: "password", password: caller.password },
  });
  expect(response.status).toBe(200);
}

/** Enrols TOTP for a signed-in user; returns the secret, the backup codes and the new cookie. */
async function enrol(caller: TestUser) {
  await reauth(caller);
  const enabled = await h.request("/api/auth/two-factor/enable", {
    method: "POST",
    as: caller,
    json: { password: caller.password },
  });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = totpSecretOf(totpURI);
  const confirmed = await h.request("/api/auth/two-factor/verify-totp", {
    method: "POST",
    as: caller,
    json: { code: totpCode(secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret, backupCodes, cookie: cookiesOf(confirmed, caller.cookie), totpURI };
}

async function passwordStep(account: TestUser, address?: string) {
  const response = await h.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: account.email, password: account.password },
    ...(address ? { address } : {}),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  const cookie = cookiesOf(response);
  expect(cookie).not.toContain("session_token");
  return cookie;
}

describe("TOTP enrolment", () => {
  it("needs a fresh re-authentication of the session", async () => {
    const account = await h.createUser();
    const response = await h.request("/api/auth/two-factor/enable", {
      method: "POST",
      as: account,
      json: { password: account.password },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("REAUTH_REQUIRED");
  });

  it("gives a neutral issuer, a key and ten backup codes; only a confirmed factor counts", async () => {
    const account = await h.createUser();
    await reauth(account);
    const enabled = await h.request("/api/auth/two-factor/enable", {
      method: "POST",
      as: account,
      json: { password: account.password },
    });
    const { totpURI, backupCodes } = await enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Care%20account:/);
    // What the authenticator app shows (the label and the issuer), not the random secret,
    // whose base32 letters spell "HIV" now and then.
    const uri = new URL(totpURI);
    expect(`${decodeURIComponent(uri.pathname)} ${uri.searchParams.get("issuer")}`).not.toMatch(/hiv/i);
    expect(backupCodes).toHaveLength(10);
    // Not confirmed yet: the factor is listed as unverified and sign-in asks for nothing more.
    const summary = await (await h.request("/api/account/security", { as: account })).json();
    expect(summary.factors).toEqual([expect.objectContaining({ factor_type: "totp", status: "unverified" })]);
    expect(summary.nextLevel).toBe("aal1");
    const signIn = await h.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: account.email, password: account.password },
    });
    expect(await signIn.json()).not.toHaveProperty("twoFactorRedirect");
  });
});

describe("sign-in with two-factor", () => {
  it("asks for the code after the password and opens the session with it", async () => {
    const account = await h.createUser();
    const { secret, cookie } = await enrol(account);
    const summary = await (await h.request("/api/account/security", { as: asCookie(cookie) })).json();
    expect(summary.factors[0].status).toBe("verified");
    expect(summary.nextLevel).toBe("aal2");

    const pending = await passwordStep(account);
    expect((await h.request("/api/me", { as: asCookie(pending) })).status).toBe(401);
    const wrong = await h.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      as: asCookie(pending),
      json: { code: totpCode(secret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.status).toBe(401);
    const verified = await h.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      as: asCookie(pending),
      json: { code: totpCode(secret) },
    });
    expect(verified.status).toBe(200);
    expect((await h.request("/api/me", { as: asCookie(cookiesOf(verified, pending)) })).status).toBe(200);
  });

  it("accepts a backup code once and only once", async () => {
    const account = await h.createUser();
    const { backupCodes } = await enrol(account);
    const code = backupCodes[0]!;
    const first = await h.request("/api/auth/two-factor/verify-backup-code", {
      method: "POST",
      as: asCookie(await passwordStep(account)),
      json: { code },
    });
    expect(first.status).toBe(200);
    const second = await h.request("/api/auth/two-factor/verify-backup-code", {
      method: "POST",
      as: asCookie(await passwordStep(account)),
      json: { code },
    });
    expect(second.status).toBe(401);
  });

  it("also asks for the second factor after a phone code", async () => {
    const phone = "+256701999111";
    const { cookie } = await phoneSignIn(h, phone);
    const caller = asCookie(cookie);
    // A phone-only account re-authenticates with an SMS code.
    await h.request("/api/account/reauth/code", { method: "POST", as: caller });
    const { latestSmsCode } = await import("../test/auth");
    const reauthed = await h.request("/api/account/reauth", {
      method: "POST",
      as: caller,
      json: { method: "code", code: await latestSmsCode(h, phone) },
    });
    expect(reauthed.status).toBe(200);
    const enabled = await h.request("/api/auth/two-factor/enable", { method: "POST", as: caller, json: {} });
    expect(enabled.status).toBe(200);
    const secret = totpSecretOf((await enabled.json()).totpURI);
    const confirmed = await h.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      as: caller,
      json: { code: totpCode(secret) },
    });
    expect(confirmed.status).toBe(200);

    expect((await sendPhoneCode(h, phone)).status).toBe(200);
    const verified = await verifyPhoneCode(h, phone, await latestSmsCode(h, phone));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(verified);
    expect((await h.request("/api/me", { as: asCookie(pending) })).status).toBe(401);
    const done = await h.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      as: asCookie(pending),
      json: { code: totpCode(secret) },
    });
    expect(done.status).toBe(200);
  });
});

describe("wrong two-step codes for one account", () => {
  const secondStep = (pending: string, kind: "totp" | "backup-code", code: string) =>
    h.request(`/api/auth/two-factor/verify-${kind}`, {
      method: "POST",
      as: asCookie(pending),
      json: { code },
      address: ownAddress(),
    });

  it("lock its second step after 10, across fresh challenges and addresses, for 15 minutes", async () => {
    const account = await h.createUser();
    const { secret, backupCodes } = await enrol(account);
    const stale = () => totpCode(secret, Date.now() - 10 * 60_000);
    for (let wrong = 1; wrong <= 10; wrong++) {
      // Each try on a fresh challenge, after the right password, from its own address.
      const pending = await passwordStep(account, ownAddress());
      const kind = wrong % 2 === 0 ? "backup-code" : "totp";
      expect((await secondStep(pending, kind, kind === "totp" ? stale() : "not-a-code1")).status).toBe(401);
    }

    const refused = await secondStep(await passwordStep(account, ownAddress()), "totp", totpCode(secret));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await refused.json()).error).toEqual({
      code: "rate_limited",
      message: "Too many attempts. Please wait 15 minutes and try again.",
    });
    const byBackup = await secondStep(
      await passwordStep(account, ownAddress()),
      "backup-code",
      backupCodes[0]!,
    );
    expect(byBackup.status).toBe(429);

    // The 15 minutes have passed: the right code opens the session and clears the count.
    await h.deps.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, account.id));
    expect(
      (await secondStep(await passwordStep(account, ownAddress()), "totp", totpCode(secret))).status,
    ).toBe(200);
    for (let wrong = 1; wrong <= 9; wrong++)
      expect((await secondStep(await passwordStep(account, ownAddress()), "totp", stale())).status).toBe(401);
    expect(
      (await secondStep(await passwordStep(account, ownAddress()), "totp", totpCode(secret))).status,
    ).toBe(200);
  });
});
