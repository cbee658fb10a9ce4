import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { STATED_IMPACT_FIGURES } from "../src/web/test/expected-content";

// These specs stub and slow down requests; the offline service worker would answer them first.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

for (const path of ["/about", "/contact", "/about-contact"]) {
  test(`${path} is the about and contact page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About HIVCare");
    await expect(page).toHaveTitle("About Us · HIVCare");
    for (const heading of [
      "Our Mission",
      "Our Story",
      "Our Team: Peer Navigators at the Heart",
      "Our Values",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeAttached();
    }
    const contact = page.getByRole("main").getByRole("region", { name: "Contact Us" });
    await expect(contact.getByRole("heading", { name: "Send Us a Message" })).toBeAttached();
    await expect(contact.getByText("24/7 support line")).toBeAttached();
    if (path === "/contact")
      await expect(contact.getByRole("heading", { name: "Contact Us" })).toBeInViewport();
  });
}

test("/services lists the six services under the footer's anchors", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await expect(page).toHaveTitle("Our Services · HIVCare");
  for (const [anchor, title] of [
    ["delivery", "ART Delivery"],
    ["prevention", "PrEP Services"],
    ["testing", "HIV Testing"],
    ["peer-support", "Peer Support"],
    ["tracking", "Health Tracking"],
    ["education", "Health Education"],
  ] as const) {
    await expect(page.locator(`#${anchor}`).getByRole("heading", { level: 2 })).toHaveText(title);
  }
  await page.getByRole("button", { name: "Learn more about PrEP Services" }).click();
  await expect(page.getByRole("dialog", { name: "PrEP" })).toContainText("HIV-negative status");
});

test("a services anchor opens at its section; an old one with a health word is replaced", async ({
  page,
}) => {
  await page.goto("/services#tracking");
  await expect(page.locator("#tracking")).toBeInViewport();
  await page.goto("/services#health-tracking");
  await expect(page).toHaveURL(/\/services#tracking$/);
  await expect(page.locator("#tracking")).toBeInViewport();
});

test("/impact shows the spec's figures as the service's stated ones, apart from the counted ones", async ({
  page,
}) => {
  await page.goto("/impact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Impact");
  await expect(page).toHaveTitle("Impact & Results · HIVCare");
  const stated = page.getByRole("region", { name: "What the service reports" });
  await expect(stated).toContainText("These are the programme's stated results");
  for (const [value, label] of STATED_IMPACT_FIGURES) {
    const figure = stated.getByRole("listitem").filter({ hasText: label });
    await expect(figure).toContainText(value);
  }
  // The records' own count, or a plain "too few": never a small number under the claims.
  const counted = page.getByRole("region", { name: "Counted from our records" });
  await expect(counted.getByText(/^Too few records yet|^People served$/)).toBeVisible({ timeout: 20_000 });
  await expect(counted).not.toContainText("200+");
});

for (const [path, title, firstHeading] of [
  ["/privacy-policy", "Privacy Policy", null],
  ["/terms-conditions", "Terms & Conditions", null],
  ["/cookie-policy", "Cookie Policy", null],
  ["/accessibility", "Accessibility Statement", "Our commitment"],
] as const) {
  test(`${path} has its full text`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · HIVCare`);
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    const sections = page.getByRole("article").getByRole("heading", { level: 2 });
    expect(await sections.count()).toBeGreaterThanOrEqual(5);
    if (firstHeading) await expect(sections.first()).toHaveText(firstHeading);
    // The configured product name is filled in; no placeholder braces are left.
    await expect(page.getByRole("article")).not.toContainText("{{");
  });
}

test("any other path shows the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle("Page not found · HIVCare");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a page that fails to load shows the router's fallback", async ({ page }) => {
  await page.goto("/");
  await page.route("**/assets/impact-page-*.js", (route) => route.abort());
  await page.getByRole("contentinfo").getByRole("link", { name: "Impact & Results" }).click();
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("Something went wrong. Please refresh the page.")).toBeVisible();
  // The rest of the site still works: the header is there to move on.
  await expect(page.getByRole("banner")).toBeVisible();
});
