/**
 * The other two ways into the admin's day: an anonymous message whose reply goes out by
 * SMS (the outbox in development), and a testimonial that is submitted, approved in the
 * dashboard and then shown on the home page.
 */
import { expect, test } from "@playwright/test";
import { demoAdmin, newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { actAs, actAsVisitor, closeToasts } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await skipSplash(page);
});

test("an anonymous message reaches the region's inbox and the reply goes out by SMS", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const subject = `Opening hours ${stamp}`;
  const sent = await page.request.post("/api/contact", {
    data: { phone: "0701 222 333", subject, message: "When are you open on Saturday?", region: "masaka" },
  });
  expect(sent.status()).toBe(201);

  await actAs(page, demoAdmin("masaka"));
  await page.goto("/admin-dashboard");
  await page.getByLabel("Type").selectOption("message");
  const row = page
    .getByRole("list", { name: "Inbox items" })
    .getByRole("button", { name: new RegExp(subject) });
  await expect(row).toContainText(`Contact Message: ${subject}`);
  await expect(row).toContainText("From Unknown");
  await row.click();

  const detail = page.getByRole("article");
  await expect(detail.getByText("When are you open on Saturday?")).toBeVisible();
  await expect(detail.getByText("Send by: SMS")).toBeVisible();
  const reply = `Saturday 9 to 1, ${stamp}.`;
  await detail.getByLabel("Your reply").fill(reply);
  await detail.getByRole("button", { name: "Send reply" }).click();
  await expect(detail.getByRole("region", { name: "Replies" })).toContainText("SMS");
  await expect(detail.getByRole("region", { name: "Replies" }).getByText(reply)).toBeVisible();

  // Without an SMS provider configured, the message waits in the outbox the status page lists.
  const status = await (await page.request.get("/api/admin/status")).json();
  const outgoing = (status.outbox as Array<{ channel: string; recipient: string; body: string }>).find(
    (entry) => entry.body.includes(reply),
  );
  expect(outgoing).toMatchObject({ channel: "sms", recipient: "+256701222333" });
});

test("a testimonial is submitted, approved in the dashboard and shown on the home page", async ({ page }) => {
  const content = `Kind, discreet and on time, every time. ${Date.now().toString(36)}`;
  await signUpViaApi(page.request, newClientAccount("Grace"));
  await page.goto("/");
  await page.getByRole("button", { name: "Share testimonial" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Experience" });
  await dialog.getByLabel("Name").fill("Grace");
  await dialog.getByLabel(/^Role/).fill("Client, Masaka");
  // A tap on the fourth star (the radio's label).
  const fourStars = dialog.getByRole("radio", { name: "4 stars" });
  await dialog.locator("label", { has: page.getByRole("radio", { name: "4 stars" }) }).click();
  await expect(fourStars).toBeChecked();
  await dialog.getByLabel("Your experience").fill(content);
  await expect(dialog.getByText(`${content.length}/500 characters`)).toBeVisible();
  await dialog.getByRole("button", { name: "Submit testimonial" }).click();
  await expect(page.getByText("Testimonial Submitted!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await closeToasts(page);

  await actAs(page, demoAdmin("kampala"));
  await page.goto("/admin-dashboard");
  await page.getByRole("tab", { name: "Testimonials" }).click();
  const card = page.getByRole("listitem").filter({ hasText: content });
  await expect(card).toContainText("Rated 4 out of 5");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Testimonial approved. It now shows on the home page.")).toBeVisible();
  await expect(card).toBeHidden();

  await actAsVisitor(page);
  await page.goto("/");
  const section = page.locator("#testimonials");
  await expect(section.getByText(content)).toBeVisible();
  await expect(section.getByRole("link", { name: "Sign in to share your testimonial" })).toBeVisible();
});
