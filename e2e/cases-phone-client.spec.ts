/**
 * A client with a phone and no e-mail (issue 16): the team sees her number, never a
 * placeholder address; a reply reaches her in the app, and a text with no health word and
 * not the reply's words tells her a message is waiting.
 */
import { expect, test } from "./fixtures/test";
import { codeIn, demoAdmin, latestOutboxMessage, newPhoneNumber } from "./fixtures/accounts";
import { actAs, casePage, findCase, searchCases } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";

test("a phone-only client is answered in the app and told by a neutral SMS", async ({ page }) => {
  test.setTimeout(120_000);
  await skipSplash(page);
  const phone = newPhoneNumber();
  const stamp = Date.now().toString(36);
  const reply = `Your refill is packed, ${stamp}. We bring it on Friday.`;

  // She signs up with her phone number and the code sent to it, and asks for a refill.
  await page.goto("/portal");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByRole("button", { name: "Phone" }).click();
  await page.getByLabel("Name").fill(`Auma ${stamp}`);
  await page.getByLabel("Phone number").fill(phone.local);
  await page.getByRole("button", { name: "Send me a code" }).click();
  const code = codeIn((await latestOutboxMessage(phone.e164, "sms")).body);
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, Auma ${stamp}` })).toBeVisible();
  const applied = await page.request.post("/api/applications", {
    data: {
      service_type: "art",
      full_name: `Auma ${stamp}`,
      phone: phone.e164,
      region: "kampala",
      delivery_preference: "home",
      consent_data: true,
      consent_delivery: true,
    },
  });
  expect(applied.status()).toBe(201);
  const client = page.context();
  const clientCookies = await client.cookies();

  // The navigator finds her by her number; the case shows it, and no e-mail at all.
  await actAs(page, demoAdmin("kampala"));
  const ours = await findCase(page.request, phone.e164);
  await page.goto("/admin-dashboard");
  await searchCases(page, phone.local);
  await page.getByRole("link", { name: `#${ours.number} Auma ${stamp}` }).click();
  const view = casePage(page);
  await expect(view.client).toContainText(phone.e164);
  await expect(view.client).not.toContainText(".invalid");
  await expect(page.getByText(/phone\.invalid/)).toHaveCount(0);

  await view.composer.getByRole("radio", { name: "In the app" }).check();
  await view.composer.getByLabel("Your reply to the client").fill(reply);
  await view.composer.getByRole("button", { name: "Send reply" }).click();
  await expect(view.composer.getByRole("status")).toHaveText("Sent: In the app.");

  // The text says only that a message is waiting.
  await expect(async () => {
    const sms = await latestOutboxMessage(phone.e164, "sms");
    expect(sms.body).toMatch(/^You have a new message from your care team\. Open .*\/portal to read it\.$/);
  }).toPass();

  // She reads the reply in the portal.
  await page.context().clearCookies();
  await client.addCookies(clientCookies);
  await page.goto("/portal");
  await expect(page.getByText(reply).first()).toBeVisible();
});
