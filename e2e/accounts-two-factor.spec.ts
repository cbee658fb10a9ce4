import { expect, test, type Page } from "./fixtures/test";
import {
  codeIn,
  latestOutboxMessage,
  newClientAccount,
  openConfirmationLink,
  signInOnPage,
  signUpOnPage,
  totpCode,
} from "./fixtures/accounts";
import { healthWordsIn } from "../src/shared/domain/health-words";

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/portal");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
}

async function signOutHere(page: Page) {
  await page.goto("/portal/settings");
  await page.getByRole("button", { name: "Sign out on this device" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
}

test("sign up by e-mail, confirm, enrol two-step sign-in, and sign in with a code and a backup code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newClientAccount("Nalwoga");

  await test.step("sign up and confirm the e-mail from the outbox link", async () => {
    await page.goto("/portal");
    await page.getByRole("button", { name: "Create an account" }).click();
    // Sign-up signs nobody in (decision 062): the link comes first, then the sign-in.
    await signUpOnPage(page, account);

    const mail = await openConfirmationLink(page, account);
    expect(mail.subject).toBe("Confirm your e-mail address");
    await expect(page).toHaveURL(/\/portal\?verified=1$/);
    await expect(page.getByText("Your e-mail address is confirmed. Sign in to continue.")).toBeVisible();
    await signInOnPage(page, account);
    await expect(page.getByRole("heading", { name: "Welcome, Nalwoga" })).toBeVisible();
    await expect(page.getByText("we sent a link to")).toHaveCount(0);
  });

  let key = "";
  let backupCodes: string[] = [];
  await test.step("enrol TOTP in the settings: re-authenticate, scan, confirm, keep the backup codes", async () => {
    await page.goto("/portal/settings");
    await expect(page).toHaveTitle(/^Settings · /);
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
    await dialog.getByLabel("Your password").fill(account.password);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    key = (await page.getByTestId("totp-key").textContent()) ?? "";
    expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel("Code from the app").fill(totpCode(key));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const list = page.getByTestId("backup-codes");
    await expect(list.getByRole("listitem")).toHaveCount(10);
    backupCodes = await list.getByRole("listitem").allTextContents();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await expect(page.getByText("On", { exact: true })).toBeVisible();
  });

  await test.step("sign out, then sign in with the password and the app's code", async () => {
    await signOutHere(page);
    await signInWithPassword(page, account.email, account.password);
    await page.getByLabel("Code").fill(totpCode(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Nalwoga" })).toBeVisible();
  });

  await test.step("a backup code works once and only once", async () => {
    const code = backupCodes[0]!;
    for (const expected of ["works", "refused"] as const) {
      await signOutHere(page);
      await signInWithPassword(page, account.email, account.password);
      await page.getByRole("button", { name: "Use a backup code" }).click();
      await page.getByLabel("Backup code").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      if (expected === "works")
        await expect(page.getByRole("heading", { name: "Welcome, Nalwoga" })).toBeVisible();
      else await expect(page.getByRole("alert")).toContainText("already used");
    }
  });
});

test("phone sign-up with the SMS code, then sign-in again with a new code", async ({ page }) => {
  const { newPhoneNumber } = await import("./fixtures/accounts");
  const phone = newPhoneNumber();
  await page.goto("/portal");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByRole("button", { name: "Phone" }).click();
  await page.getByLabel("Name").fill("Auma");
  await page.getByLabel("Phone number").fill(phone.local);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone.e164}`)).toBeVisible();
  const sms = await latestOutboxMessage(phone.e164, "sms");
  expect(sms.body).toMatch(/^Your sign-in code is \d{6}\./);
  expect(healthWordsIn(sms.body)).toEqual([]);
  await page.getByLabel("Code", { exact: true }).fill(codeIn(sms.body));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Auma" })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/portal");
  await page.getByRole("button", { name: "Phone" }).click();
  await page.getByLabel("Phone number").fill(phone.e164);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByLabel("Code", { exact: true })).toBeVisible();
  let code = "";
  await expect(async () => {
    const latest = await latestOutboxMessage(phone.e164, "sms");
    expect(codeIn(latest.body)).not.toBe(codeIn(sms.body));
    code = codeIn(latest.body);
  }).toPass();
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Auma" })).toBeVisible();
});

test("a wrong code three times invalidates it", async ({ page }) => {
  const { newPhoneNumber } = await import("./fixtures/accounts");
  const phone = newPhoneNumber();
  await page.goto("/portal");
  await page.getByRole("button", { name: "Phone" }).click();
  await page.getByLabel("Phone number").fill(phone.local);
  await page.getByRole("button", { name: "Send me a code" }).click();
  const right = codeIn((await latestOutboxMessage(phone.e164, "sms")).body);
  const wrong = right === "000000" ? "111111" : "000000";
  const submit = async (code: string) => {
    await page.getByLabel("Code", { exact: true }).fill(code);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith("/api/auth/phone-number/verify"),
    );
    await page.getByRole("button", { name: "Continue" }).click();
    return (await answered).status();
  };
  for (let attempt = 1; attempt <= 3; attempt++) {
    expect(await submit(wrong)).toBe(400);
    await expect(page.getByRole("alert")).toContainText("not right");
  }
  expect(await submit(right)).toBe(403);
  await expect(page.getByRole("alert")).toContainText("no longer works");
  await expect(page.getByRole("heading", { name: /Welcome/ })).toHaveCount(0);
});
