import { expect, test } from "./fixtures/test";
import { latestOutboxMessage, linkIn, newClientAccount } from "./fixtures/accounts";

test("a new visitor signs up, confirms the address, sees their name, signs out and signs in again", async ({
  page,
}) => {
  const account = newClientAccount("Nakato");
  await page.goto("/portal");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  // The same words for a new address and a known one (decision 062).
  await expect(page.getByText(`We sent a message to ${account.email}.`)).toBeVisible();

  const mail = await latestOutboxMessage(account.email, "email");
  await page.goto(linkIn(mail.body));
  await expect(page.getByText("Your e-mail address is confirmed. Sign in to continue.")).toBeVisible();
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Nakato" })).toBeVisible();
  await expect(page).toHaveTitle(/^Account · /);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Nakato" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Welcome, Nakato" })).toBeVisible();
});

test("a wrong password is refused with a clear message", async ({ page }) => {
  const account = newClientAccount();
  await page.request.post("/api/auth/sign-up/email", {
    data: { name: account.name, email: account.email, password: account.password },
  });
  await page.context().clearCookies();
  await page.goto("/portal");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill("not the right one");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("do not match");
});
