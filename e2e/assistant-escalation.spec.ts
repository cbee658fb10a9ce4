/**
 * A person in danger reaches a person without a tap (issue 17): a signed-in client writes a
 * crisis into iCare at a phone's width; her region's navigator, with the workspace open,
 * sees an urgent case appear within 5 seconds, live; the chat tells her a navigator was
 * alerted, how and when she will be contacted. She says "Don't contact me", with the
 * keyboard, and the navigator reads it in the case.
 */
import { expect, test } from "./fixtures/test";
import { demoAdmin, newClientAccount, signInAs, signUpViaApi } from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";
import { casePage, closeToasts, searchCases } from "./fixtures/inbox";
import { expectNoViolations } from "./fixtures/axe";
import { chatPanel, openChat, sendMessage } from "./assistant-helpers";
import { WORKER_HEADERS } from "../playwright.config";

const ESCALATION_LIMIT_MS = 5_000;

test("a signed-in client's crisis becomes an urgent case the team sees within 5 seconds, and she may say no", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const client = newClientAccount(`Nakato ${stamp}`);

  // The navigator's workspace is open on the team's urgent cases, searching for the client.
  const desk = await browser.newContext({ baseURL: baseURL!, extraHTTPHeaders: WORKER_HEADERS });
  const navigator = await desk.newPage();
  await skipSplash(navigator);
  await signInAs(desk, demoAdmin("kampala"));
  await navigator.goto("/admin-dashboard?priority=urgent");
  await searchCases(navigator, client.name);
  await expect(navigator.getByText("No cases match this search and these filters.")).toBeVisible();

  await skipSplash(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signUpViaApi(page.request, client);
  await page.goto("/");
  await openChat(page);
  const sentAt = Date.now();
  await sendMessage(page, "I want to end my life tonight");

  // No tap: the case is there, urgent, in the navigator's list, live.
  const row = navigator.getByRole("list", { name: "Cases" }).getByRole("listitem");
  await expect(row).toHaveCount(1, { timeout: ESCALATION_LIMIT_MS });
  const elapsedMs = Date.now() - sentAt;
  console.log(`The crisis reached the navigator's workspace ${elapsedMs} ms after it was sent`);
  expect(elapsedMs).toBeLessThan(ESCALATION_LIMIT_MS);
  await expect(row).toContainText(client.name);
  await expect(row).toContainText("Urgent");

  // The chat says so: who, how and when; the numbers to call stay above.
  const card = chatPanel(page).getByRole("region", { name: "Help now" });
  await expect(card).toContainText("A peer navigator from your care team has been alerted.");
  await expect(card).toContainText(
    "They will write to you in your account, under Messages, within the hour.",
  );
  await expect(card.getByRole("link", { name: /^Call 999/ })).toBeVisible();
  await expect(card.getByRole("button", { name: "Talk to a person" })).toHaveCount(0);
  await closeToasts(page);
  await expectNoViolations(page);

  // She would rather not be contacted: with the keyboard, the button is reachable and works.
  const decline = card.getByRole("button", { name: "Don't contact me" });
  await decline.focus();
  await expect(decline).toBeFocused();
  const box = await decline.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(card.getByRole("status")).toContainText("nobody from the team will call or write to you");
  await expect(card.getByRole("button", { name: "Talk to a person" })).toBeVisible();

  // The navigator opens the case and reads her words, and her wish, in the thread.
  await row.getByRole("link").click();
  const view = casePage(navigator);
  await expect(view.thread).toContainText("Client: I want to end my life tonight");
  await expect(view.thread).toContainText("The client asked not to be called or written to about this");
  await desk.close();
});
