import { describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { useHarness } from "../test/harness";
import { outbox, rateLimit, user, userProfiles } from "../db/schema";
import { sentTo } from "../adapters/messaging";
import {
  asCookie,
  confirmationLinkOf,
  cookiesOf,
  latestMessage,
  latestSmsCode,
  phoneSignIn,
  sendPhoneCode,
  signInRequest,
  signUpRequest,
  verifyPhoneCode,
} from "../test/auth";
import { healthWordsIn } from "@shared/domain/health-words";

const h = useHarness();

let phoneCounter = 100000;
const newPhone = () => `+2567010${(phoneCounter++).toString().slice(-5)}`;

const signIn = (email: string, password: string) => signInRequest(h, email, password);

describe("e-mail sign-up and verification", () => {
  it("mails a neutral confirmation link that verifies the address without signing in", async () => {
    const email = `confirm.${Date.now().toString(36)}@example.com`;
    expect(
      (await signUpRequest(h, { name: "Amina", email, password: "a long test passphrase" })).status,
    ).toBe(200);
    const mail = await latestMessage(h, email, "email");
    expect(mail.subject).toBe("Confirm your e-mail address");
    expect(healthWordsIn(`${mail.subject} ${mail.body.split("\n")[0]}`)).toEqual([]);
    const opened = await h.request(await confirmationLinkOf(h, email));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toContain("/portal?verified=1");
    expect(cookiesOf(opened)).not.toContain("session_token");
    const [row] = await h.deps.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  it("signs in once the address is confirmed (decision 062; sign-up.test.ts has the rest)", async () => {
    const account = await h.createUser();
    const response = await signIn(account.email, account.password);
    expect(response.status).toBe(200);
  });

  it("refuses common and short passwords, naming the field", async () => {
    for (const password of ["password123", "short"]) {
      const response = await h.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name: "Amina", email: `weak.${password}@example.com`, password },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe("password");
    }
  });

  it("refuses the reserved placeholder domain", async () => {
    const response = await h.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "X", email: "256772000000@phone.invalid", password: "a long test passphrase" },
    });
    expect(response.status).toBe(400);
  });
});

describe("per-account limit of wrong passwords", () => {
  it("answers the 4th wrong password within the window with 429 and Retry-After", async () => {
    const account = await h.createUser();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(account.email, "not the password at all")).status).toBe(401);
    }
    const fourth = await signIn(account.email, "not the password at all");
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(800);
    const body = await fourth.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/wait 15 minutes/);
    // Even the right password waits: otherwise the limit would tell a guesser when they hit.
    expect((await signIn(account.email, account.password)).status).toBe(429);
    // The keys hold no address.
    const rows = await h.deps.db.select().from(rateLimit).where(like(rateLimit.key, "acct:%"));
    expect(rows.map((row) => row.key).join(" ")).not.toContain(account.email);
  });

  it("is per account: another account on the same address still signs in", async () => {
    const victim = await h.createUser();
    const other = await h.createUser();
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(victim.email, "wrong wrong wrong");
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it("lets the account in again once the window has passed", async () => {
    const account = await h.createUser();
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(account.email, "wrong wrong wrong");
    await h.deps.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - 16 * 60_000 })
      .where(like(rateLimit.key, "acct:sign-in:%"));
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const account = await h.createUser();
    for (let attempt = 1; attempt <= 2; attempt++) await signIn(account.email, "wrong wrong wrong");
    expect((await signIn(account.email, account.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await signIn(account.email, "wrong wrong wrong")).status).toBe(401);
  });
});

describe("phone number and SMS code", () => {
  it("normalises the number, sends a neutral code and opens a phone-only account", async () => {
    const phone = newPhone();
    const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    const sent = await sendPhoneCode(h, local);
    expect(sent.status).toBe(200);
    const sms = await latestMessage(h, phone, "sms");
    expect(sms.body).toMatch(/^Your sign-in code is \d{6}\./);
    expect(healthWordsIn(sms.body)).toEqual([]);
    const verified = await verifyPhoneCode(h, local, await latestSmsCode(h, phone));
    expect(verified.status).toBe(200);
    const body = await verified.json();
    expect(body.user.phoneNumber).toBe(phone);
    expect(body.user.email).toMatch(/@phone\.invalid$/);
    const me = await h.request("/api/me", { as: asCookie(cookiesOf(verified)) });
    expect(me.status).toBe(200);
    const [profile] = await h.deps.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, body.user.id));
    expect(profile?.role).toBe("user");
    // Nothing is ever mailed to the placeholder address.
    const mails = await h.deps.db.select().from(outbox).where(sentTo(h.deps.cipher, body.user.email));
    expect(mails).toEqual([]);
  });

  it("refuses a number that is not a Ugandan mobile, naming the field", async () => {
    const response = await sendPhoneCode(h, "+254712345678");
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe("phoneNumber");
  });

  it("invalidates a code after three wrong tries", async () => {
    const phone = newPhone();
    await sendPhoneCode(h, phone);
    const code = await latestSmsCode(h, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await verifyPhoneCode(h, phone, wrong)).status).toBe(400);
    }
    const right = await verifyPhoneCode(h, phone, code);
    expect(right.status).toBe(403);
    expect(cookiesOf(right)).not.toContain("session_token");
  });

  it("limits the codes sent to one number: the 4th within 15 minutes gets 429", async () => {
    const phone = newPhone();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await sendPhoneCode(h, phone)).status).toBe(200);
    }
    const fourth = await sendPhoneCode(h, phone);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBeTruthy();
  });

  it("signs an existing phone account in again", async () => {
    const phone = newPhone();
    const first = await phoneSignIn(h, phone);
    const again = await phoneSignIn(h, phone);
    expect((again.body as { user: { id: string } }).user.id).toBe(
      (first.body as { user: { id: string } }).user.id,
    );
  });
});

describe("per-address limits", () => {
  it("answer 429 with Retry-After in the contract's shape", async () => {
    const phone = newPhone();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 22; attempt++) {
      last = await h.request("/api/auth/phone-number/verify", {
        method: "POST",
        headers: { "x-forwarded-for": "10.9.9.9" },
        json: { phoneNumber: phone, code: "123456" },
      });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last!.json()).error.code).toBe("rate_limited");
  });
});

describe("answers about an account", () => {
  it("are never kept by a browser or proxy cache (the sign-in answer, linked accounts, the session)", async () => {
    const person = await h.createUser();
    const signedIn = await signIn(person.email, person.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    for (const path of ["/api/auth/list-accounts", "/api/auth/get-session"]) {
      const response = await h.request(path, { as: person });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
