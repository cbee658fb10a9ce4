/**
 * A visitor in danger talks with a person in the same panel (issue 17): after a crisis
 * reply she asks for a person and chooses "Chat here now"; a Kampala navigator opens the
 * case, and each sees the other's messages live, without a reload. She ends the chat and
 * the navigator reads that she left.
 */
import { expect, test } from "./fixtures/test";
import { demoAdmin, newPhoneNumber, signInAs } from "./fixtures/accounts";
import { casePage, closeToasts, findCase } from "./fixtures/inbox";
import { expectNoViolations } from "./fixtures/axe";
import { skipSplash } from "./fixtures/splash";
import { chatPanel, openChat, sendMessage } from "./assistant-helpers";
import { WORKER_HEADERS } from "../playwright.config";

test("a navigator joins a visitor's chat and both see each other's messages live", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = newPhoneNumber();
  await skipSplash(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await openChat(page);
  await sendMessage(page, "I want to end my life tonight");

  const card = chatPanel(page).getByRole("region", { name: "Help now" });
  await card.getByRole("button", { name: "Talk to a person" }).click();
  const dialog = page.getByRole("dialog", { name: "Talk to a person" });
  await expect(dialog.getByRole("radio", { name: "Chat here now with a peer navigator" })).toBeChecked();
  await dialog.getByRole("textbox", { name: /Phone number or e-mail/ }).fill(phone.local);
  await dialog.getByRole("combobox", { name: /Where are you/ }).selectOption("kampala");
  await dialog.getByRole("checkbox", { name: "I agree to share this with the care team." }).check();
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();

  const live = chatPanel(page).getByRole("region", { name: "Chat with a peer navigator" });
  await expect(live).toContainText("A peer navigator has been told and will join this chat within the hour.");
  const box = page.getByRole("textbox", { name: "Message to the peer navigator" });
  await box.fill("Are you there? I am scared");
  await box.press("Enter");
  await expect(live.getByText("Are you there? I am scared")).toBeVisible();

  // The navigator opens the case: the visitor's words are there, and more arrive live.
  const desk = await browser.newContext({ baseURL: baseURL!, extraHTTPHeaders: WORKER_HEADERS });
  const navigator = await desk.newPage();
  await skipSplash(navigator);
  await signInAs(desk, demoAdmin("kampala"));
  const ours = await findCase(desk.request, phone.e164);
  await navigator.goto(`/admin-dashboard/cases/${ours.id}`);
  const view = casePage(navigator);
  await expect(view.thread).toContainText("Are you there? I am scared");
  await box.fill("I am at home alone");
  await box.press("Enter");
  await expect(view.thread).toContainText("I am at home alone");

  // The live chat is the usual way to answer while it is open.
  await view.composer.getByRole("radio", { name: "Reply to the client" }).check();
  await expect(view.composer.getByRole("radio", { name: "Live chat" })).toBeChecked();
  await view.composer.getByLabel("Your reply to the client").fill("I am here with you. Can we talk now?");
  await view.composer.getByRole("button", { name: "Send reply" }).click();
  await expect(view.composer.getByRole("status")).toHaveText(/^Sent: /);

  await expect(live.getByText("I am here with you. Can we talk now?")).toBeVisible();
  await expect(live).toContainText(/from the care team is in the chat/);
  await closeToasts(page);
  await expectNoViolations(page);

  // She ends the chat; the navigator reads that she left.
  await live.getByRole("button", { name: "End chat" }).click();
  await expect(live).toContainText("The chat has ended.");
  await expect(page.getByRole("textbox", { name: "Message to iCare" })).toBeVisible();
  await navigator.reload();
  await expect(view.thread).toContainText("The visitor ended the live chat");
  await desk.close();
});
