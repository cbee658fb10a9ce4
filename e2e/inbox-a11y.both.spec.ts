/** No axe violations on the portal's request screens, the admin dashboard and the testimonial dialog. */
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin, newClientAccount, signUpViaApi, type Account } from "./fixtures/accounts";
import { actAs } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";
import { expectNoViolations } from "./fixtures/axe";

/** A client with one answered request, so every list has something in it. */
async function clientWithAnsweredRequest(page: Page): Promise<Account> {
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
  const { id } = await created.json();
  await actAs(page, demoAdmin("masaka"));
  const { items } = await (await page.request.get("/api/admin/inbox?type=application")).json();
  const item = items.find((entry: { data: { application_id: string } }) => entry.data.application_id === id);
  await page.request.post(`/api/admin/inbox/application/${item.id}/status`, {
    data: { status: "in_review", note: "We will call you tomorrow." },
  });
  await page.request.post(`/api/admin/inbox/application/${item.id}/reply`, {
    data: { message: "Thank you. A peer navigator will call you tomorrow morning." },
  });
  await actAs(page, client);
  return client;
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await skipSplash(page);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("the portal's requests, form and errors have no violations", async ({ page }) => {
      await clientWithAnsweredRequest(page);
      await page.goto("/portal");
      await expect(
        page.getByRole("region", { name: "Messages" }).getByText(/A peer navigator/),
      ).toBeVisible();
      await expect(
        page.getByRole("region", { name: "My requests" }).getByText("Being looked at").first(),
      ).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole("button", { name: "Choose a service" }).click();
      await page.getByRole("radio", { name: /ART delivery/ }).check();
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText("Please check the highlighted fields.")).toBeVisible();
      await expectNoViolations(page);
    });

    test("the dashboard's inbox, item, testimonials and audit log have no violations", async ({ page }) => {
      await clientWithAnsweredRequest(page);
      await actAs(page, demoAdmin("masaka"));
      await page.goto("/admin-dashboard");
      const rows = page.getByRole("list", { name: "Inbox items" }).getByRole("button");
      await expect(rows.first()).toBeVisible();
      await expectNoViolations(page);

      await rows.first().click();
      await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Replies" })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole("tab", { name: "Testimonials" }).click();
      await expect(page.getByRole("heading", { name: "Testimonials" })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole("tab", { name: "Audit log" }).click();
      await expect(
        page.getByRole("tabpanel", { name: "Audit log" }).getByRole("listitem").first(),
      ).toBeVisible();
      await expectNoViolations(page);
    });

    test("the Share Your Experience dialog has no violations", async ({ page }) => {
      await signUpViaApi(page.request, newClientAccount("Grace"));
      await page.goto("/");
      await page.getByRole("button", { name: "Share testimonial" }).click();
      await expect(page.getByRole("dialog", { name: "Share Your Experience" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
