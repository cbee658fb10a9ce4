/** Helpers for the iCare chat's specs: open it, send a message and wait for the reply. */
import { expect, type Locator, type Page } from "./fixtures/test";
import { appTookOver } from "./fixtures/taken-over";

export const chatPanel = (page: Page) => page.getByRole("dialog", { name: "iCare HIV Assistant" });
export const chatInput = (page: Page) => page.getByRole("textbox", { name: "Message to iCare" });
export const icareMessages = (page: Page) => page.getByTestId("assistant-message-icare");
export const userMessages = (page: Page) => page.getByTestId("assistant-message-user");
/** A message's own words, without the speaker, the time or its sources. */
export const messageText = (message: Locator) => message.getByTestId("assistant-message-text");

export async function openChat(page: Page) {
  await appTookOver(page);
  await page.getByRole("button", { name: "Open the iCare chat" }).click();
  await expect(chatPanel(page)).toBeVisible();
  // The welcome (or a restored conversation) is in place before anyone counts replies.
  await expect(icareMessages(page).first()).toBeVisible();
}

/** Sends with Enter and waits until iCare's reply is there and the box is usable again. */
export async function sendMessage(page: Page, text: string) {
  // A fresh chat shows its welcome first; count only once it is there.
  await expect(icareMessages(page).first()).toBeVisible();
  const before = await icareMessages(page).count();
  await chatInput(page).fill(text);
  await chatInput(page).press("Enter");
  await expect(icareMessages(page)).toHaveCount(before + 1);
  await expect(chatInput(page)).toBeEnabled();
}
