import { expect, test } from "./fixtures/test";
import { newClientAccount, openConfirmationLink, signInOnPage, signUpOnPage } from "./fixtures/accounts";

test("a new visitor signs up, confirms the address, sees their name, signs out and signs in again", async ({
  page,
}) => {
  const account = newClientAccount("Nakato");
  await page.goto("/portal");
  await page.getByRole("button", { name: "Create an account" }).click();
  await signUpOnPage(page, account);

  await openConfirmationLink(page, account);
  await expect(page.getByText("Your e-mail address is confirmed. Sign in to continue.")).toBeVisible();
  await signInOnPage(page, account);
  await expect(page.getByRole("heading", { name: "Welcome, Nakato" })).toBeVisible();
  await expect(page).toHaveTitle(/^Account · /);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await signInOnPage(page, account);
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
  await signInOnPage(page, { email: account.email, password: "not the right one" });
  await expect(page.getByRole("alert")).toContainText("do not match");
});
