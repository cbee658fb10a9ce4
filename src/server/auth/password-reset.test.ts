import { describe, expect, it } from "vitest";
import { useHarness } from "../test/harness";
import { latestMessage, latestSmsCode, phoneSignIn, signInRequest } from "../test/auth";

const h = useHarness();

describe("password reset by e-mail", () => {
  it("mails a one-time link to /reset-password that sets a new password and ends old sessions", async () => {
    const account = await h.createUser();
    const requested = await h.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: account.email, redirectTo: "/reset-password" },
    });
    expect(requested.status).toBe(200);
    const mail = await latestMessage(h, account.email, "email");
    expect(mail.subject).toBe("Reset your password");
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();

    const reset = await h.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a brand new passphrase" },
    });
    expect(reset.status).toBe(200);
    expect((await h.request("/api/me", { as: account })).status).toBe(401);
    expect((await signInRequest(h, account.email, account.password)).status).toBe(401);
    expect((await signInRequest(h, account.email, "a brand new passphrase")).status).toBe(200);

    const again = await h.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "yet another passphrase" },
    });
    expect(again.status).toBe(400);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const response = await h.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: "nobody.here@example.com" },
    });
    expect(response.status).toBe(200);
    await expect(latestMessage(h, "nobody.here@example.com", "email")).rejects.toThrow();
  });

  it("clears the wrong-password lock of the account", async () => {
    const account = await h.createUser();
    for (let attempt = 1; attempt <= 4; attempt++) await signInRequest(h, account.email, "wrong wrong wrong");
    expect((await signInRequest(h, account.email, account.password)).status).toBe(429);
    await h.request("/api/auth/request-password-reset", { method: "POST", json: { email: account.email } });
    const token = /token=([\w-]+)/.exec((await latestMessage(h, account.email, "email")).body)?.[1];
    await h.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "a fresh start passphrase" },
    });
    expect((await signInRequest(h, account.email, "a fresh start passphrase")).status).toBe(200);
  });

  it("refuses a common new password", async () => {
    const response = await h.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: "whatever", newPassword: "qwertyuiop" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe("newPassword");
  });
});

describe("password reset by phone", () => {
  it("sends a code by SMS that sets a password for the phone account", async () => {
    const phone = "+256702555444";
    await phoneSignIn(h, phone);
    const requested = await h.request("/api/auth/phone-number/request-password-reset", {
      method: "POST",
      json: { phoneNumber: "0702 555 444" },
    });
    expect(requested.status).toBe(200);
    const code = await latestSmsCode(h, phone);
    const reset = await h.request("/api/auth/phone-number/reset-password", {
      method: "POST",
      json: { phoneNumber: phone, otp: code, newPassword: "my phone passphrase" },
    });
    expect(reset.status).toBe(200);
    const signedIn = await h.request("/api/auth/sign-in/phone-number", {
      method: "POST",
      json: { phoneNumber: "0702555444", password: "my phone passphrase" },
    });
    expect(signedIn.status).toBe(200);
  });
});
