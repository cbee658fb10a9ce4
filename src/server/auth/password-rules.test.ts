/**
 * New passwords on the server (decision 062): zxcvbn with the maintained list of common
 * passwords, and nothing of the person's own (e-mail, its local part, phone number in
 * any written form), on every path that sets one: sign-up, reset by link or by SMS, change.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useHarness, type TestUser } from "../test/harness";
import { user } from "../db/schema";
import { latestMessage, latestSmsCode, ownAddress, phoneSignIn, signUpRequest } from "../test/auth";

const h = useHarness();

/** Fifty of the passwords of 8 characters or more found most often in public breach lists. */
const COMMON = [
  "12345678", "123456789", "1234567890", "password", "password1", "password123", "iloveyou",
  "princess", "sunshine", "qwertyuiop", "football", "baseball", "welcome1", "superman", "trustno1",
  "starwars", "whatever", "11111111", "88888888", "computer", "passw0rd", "qwerty123", "1q2w3e4r",
  "zaq12wsx", "asdfghjkl", "babygirl1", "lovely123", "monkey123", "dragon123", "shadow123",
  "master123", "letmein123", "charlie1", "jordan23", "freedom1", "987654321", "qazwsxedc",
  "samantha", "butterfly", "chocolate", "basketball", "pokemon1", "naruto123", "Password1",
  "P@ssw0rd1", "iloveyou2", "liverpool", "arsenal123", "michael1", "jessica1",
]; // prettier-ignore

let counter = 0;
const newEmail = (local = `rules${++counter}.${Date.now().toString(36)}`) => `${local}@example.com`;

async function refusal(response: Response) {
  const body = (await response.json()) as { code?: string; field?: string };
  return { status: response.status, code: body.code, field: body.field };
}

const changePassword = (account: TestUser, newPassword: string) =>
  h.request("/api/auth/change-password", {
    method: "POST",
    as: account,
    json: { currentPassword: account.password, newPassword },
  });

describe("a new password", () => {
  it("is refused when it is one of fifty common passwords, naming the field", async () => {
    const accepted: string[] = [];
    for (const password of COMMON) {
      const response = await signUpRequest(h, { name: "Amina", email: newEmail(), password });
      if (response.status === 200) accepted.push(password);
      else
        expect(await refusal(response), password).toEqual({
          status: 400,
          code: "PASSWORD_TOO_COMMON",
          field: "password",
        });
    }
    expect(accepted).toEqual([]);
  });

  it("is refused when it is, or contains, the e-mail or a long enough local part of it", async () => {
    const exact = newEmail("wanjiku.nambi");
    expect(await refusal(await signUpRequest(h, { name: "W", email: exact, password: exact }))).toEqual({
      status: 400,
      code: "PASSWORD_CONTAINS_IDENTITY",
      field: "password",
    });
    const containing = newEmail("wanjiku.nambi2");
    expect(
      await refusal(
        await signUpRequest(h, { name: "W", email: containing, password: "hello wanjiku.nambi2 friend" }),
      ),
    ).toEqual({ status: 400, code: "PASSWORD_CONTAINS_IDENTITY", field: "password" });
    // A short local part is a common word: only the whole password may not be it.
    const short = `amina@r${++counter}.example.com`;
    expect(
      (await signUpRequest(h, { name: "A", email: short, password: "amina walks to the market" })).status,
    ).toBe(200);
  });

  it("is refused when a change puts the account's phone number in it, in the +256 or the 0 form", async () => {
    const account = await h.createUser();
    await h.deps.db.update(user).set({ phoneNumber: "+256772345678" }).where(eq(user.id, account.id));
    for (const password of ["ring me on 0772345678 soon", "ring me on +256772345678 soon"]) {
      expect(await refusal(await changePassword(account, password)), password).toEqual({
        status: 400,
        code: "PASSWORD_CONTAINS_IDENTITY",
        field: "newPassword",
      });
    }
  });

  it("is refused when a reset by link puts the account's own e-mail in it", async () => {
    const account = await h.createUser({ email: newEmail("mukasa.brian") });
    await h.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: account.email, redirectTo: "/reset-password" },
      address: ownAddress(),
    });
    const token = /token=([\w-]+)/.exec((await latestMessage(h, account.email, "email")).body)?.[1];
    const reset = await h.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "mukasa.brian forever and ever" },
      address: ownAddress(),
    });
    expect(await refusal(reset)).toEqual({
      status: 400,
      code: "PASSWORD_CONTAINS_IDENTITY",
      field: "newPassword",
    });
  });

  it("is refused when a reset by SMS code puts the number in it", async () => {
    const phone = "+256703456789";
    await phoneSignIn(h, phone);
    await h.request("/api/auth/phone-number/request-password-reset", {
      method: "POST",
      json: { phoneNumber: phone },
      address: ownAddress(),
    });
    const reset = await h.request("/api/auth/phone-number/reset-password", {
      method: "POST",
      json: {
        phoneNumber: phone,
        otp: await latestSmsCode(h, phone),
        newPassword: "0703456789 is my number",
      },
      address: ownAddress(),
    });
    expect(await refusal(reset)).toEqual({
      status: 400,
      code: "PASSWORD_CONTAINS_IDENTITY",
      field: "newPassword",
    });
  });

  it("is accepted at 8 characters with no word or pattern in it, and as a long passphrase", async () => {
    for (const password of ["k9#Lm2!q", "the river at jinja is wide and slow"]) {
      expect((await signUpRequest(h, { name: "Okello", email: newEmail(), password })).status, password).toBe(
        200,
      );
    }
    expect(
      await refusal(await signUpRequest(h, { name: "Okello", email: newEmail(), password: "k9#Lm2!" })),
    ).toEqual({ status: 400, code: "PASSWORD_TOO_SHORT", field: "password" });
  });
});
