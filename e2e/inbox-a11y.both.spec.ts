/**
 * No axe violations on the portal's request screens, the team's workspace (list, a case in
 * both composer modes, a case that does not exist), the testimonials and audit pages, and
 * the testimonial dialog, each in the light and the dark theme.
 */
import { expect, test, type Page } from "./fixtures/test";
import { demoAdmin, newClientAccount, signUpViaApi, type Account } from "./fixtures/accounts";
import { actAs, casePage, findCase, isPhone } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";
import { expectNoViolationsInBothThemes } from "./fixtures/axe";

/** A client with one answered request (and a note on their case), so every list has something in it. */
async function clientWithAnsweredRequest(page: Page): Promise<{ client: Account; caseId: string }> {
  const client = newClientAccount("Amina Nakato");
  await signUpViaApi(page.request, client);
  const created = await page.request.post("/api/applications", {
    data: {
      service_type: "testing",
      full_name: "Amina Nakato",
      region: "masaka",
      delivery_preference: "clinic",
      medical_history: "Nothing special.",
      consent_data: true,
      consent_delivery: false,
    },
  });
  expect(created.status()).toBe(201);
  await actAs(page, demoAdmin("masaka"));
  const summary = await findCase(page.request, client.email);
  const { items } = await (await page.request.get(`/api/admin/cases/${summary.id}`)).json();
  await page.request.post(`/api/admin/inbox/application/${items[0].id}/status`, {
    data: { status: "in_review", note: "We will call you tomorrow." },
  });
  await page.request.post(`/api/admin/cases/${summary.id}/notes`, {
    data: { text: "Call in the morning, she works afternoons." },
  });
  await page.request.post(`/api/admin/cases/${summary.id}/replies`, {
    data: { text: "Thank you. A peer navigator will call you tomorrow morning." },
  });
  // A change with details, so the audit log shows a case link followed by text.
  await page.request.post(`/api/admin/cases/${summary.id}/state`, { data: { state: "waiting" } });
  await actAs(page, client);
  return { client, caseId: summary.id };
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await skipSplash(page);
});

test("the portal's requests, form and errors have no violations", async ({ page }) => {
  await clientWithAnsweredRequest(page);
  await page.goto("/portal");
  await expect(page.getByText(/A peer navigator will call you/).first()).toBeVisible();
  await expect(
    page.getByRole("region", { name: "My requests" }).getByText("Being looked at").first(),
  ).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await page.getByRole("button", { name: "Choose a service" }).click();
  await page.getByRole("radio", { name: /ART delivery/ }).check();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Please check the highlighted fields.")).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});

test("the workspace, a case, testimonials and the audit log have no violations", async ({ page }) => {
  const { caseId } = await clientWithAnsweredRequest(page);
  await actAs(page, demoAdmin("masaka"));
  await page.goto("/admin-dashboard");
  const rows = page.getByRole("list", { name: "Cases" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  // The filters fold away on a phone; open, they are checked too.
  if (isPhone(page)) await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByLabel("Priority")).toBeVisible();
  await page.getByRole("button", { name: /^Overdue/ }).click();
  await expect(page.getByRole("heading", { name: "Overdue cases" })).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await page.goto(`/admin-dashboard/cases/${caseId}`);
  const view = casePage(page);
  await expect(view.thread.getByText(/A peer navigator will call you/)).toBeVisible();
  await expect(view.thread.getByText("Internal note — the client never sees this")).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await view.composer.getByRole("radio", { name: "Internal note" }).check();
  await view.composer.getByRole("button", { name: "Add note" }).click();
  await expect(view.composer.getByText("Please write something first.")).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await page.goto("/admin-dashboard/cases/00000000-0000-4000-8000-000000000000");
  await expect(
    page.getByRole("heading", { name: "This case does not exist or is not in your region" }),
  ).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await page.goto("/admin-dashboard/testimonials");
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pending" })).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await page.goto("/admin-dashboard/audit");
  await expect(page.getByRole("list", { name: "Audit entries" }).getByRole("listitem").first()).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});

test("the Share Your Experience dialog has no violations", async ({ page }) => {
  await signUpViaApi(page.request, newClientAccount("Grace"));
  await page.goto("/");
  await page.getByRole("button", { name: "Share testimonial" }).click();
  await expect(page.getByRole("dialog", { name: "Share Your Experience" })).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});
