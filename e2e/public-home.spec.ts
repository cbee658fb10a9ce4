import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { SAMPLE_TESTIMONIAL, STATED_IMPACT_FIGURES } from "../src/web/test/expected-content";

// These specs stub and slow down requests; the offline service worker would answer them first.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test("the home page shows every section of the spec", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("HIVCare");
  const main = page.getByRole("main");

  const hero = main.getByRole("region", { name: "Private HIV care that comes to you" });
  await expect(hero.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/portal");
  await expect(hero.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");

  const mission = main.getByRole("region", { name: "Our Mission" });
  await expect(mission.getByRole("heading", { name: "What the service reports" })).toBeVisible();
  for (const [value, label] of STATED_IMPACT_FIGURES) {
    await expect(mission.getByText(value, { exact: true })).toBeVisible();
    await expect(mission.getByText(label, { exact: true })).toBeVisible();
  }

  const why = main.getByRole("region", { name: "Why Choose HIVCare" });
  await expect(why.getByRole("listitem")).toHaveCount(6);
  await expect(
    main.getByRole("region", { name: "Care that fits your life" }).getByRole("listitem"),
  ).toHaveCount(6);

  const services = main.getByRole("region", { name: "Our Services" });
  for (const title of ["ART Delivery", "PrEP", "HIV Testing"]) {
    await expect(services.getByRole("heading", { name: title, exact: true })).toBeVisible();
    await expect(services.getByRole("button", { name: `Learn more about ${title}` })).toHaveText(
      "Learn More",
    );
  }

  const locations = main.getByRole("region", { name: "Where We Work" });
  for (const [city, region] of [
    ["Kampala", "Capital City"],
    ["Masaka", "Central Region"],
    ["Mbarara", "Western Region"],
    ["Fort Portal", "Western Region"],
  ] as const) {
    const card = locations.getByRole("listitem").filter({ has: page.getByRole("heading", { name: city }) });
    await expect(card).toContainText(region);
  }

  const partners = main.getByRole("region", { name: "Partnership Opportunities" });
  for (const heading of ["NGOs and civil society", "Logistics and pharmacies", "Technology partners"]) {
    await expect(partners.getByRole("heading", { name: heading })).toBeVisible();
  }

  const cta = main.getByRole("region", { name: "Ready to take the next step?" });
  await expect(cta.getByRole("link", { name: "Start Your Journey Today" })).toHaveAttribute(
    "href",
    "/portal",
  );
  await expect(cta.getByRole("link", { name: "Speak with Our Team" })).toHaveAttribute("href", "/contact");

  const faq = main.getByRole("region", { name: "Frequently Asked Questions" });
  await expect(faq.locator("details")).toHaveCount(10);
  await expect(faq.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(faq.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);

  const stories = main.getByRole("region", { name: "Stories From Our Community" });
  await expect(stories.getByRole("link", { name: "Sign in to share your testimonial" })).toHaveAttribute(
    "href",
    "/portal",
  );
});

test("testimonials come from the API, with an empty state", async ({ page }) => {
  let testimonials: unknown[] = [];
  await page.route("**/api/testimonials", (route) => route.fulfill({ json: { testimonials } }));
  // Asked for only as the section comes near the screen: a visitor who stays at the top
  // does not download them.
  const asked = () => page.waitForRequest("**/api/testimonials");
  let request = asked();
  await page.goto("/");
  const stories = page.getByRole("region", { name: "Stories From Our Community" });
  await stories.scrollIntoViewIfNeeded();
  await request;
  // A busy test machine can take a while to fetch; the section itself is there at once.
  await expect(stories).toContainText("No stories have been shared yet.", { timeout: 30_000 });

  testimonials = [SAMPLE_TESTIMONIAL];
  request = asked();
  await page.reload();
  await stories.scrollIntoViewIfNeeded();
  await request;
  await expect(stories.getByRole("blockquote")).toHaveText(
    "My refills arrive on time and nobody at work knows.",
    { timeout: 30_000 },
  );
  await expect(stories).toContainText("Achieng");
  await expect(stories).toContainText("Client in Masaka");
  await expect(stories.getByText("4 out of 5 stars")).toBeAttached();
});

test("the FAQ opens one answer at a time and closes again", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const cost = faq.locator("details").filter({ hasText: "How much does it cost?" });
  const dose = faq.locator("details").filter({ hasText: "What if I miss a dose?" });

  await cost.getByText("How much does it cost?").click();
  await expect(cost).toHaveAttribute("open", "");
  await expect(cost.getByText(/HIV testing, PrEP and ART are provided free of charge/)).toBeVisible();

  await dose.getByText("What if I miss a dose?").click();
  await expect(dose).toHaveAttribute("open", "");
  await expect(cost).not.toHaveAttribute("open");
  await expect(faq.locator("details[open]")).toHaveCount(1);

  await dose.getByText("What if I miss a dose?").click();
  await expect(faq.locator("details[open]")).toHaveCount(0);
});

test("a signed-out visitor reads a service and is sent to the portal by Get Started", async ({ page }) => {
  await page.goto("/");
  const learnMore = page.getByRole("button", { name: "Learn more about ART Delivery" });
  await learnMore.click();
  const modal = page.getByRole("dialog", { name: "ART Delivery" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("Available Now")).toBeVisible();
  await expect(modal).toContainText("Estimated time:");
  await expect(modal).toContainText("15-30 minutes setup");
  for (const heading of ["What's Included", "Benefits", "How It Works", "Requirements"]) {
    await expect(modal.getByRole("heading", { name: heading })).toBeVisible();
  }
  const steps = modal.locator("ol");
  await expect(steps.getByRole("listitem")).toHaveCount(5);
  await expect(steps.getByRole("listitem").first()).toContainText("1");
  for (const requirement of [
    "A valid medical prescription",
    "A completed health assessment",
    "Consent for home delivery",
    "An active phone number",
  ]) {
    await expect(modal.getByText(requirement)).toBeVisible();
  }

  // The page behind does not scroll while the modal is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

  // Escape closes it (after a 300 ms fade: use-service-modal.test.ts), and focus goes back to Learn More.
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(learnMore).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

  await page.getByRole("button", { name: "Learn more about HIV Testing" }).click();
  const testing = page.getByRole("dialog", { name: "HIV Testing" });
  await expect(testing).toContainText("30-45 minutes");
  await testing.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("the service modal checks the account, then offers Continue to Portal to a signed-in user", async ({
  page,
}) => {
  await signUpViaApi(page.request, newClientAccount("Nambi"));
  let releaseMe: () => void = () => {};
  const meHeld = new Promise<void>((resolve) => (releaseMe = resolve));
  await page.route("**/api/me", async (route) => {
    await meHeld;
    await route.continue();
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Learn more about PrEP" }).click();
  const modal = page.getByRole("dialog", { name: "PrEP" });
  await expect(modal).toContainText("45-60 minutes initial visit");
  await expect(modal.getByRole("button", { name: "Checking your account..." })).toBeDisabled();

  releaseMe();
  await modal.getByRole("button", { name: "Continue to Portal" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { name: "Welcome, Nambi" })).toBeVisible();
});
