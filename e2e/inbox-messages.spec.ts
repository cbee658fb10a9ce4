/**
 * The other two ways into the team's day: an anonymous message, found in the workspace by
 * the phone number it left or by words of the name it was signed with, whose reply can only go out by SMS (the outbox in development);
 * and a testimonial that is submitted, approved on the testimonials page and then shown on
 * the home page.
 */
import { expect, test } from "./fixtures/test";
import { demoAdmin, newClientAccount, newPhoneNumber, signUpViaApi } from "./fixtures/accounts";
import { actAs, actAsVisitor, casePage, closeToasts, findCase } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await skipSplash(page);
});

test("a navigator finds a message by two words of the name it was signed with, in any order", async ({
  page,
}) => {
  // The stamp is a word of the name, so that only this run's message has both words.
  const stamp = `n${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name: `Grace ${stamp} Auma`,
      phone: newPhoneNumber().local,
      subject: "A question",
      message: "Can I collect for my sister?",
      region: "masaka",
    },
  });
  expect(sent.status()).toBe(201);

  await actAs(page, demoAdmin("masaka"));
  await page.goto("/admin-dashboard");
  const search = page.getByRole("searchbox", { name: "Search cases" });
  const rows = page.getByRole("list", { name: "Cases" }).getByRole("listitem");
  for (const words of [`Auma ${stamp.toUpperCase()}`, `${stamp} grace`]) {
    await search.fill(words);
    await search.press("Enter");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`Grace ${stamp} Auma`);
  }
  await search.fill(`${stamp} Nambi`);
  await search.press("Enter");
  // A word of the name and one it does not have: no one of that name.
  await expect(page.getByText("No cases match this search and these filters.")).toBeVisible();
});

test("an anonymous message reaches the region's workspace and the reply goes out by SMS", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const phone = newPhoneNumber();
  const subject = `Opening hours ${stamp}`;
  const sent = await page.request.post("/api/contact", {
    data: { phone: phone.local, subject, message: "When are you open on Saturday?", region: "masaka" },
  });
  expect(sent.status()).toBe(201);

  await actAs(page, demoAdmin("masaka"));
  const ours = await findCase(page.request, phone.e164);
  await page.goto("/admin-dashboard");
  // A phone number is searched however it is written.
  await page.getByRole("searchbox", { name: "Search cases" }).fill(phone.local);
  await page.getByRole("searchbox", { name: "Search cases" }).press("Enter");
  const row = page.getByRole("list", { name: "Cases" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${ours.number}`);
  await expect(row).toContainText("No name given");
  await expect(row).toContainText("Contact form");
  await row.getByRole("link").click();

  const view = casePage(page);
  await expect(view.heading).toHaveText(`#${ours.number} No name given`);
  await expect(view.thread.getByText("When are you open on Saturday?")).toBeVisible();
  await expect(view.items.getByRole("heading", { name: `Message: ${subject}` })).toBeVisible();
  await expect(view.client).toContainText(phone.e164);
  await expect(view.client).toContainText("No account: wrote without signing in");
  // The number is the only way back to this person.
  await expect(view.composer.getByText(`Goes by: SMS to ${phone.e164}`)).toBeVisible();
  const reply = `Saturday 9 to 1, ${stamp}.`;
  await view.composer.getByLabel("Your reply to the client").fill(reply);
  await view.composer.getByRole("button", { name: "Send reply" }).click();
  const entry = view.thread.getByRole("listitem").filter({ hasText: reply });
  await expect(entry).toContainText("replied by SMS");

  // Without an SMS provider configured, the message waits in the outbox the status page lists.
  const status = await (await page.request.get("/api/admin/status")).json();
  const outgoing = (status.outbox as Array<{ channel: string; recipient: string; body: string }>).find(
    (message) => message.body.includes(reply),
  );
  expect(outgoing).toMatchObject({ channel: "sms", recipient: phone.e164 });
});

test("a testimonial is submitted, approved on the testimonials page and shown on the home page", async ({
  page,
}) => {
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
  await page
    .getByRole("navigation", { name: "Workspace pages" })
    .getByRole("link", { name: "Testimonials" })
    .click();
  await expect(page).toHaveURL("/admin-dashboard/testimonials");
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  const card = page
    .getByRole("list", { name: "Testimonials" })
    .getByRole("listitem")
    .filter({ hasText: content });
  await expect(card).toContainText("Rated 4 out of 5");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Testimonial approved. It now shows on the home page.")).toBeVisible();
  await expect(card).toBeHidden();

  await actAsVisitor(page);
  await page.goto("/");
  const section = page.locator("#testimonials");
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(content)).toBeVisible();
  await expect(section.getByRole("link", { name: "Sign in to share your testimonial" })).toBeVisible();
});
