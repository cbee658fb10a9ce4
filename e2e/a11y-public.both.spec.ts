import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { openDisplaySetting, SITE_PAGES } from "./fixtures/public-site";
import { expectNoViolationsInBothThemes } from "./fixtures/axe";

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

for (const path of SITE_PAGES) {
  test(`${path} has no accessibility violations, light and dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Lazy images and late sections in place, as a reader scrolling down would see them.
    await page.waitForLoadState("networkidle");
    await expectNoViolationsInBothThemes(page);
  });
}

test("the service modal has no violations, light and dark", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Learn more about ART Delivery" }).click();
  await expect(page.getByRole("dialog", { name: "ART Delivery" })).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});

test("the notification bell has no violations, light and dark", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});

test("the display settings have no violations, light and dark", async ({ page }) => {
  await page.goto("/");
  await openDisplaySetting(page, "Theme");
  await expectNoViolationsInBothThemes(page);
});

test("the contact form with its errors has no violations, light and dark", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please write your message.")).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});
