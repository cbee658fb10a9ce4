/**
 * What the "not shown" pages do (their looks and accessibility are checked at both widths
 * in pages-remaining.both.spec.ts): the partner and donor inquiries, the donor figures,
 * a peer navigator request, the premium sign-up and the education library.
 */
import { expect, test } from "./fixtures/test";
import {
  newClientAccount,
  openConfirmationLink,
  signInOnPage,
  signUpOnPage,
  signUpViaApi,
} from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test("a partnership inquiry reaches the server as a partner message", async ({ page }) => {
  await page.goto("/partner-portal");
  await page.getByLabel("Kind of partnership").selectOption("logistics");
  await page.getByLabel("Organisation").fill("Masaka Pharmacy Ltd");
  await page.getByLabel("E-mail (optional)").fill("partners@example.org");
  await page.getByLabel("Your message").fill("We run four pharmacies and could be discreet pick-up points.");
  const posted = page.waitForRequest(
    (request) => request.url().endsWith("/api/contact") && request.method() === "POST",
  );
  await page.getByRole("button", { name: "Send inquiry" }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    source: "partner",
    subject: "Logistics or pharmacy: Masaka Pharmacy Ltd",
    email: "partners@example.org",
  });
  await expect(page.getByRole("status").getByText("Thank you, your inquiry has been sent")).toBeVisible();
});

test("the donor inquiry names what is missing before anything is sent", async ({ page }) => {
  await page.goto("/donor-portal");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByLabel("Organisation")).toBeFocused();
  await expect(
    page.getByText("Give an e-mail address or a phone number so we can reply.").last(),
  ).toBeVisible();
});

test("the donor page shows figures counted by the server", async ({ page }) => {
  await page.goto("/donor-portal");
  const figures = page.getByRole("region", { name: "Counted from our records" });
  // Under 20 people the server sends no figure, and the section says so plainly.
  const tooFew = figures.getByText(/^Too few records yet to show figures from our own records/);
  await expect(tooFew.or(figures.getByText("People served"))).toBeVisible({ timeout: 20_000 });
  if (!(await tooFew.isVisible())) await expect(figures.getByText("Applications completed")).toBeVisible();
});

test("a signed-in person requests a peer navigator", async ({ page }) => {
  await signUpViaApi(page.request, newClientAccount("Sarah"));
  await page.goto("/peer-navigator");
  await page.getByLabel("What should we call you?").fill("Sarah");
  await page.getByLabel("Your region").selectOption("mbarara");
  await page.getByLabel("At the clinic").check();
  await page.getByLabel(/I agree that the peer support team/).check();
  const posted = page.waitForResponse(
    (response) => response.url().endsWith("/api/applications") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Request a peer navigator" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    service_type: "peer_support",
    region: "mbarara",
    delivery_preference: "clinic",
  });
  await expect(page.getByRole("status").getByText("Request sent")).toBeVisible();

  const mine = await (await page.request.get("/api/applications")).json();
  expect(mine.applications[0]).toMatchObject({ service_type: "peer_support", region: "mbarara" });
});

test("signing up on the premium portal unlocks the chat", async ({ page }) => {
  const account = newClientAccount("Grace");
  await page.goto("/premium-portal");
  await expect(page.getByText("PREMIUM", { exact: true })).toBeVisible();
  await expect(page.getByText("FREE SIGNUP", { exact: true })).toBeVisible();
  // Sign-up signs nobody in (decision 062): the mailed link, then the sign-in.
  await signUpOnPage(page, account);
  await openConfirmationLink(page, account);
  await page.goto("/premium-portal");
  await page.getByRole("button", { name: "Sign in" }).click();
  await signInOnPage(page, account);
  await expect(page.getByRole("heading", { name: "Your chat is now unlimited" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open iCare" })).toBeVisible();
});

test("the education library filters by topic and shows stock illustrations without a search key", async ({
  page,
}) => {
  await page.goto("/services");
  await page.getByRole("link", { name: "Read the articles" }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole("article")).toHaveCount(9);
  await page.getByRole("button", { name: "Prevention", exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(2);
  const image = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") })
    .first()
    .locator("img");
  await expect(image).toHaveAttribute("src", /\/images\/stock\/.+\.svg$/);
  await page.getByText("Read the article").first().click();
  await expect(page.getByText(/Sources:/).first()).toBeVisible();
});
