/**
 * The resources directory's admin page (decision 070), at a desk's width: Masaka's lead
 * fills in the opening hours of the service's own Masaka location, a placeholder, and sees
 * them on the page; Kampala's second navigator, who is not a lead, reads the directory
 * without any control that would be refused. Both pages pass axe.
 */
import { expect, test, type Page } from "./fixtures/test";
import { demoAdmin, secondKampalaAdmin, signInAs } from "./fixtures/accounts";
import { expectNoViolations } from "./fixtures/axe";
import { skipSplash } from "./fixtures/splash";

const masakaEntry = (page: Page) =>
  page.getByRole("list", { name: "Masaka" }).getByRole("article", { name: /HIVCare Masaka/ });

test("a lead admin fills in the hours of the Masaka location and sees them on the page", async ({ page }) => {
  await skipSplash(page);
  await signInAs(page.context(), demoAdmin("masaka"));
  await page.goto("/admin-dashboard/directory");
  await expect(page.getByRole("heading", { level: 1, name: "Directory" })).toBeVisible();
  const entry = masakaEntry(page);
  await expect(entry.getByText("Placeholder", { exact: true })).toBeVisible();
  await expect(entry.getByText("To be filled in by the operator", { exact: true })).toHaveCount(3);
  await expectNoViolations(page);

  await entry.getByRole("button", { name: "Edit (HIVCare Masaka)" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit HIVCare Masaka" });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  const hours = dialog.getByLabel("Opening hours (optional)");
  await hours.fill("Mon-Sat 9:00-16:00");
  await hours.press("Enter");
  await expect(dialog).toBeHidden();

  await expect(entry).toContainText("Opening hoursMon-Sat 9:00-16:00");
  await expect(entry.getByText("To be filled in by the operator", { exact: true })).toHaveCount(2);
  // Only the hours changed: the entry stays a placeholder until the operator confirms it.
  await expect(entry.getByText("Placeholder", { exact: true })).toBeVisible();
  await page.reload();
  await expect(masakaEntry(page)).toContainText("Opening hoursMon-Sat 9:00-16:00");
});

test("an admin who is not a lead reads the directory with no edit controls", async ({ page }) => {
  await skipSplash(page);
  await signInAs(page.context(), secondKampalaAdmin());
  await page.goto("/admin-dashboard/directory");
  await expect(page.getByRole("heading", { level: 1, name: "Directory" })).toBeVisible();
  await expect(masakaEntry(page)).toBeVisible();
  await expect(page.getByRole("list", { name: "Kampala" }).getByRole("article").first()).toBeVisible();
  await expect(page.getByTestId("directory-powers")).toHaveText(
    "Only a lead admin changes the directory. You can read all of it.",
  );
  await expect(page.getByRole("button", { name: /^(Edit|Delete|Add an entry)/ })).toHaveCount(0);
  await expectNoViolations(page);
});
