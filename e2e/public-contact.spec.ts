import { expect, test, type Page } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";

// These specs stub and slow down requests; the offline service worker would answer them first.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await page.goto("/contact");
});

const form = (page: Page) => page.getByRole("region", { name: "Send Us a Message" });

test("the form names what to fix, field by field", async ({ page }) => {
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByText("Please write your message.")).toBeVisible();
  await expect(
    form(page).getByText("Give an e-mail or a phone number so we can reply to you."),
  ).toBeVisible();
  await expect(form(page).getByLabel("Message")).toBeFocused();
  await expect(form(page).getByLabel("Message")).toHaveAttribute("aria-invalid", "true");

  await form(page).getByLabel("E-mail").fill("nakato@");
  await form(page).getByLabel("Phone number").fill("12345");
  await form(page).getByLabel("Message").fill("When can I get my refill?");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByText("Enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await expect(form(page).getByText(/^Enter a valid phone number/)).toBeVisible();
  await expect(form(page).getByText("Please write your message.")).toBeHidden();
});

test("a sent message is confirmed and the form is cleared", async ({ page }) => {
  await form(page).getByLabel("Your name").fill("Nakato");
  await form(page).getByLabel("Phone number").fill("0772 123 456");
  await form(page).getByLabel("Subject").fill("Refill");
  await form(page).getByLabel("Message").fill("When can I get my next refill?");
  await expect(form(page).getByText("30/5000")).toBeVisible();
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await form(page).getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(form(page).getByLabel("Message")).toHaveValue("");
});

test("a failure is told in a toast, with the phone line", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong" } } }),
  );
  await form(page).getByLabel("E-mail").fill("nakato@example.com");
  await form(page).getByLabel("Message").fill("Hello");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message not sent")).toBeVisible();
  await expect(page.getByText(/Please try again, or call us on/)).toBeVisible();
  await expect(form(page).getByLabel("Message")).toHaveValue("Hello");
});

test("the server's field errors show on their fields", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: {
          code: "validation",
          message: "Invalid phone",
          field: "phone",
          fields: { phone: "invalid_phone" },
        },
      },
    }),
  );
  await form(page).getByLabel("Phone number").fill("0772 123 456");
  await form(page).getByLabel("Message").fill("Hello");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByText(/^Enter a valid phone number/)).toBeVisible();
});
