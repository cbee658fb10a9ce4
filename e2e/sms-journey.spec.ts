/**
 * Reach without a smartphone (issue 22): a person with no data texts the service at night,
 * a navigator picks it up in the workspace and answers by SMS; another dials the USSD menu
 * for a call-back. The provider's callbacks are posted as Africa's Talking posts them; with
 * no provider configured, what the phone would receive is read from the outbox, the record
 * every message leaves (the adapter's requests to the provider are tested against its stub
 * in src/server/features/sms).
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { demoAdmin, latestOutboxMessage, newPhoneNumber } from "./fixtures/accounts";
import { actAs, casePage, findCase, searchCases } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";
import { E2E_SMS_CALLBACK_KEY } from "../playwright.config";

const FROM_THE_PROVIDER = { origin: "", "sec-fetch-site": "" };

async function textIn(request: APIRequestContext, from: string, text: string) {
  const answer = await request.post(`/api/sms/inbound?key=${E2E_SMS_CALLBACK_KEY}`, {
    form: { from, to: "8080", text, id: `ATXid_${from}_${Date.now()}`, date: new Date().toISOString() },
    headers: FROM_THE_PROVIDER,
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { outcome: string }).outcome;
}

async function dial(request: APIRequestContext, phone: string, sessionId: string, path: string) {
  const answer = await request.post(`/api/ussd?key=${E2E_SMS_CALLBACK_KEY}`, {
    form: { sessionId, serviceCode: "*284*77#", phoneNumber: phone, text: path, networkCode: "64110" },
    headers: FROM_THE_PROVIDER,
  });
  expect(answer.status()).toBe(200);
  return answer.text();
}

test("a crisis texted in Luganda reaches a navigator, whose reply goes back by SMS", async ({ page }) => {
  test.setTimeout(120_000);
  await skipSplash(page);
  const phone = newPhoneNumber();
  const stamp = Date.now().toString(36);

  expect(await textIn(page.request, phone.e164, "Njagala okwetta ekiro kino")).toBe("crisis");
  // Told at once, in Luganda, that a person will call and whom to call now; no health word.
  const told = await latestOutboxMessage(phone.e164, "sms");
  expect(told.body).toMatch(/^Tukuwulidde\. Omuyambi munno ajja kukukubira ku nnamba eno/);

  await actAs(page, demoAdmin("kampala"));
  const ours = await findCase(page.request, phone.e164);
  expect(ours.priority).toBe("urgent");
  await page.goto("/admin-dashboard");
  await searchCases(page, phone.e164);
  await page.getByRole("link", { name: new RegExp(`#${ours.number}\\b`) }).click();
  const view = casePage(page);
  await expect(view.client).toContainText(phone.e164);
  await expect(view.thread).toContainText("Njagala okwetta ekiro kino");
  await expect(view.items).toContainText("Text message (SMS)");
  await expect(view.items).toContainText("Suicidal thoughts or self-harm");

  const reply = `Ruth wuuno, ${stamp}. Nkukubira kati.`;
  // The number is the only way to reach them: no choice to make.
  await expect(view.composer).toContainText(`Goes by: SMS to ${phone.e164}`);
  await view.composer.getByLabel("Your reply to the client").fill(reply);
  await view.composer.getByRole("button", { name: "Send reply" }).click();
  await expect(view.composer.getByRole("status")).toHaveText(`Sent: SMS to ${phone.e164}.`);
  await expect(async () => {
    expect((await latestOutboxMessage(phone.e164, "sms")).body).toBe(`Your care team: ${reply}`);
  }).toPass();

  // Their answer joins the case the navigator is reading.
  expect(await textIn(page.request, phone.e164, `Webale, ${stamp}`)).toBe("to_case");
  await expect(view.thread).toContainText(`Webale, ${stamp}`);
});

test("a USSD call-back is a case in the workspace", async ({ page }) => {
  await skipSplash(page);
  const phone = newPhoneNumber();
  const session = `ATUid_${Date.now()}`;
  expect(await dial(page.request, phone.e164, session, "")).toMatch(/^CON Welcome\./);
  expect(await dial(page.request, phone.e164, session, "3")).toMatch(/^CON A peer navigator will call you/);
  expect(await dial(page.request, phone.e164, session, "3*1")).toMatch(/^END Thank you\./);

  await actAs(page, demoAdmin("kampala"));
  const ours = await findCase(page.request, phone.e164);
  await page.goto("/admin-dashboard");
  await searchCases(page, phone.e164);
  await page.getByRole("link", { name: new RegExp(`#${ours.number}\\b`) }).click();
  const view = casePage(page);
  await expect(view.items).toContainText("USSD menu");
  await expect(view.thread).toContainText("The person asked by USSD for a call back.");
});
