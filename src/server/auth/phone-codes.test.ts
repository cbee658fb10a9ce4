/**
 * SMS codes (decision 062): kept only as a keyed hash, and limited per number: after 10
 * wrong codes within the hour every code is refused, however many fresh codes were sent
 * and from whatever address, until the hour has passed; a right code clears the count.
 */
import { describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { useHarness } from "../test/harness";
import { rateLimit, verification } from "../db/schema";
import { CODES_SENT } from "./attempt-limiter";
import { latestMessage, latestSmsCode, ownAddress, phoneSignIn } from "../test/auth";

const h = useHarness();

let phoneCounter = 200000;
const newPhone = () => `+2567020${(phoneCounter++).toString().slice(-5)}`;

/** Sends a sign-in code; the per-number sending limit is not what these tests are about. */
async function sendCode(phone: string, path = "/api/auth/phone-number/send-otp") {
  await h.deps.auth.limiter.reset(CODES_SENT, `sms:${phone}`);
  const sent = await h.request(path, { method: "POST", json: { phoneNumber: phone }, address: ownAddress() });
  expect(sent.status).toBe(200);
  return latestSmsCode(h, phone);
}

const verify = (phone: string, code: string) =>
  h.request("/api/auth/phone-number/verify", {
    method: "POST",
    json: { phoneNumber: phone, code },
    address: ownAddress(),
  });

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("SMS codes at rest", () => {
  it("are stored only as a hash: the row does not hold the code, which still works", async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const rows = await h.deps.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `phone-number-otp-${phone}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).not.toContain(code);
    expect(rows[0]!.value).toMatch(/^[\w-]{43}:0$/);
    expect((await verify(phone, code)).status).toBe(200);
  });

  it("are stored only as a hash for a password reset too", async () => {
    const phone = newPhone();
    await phoneSignIn(h, phone);
    const code = await sendCode(phone, "/api/auth/phone-number/request-password-reset");
    const [row] = await h.deps.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `phone-number-reset-${phone}`));
    expect(row?.value).not.toContain(code);
    const reset = await h.request("/api/auth/phone-number/reset-password", {
      method: "POST",
      json: { phoneNumber: phone, otp: code, newPassword: "a phone owner's passphrase" },
      address: ownAddress(),
    });
    expect(reset.status).toBe(200);
  });

  it("keep the reset link's token out of the database: its row is found by a hash", async () => {
    const account = await h.createUser();
    await h.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: account.email, redirectTo: "/reset-password" },
      address: ownAddress(),
    });
    const token = /token=([\w-]+)/.exec((await latestMessage(h, account.email, "email")).body)![1]!;
    const rows = await h.deps.db.select().from(verification).where(eq(verification.value, account.id));
    expect(rows.map((row) => row.identifier).join(" ")).not.toContain(token);
    const reset = await h.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a reset by link passphrase" },
      address: ownAddress(),
    });
    expect(reset.status).toBe(200);
  });
});

describe("wrong SMS codes for one number", () => {
  it("lock the number after 10, across fresh codes and addresses, until the hour has passed", async () => {
    const phone = newPhone();
    let wrong = 0;
    while (wrong < 10) {
      const code = await sendCode(phone);
      for (let tries = 0; tries < 3 && wrong < 10; tries++, wrong++)
        expect((await verify(phone, wrongFor(code))).status).toBe(400);
    }

    // A fresh code, the right one, from another address: refused, and so is a reset code.
    const right = await sendCode(phone);
    const refused = await verify(phone, right);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(55 * 60);
    expect((await refused.json()).error).toEqual({
      code: "rate_limited",
      message: "Too many attempts. Please wait 60 minutes and try again.",
    });
    const resetCode = await sendCode(phone, "/api/auth/phone-number/request-password-reset");
    const reset = await h.request("/api/auth/phone-number/reset-password", {
      method: "POST",
      json: { phoneNumber: phone, otp: resetCode, newPassword: "a locked out passphrase" },
      address: ownAddress(),
    });
    expect(reset.status).toBe(429);

    // Once the hour has passed, the right code works, and the count starts again.
    await h.deps.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 61 * 60_000 })
      .where(like(rateLimit.key, "acct:sms-code:%"));
    const later = await sendCode(phone);
    expect((await verify(phone, later)).status).toBe(200);
    const next = await sendCode(phone);
    expect((await verify(phone, wrongFor(next))).status).toBe(400);
    expect((await verify(phone, next)).status).toBe(200);
  });

  it("are counted per number: another number is not locked", async () => {
    const locked = newPhone();
    for (let batch = 0; batch < 4; batch++) {
      const code = await sendCode(locked);
      for (let tries = 0; tries < 3; tries++) await verify(locked, wrongFor(code));
    }
    const other = newPhone();
    expect((await verify(other, await sendCode(other))).status).toBe(200);
  });
});
