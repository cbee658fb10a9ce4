/**
 * The overdue view (issue 16): an urgent case left waiting over an hour is overdue, and
 * shows so in the team's workspace; a reply takes it off the list. The server's clock is
 * moved, so this spec runs on its own (playwright.config.ts).
 */
import { expect, test } from "./fixtures/test";
import { demoAdmin } from "./fixtures/accounts";
import { actAs, findCase, kampalaVisitorAsksForAPerson, searchCases } from "./fixtures/inbox";
import { MINUTE_MS, advanceServerClock } from "./fixtures/reminders";
import { skipSplash } from "./fixtures/splash";

test("an urgent case waiting over an hour is overdue until the team answers", async ({ page }) => {
  await skipSplash(page);
  // An anonymous visitor asks iCare for a person: an urgent case, answered by SMS.
  const phone = await kampalaVisitorAsksForAPerson(page.request, "Please call me, I am not safe at home");

  await actAs(page, demoAdmin("kampala"));
  const ours = await findCase(page.request, phone.e164);
  expect(ours).toMatchObject({ priority: "urgent", overdue: false });
  await page.goto("/admin-dashboard?view=overdue");
  await searchCases(page, phone.e164);
  await expect(page.getByText("No cases match this search and these filters.")).toBeVisible();

  // An hour and a minute later it is overdue: in the overdue view, marked so.
  await advanceServerClock(page.request, 61 * MINUTE_MS);
  // A reload keeps the search (the history entry holds it).
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search cases" })).toHaveValue(phone.e164);
  const row = page.getByRole("list", { name: "Cases" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${ours.number}`);
  await expect(row).toContainText("Overdue");
  await expect(page.getByRole("button", { name: /^Overdue: \d+ cases?$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A reply stops the wait: the case leaves the overdue view.
  const replied = await page.request.post(`/api/admin/cases/${ours.id}/replies`, {
    data: { text: "We will call you in ten minutes." },
  });
  expect(replied.status()).toBe(201);
  await page.reload();
  await expect(page.getByText("No cases match this search and these filters.")).toBeVisible();
});
