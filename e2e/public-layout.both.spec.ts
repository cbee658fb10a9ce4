import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { isPhone, openDisplaySetting } from "./fixtures/public-site";

// These specs stub and slow down requests; the offline service worker would answer them first.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test("the top navigation has the spec's labels and a stronger background after 20 px", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(
    header.getByRole("link", { name: isPhone() ? "Portal" : "Client Portal", exact: true }),
  ).toHaveAttribute("href", "/portal");
  if (isPhone()) await header.getByRole("button", { name: "Open menu" }).click();
  const nav = header.getByRole("navigation", { name: "Main navigation" });
  for (const [label, href] of [
    ["Home", "/"],
    ["About Us", "/about"],
    ["Services", "/services"],
    ["Impact", "/impact"],
  ] as const) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  if (isPhone()) await page.keyboard.press("Escape");

  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  const before = await background();
  await page.evaluate(() => window.scrollTo(0, 15));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect.poll(background).not.toBe(before);
});

test("the bell tells a visitor to sign in for notifications", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Notifications" }).click();
  const popover = page.getByRole("dialog", { name: "Notifications" });
  await expect(popover.getByText("Sign in to receive notifications")).toBeVisible();
  await expect(popover.getByText("Get updates on your applications and messages")).toBeVisible();
});

test("the language switch turns the site Swahili, and it stays so after a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private HIV care that comes to you");
  const group = await openDisplaySetting(page, "Language");
  await group.getByRole("button", { name: "Kiswahili" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Huduma ya VVU kwa siri, inakufikia ulipo",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page.getByRole("link", { name: "Anza Leo" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("sw");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Huduma ya VVU kwa siri, inakufikia ulipo",
  );
  await expect(page.getByRole("contentinfo")).toContainText("Viungo vya Haraka");
});

test("the language switch offers Luganda, and the site stays in it after a reload", async ({ page }) => {
  await page.goto("/services");
  const group = await openDisplaySetting(page, "Language");
  await group.getByRole("button", { name: "Luganda" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "lg");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Our Services");
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("lg");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Obujjanjabi bwa HIV mu kyama, nga bukusanga gy'oli",
  );
  await expect(page.getByRole("link", { name: "Tandika Leero" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Amakubo ag'amangu");
});

test("the theme is light, dark or system, and the choice is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBeNull();

  let group = await openDisplaySetting(page, "Theme");
  await expect(group.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
  await group.getByRole("button", { name: "Dark" }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/dark/);

  group = await openDisplaySetting(page, "Theme");
  await group.getByRole("button", { name: "System" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("system");
});

test("the top progress bar shows on navigation to a page, not to the root", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Slow the next page's code down so the bar can be seen filling.
  await page.route("**/assets/services-page-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const bar = page.getByTestId("nav-progress");
  await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
  await expect(bar).toBeAttached();
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  await expect(bar).not.toBeAttached();

  await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private HIV care that comes to you");
  await expect(bar).not.toBeAttached();
});

test("the footer links, services anchors and contact details come from configuration", async ({ page }) => {
  const config = await (await page.request.get("/api/config")).json();
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [label, href] of [
    ["Home", "/"],
    ["About Us", "/about"],
    ["Services", "/services"],
    ["Client Portal", "/portal"],
    ["Impact & Results", "/impact"],
    ["ART Delivery", "/services#delivery"],
    ["PrEP Services", "/services#prevention"],
    ["HIV Testing", "/services#testing"],
    ["Peer Support", "/services#peer-support"],
    ["Health Tracking", "/services#tracking"],
    ["Health Education", "/services#education"],
    ["Privacy Policy", "/privacy-policy"],
    ["Terms & Conditions", "/terms-conditions"],
    ["Cookie Policy", "/cookie-policy"],
    ["Accessibility", "/accessibility"],
  ] as const) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText(config.contact.phone);
  await expect(footer).toContainText(config.contact.email);
  await expect(footer).toContainText(`${config.siteName}. All rights reserved.`);
  // Development defaults are visibly placeholders, social links included.
  expect(config.contact.configured).toBe(false);
  await expect(footer.getByText("Facebook")).toBeVisible();
  await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveCount(0);

  await footer.getByRole("link", { name: "Peer Support", exact: true }).click();
  await expect(page).toHaveURL(/\/services#peer-support$/);
  await expect(page.locator("#peer-support")).toBeInViewport();
});
