import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures/test";
import { demoAdmin, newClientAccount, signInAs, signUpViaApi } from "./fixtures/accounts";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`,
    ),
  ).toEqual([]);
}

test("the account pages have no accessibility violations, signed out", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/portal");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Phone" }).click();
  await expectNoAxeViolations(page);
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("settings, not-allowed and admin pages have no accessibility violations", async ({ page }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page.request, newClientAccount("Apio"));
  await page.goto("/portal/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("list", { name: "Signed-in devices" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin-status");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signInAs(page.context(), demoAdmin("mbarara"));
  await page.goto("/admin-status");
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Crisis response, last 30 days" })).toBeVisible();
  await expect(page.getByText("Median first response")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin-dashboard/team");
  await expect(page.getByRole("heading", { name: "Invite someone to the team" })).toBeVisible();
  await expectNoAxeViolations(page);
});
