/**
 * The chat's sessions (spec sections 2 and 4): the typed-out reply, the inactivity reset
 * after 5 minutes (with Playwright's clock), restore on open, and the history dialog.
 */
import { expect, test, type Page } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import {
  chatInput,
  chatPanel,
  icareMessages,
  messageText,
  openChat,
  sendMessage,
  userMessages,
} from "./assistant-helpers";

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function openHistory(page: Page) {
  await chatPanel(page).getByRole("button", { name: "Chat History" }).click();
  const dialog = page.getByRole("dialog", { name: "Chat History" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A whole reply, as the server gives one: the chat reads it with the shared schema. */
const SHORT_REPLY = {
  language: "en",
  response:
    "PrEP is a daily pill that keeps you HIV-negative. Your clinic can start it today, and it is free.",
  intent: "prep",
  risk_level: "low",
  needs_search: false,
  safety_note: null,
};

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test("a reply is typed out while the box waits, Enter sends and Shift+Enter does not", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  // The greeting is typed out first.
  await expect(icareMessages(page)).toHaveCount(1);
  await expect(chatInput(page)).toBeEnabled({ timeout: 20_000 });

  // Hold the answer, to see the box while it is fetched; a short one, to watch it typed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/assistant", async (route) => {
    await held;
    await route.fulfill({ json: { ...SHORT_REPLY } });
  });
  await chatInput(page).fill("What is PrEP?");
  await chatInput(page).press("Shift+Enter");
  await expect(chatInput(page)).toHaveValue("What is PrEP?\n");
  await expect(userMessages(page)).toHaveCount(0);
  await chatInput(page).press("Enter");
  await expect(userMessages(page)).toHaveCount(1);
  await expect(chatInput(page)).toBeDisabled();
  await expect(chatInput(page)).toHaveAttribute("placeholder", "Searching for current information...");
  await expect(chatPanel(page).getByTestId("assistant-typing")).toHaveText("iCare is typing");
  await expect(chatPanel(page).getByRole("button", { name: "Send" })).toBeDisabled();

  release();
  const typed = chatPanel(page).getByTestId("assistant-typing-text");
  await expect(typed).toBeVisible();
  const early = (await typed.textContent()) ?? "";
  // Typed out: the text grows while the box still waits.
  await expect.poll(async () => ((await typed.textContent()) ?? "").length).toBeGreaterThan(early.length);
  await expect(chatInput(page)).toBeDisabled();
  await expect(chatInput(page)).toBeEnabled({ timeout: 20_000 });
  await expect(chatInput(page)).toBeFocused();
  await expect(messageText(icareMessages(page).last())).toHaveText(SHORT_REPLY.response);
});

test("inactivity starts a new chat; the history lists, reopens, deletes and clears; a reload restores", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Midday in Kampala, so the saved chats' "Today at" cannot cross midnight during the test.
  const kampalaNoon = new Date();
  kampalaNoon.setUTCHours(9, 0, 0, 0);
  await page.clock.install({ time: kampalaNoon });
  await page.goto("/");
  await openChat(page);
  await expect(icareMessages(page)).toHaveCount(1);
  await sendMessage(page, "I missed my dose this morning, what should I do?");
  const reply = (await messageText(icareMessages(page).last()).textContent()) ?? "";

  // Five minutes without activity: saved to the history, and a fresh start.
  await page.clock.fastForward("05:01");
  await expect(toast(page, "New chat started")).toContainText(
    "Started fresh due to inactivity. Previous chat saved to history.",
  );
  await expect(userMessages(page)).toHaveCount(0);
  await expect(icareMessages(page)).toHaveCount(1);

  let history = await openHistory(page);
  const saved = history.getByRole("button", { name: /message/ });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(/^Today at \d\d:\d\d 3 messages/);
  const preview = reply.replace(/\s+/g, " ").trim();
  await expect(saved).toContainText(`${preview.slice(0, 50)}...`);
  await saved.click();
  await expect(history).toBeHidden();
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page)).toContainText("I missed my dose this morning, what should I do?");

  // A second conversation, then the page is loaded again: the open one comes back.
  await sendMessage(page, "Thank you");
  await chatPanel(page).getByRole("button", { name: "Close" }).click();
  await page.reload();
  await openChat(page);
  await expect(toast(page, "Chat restored")).toContainText("Previous conversation loaded successfully.");
  await expect(userMessages(page)).toHaveCount(2);

  // Another inactivity reset puts it in the history; delete it, then clear everything.
  await page.clock.fastForward("05:01");
  await expect(toast(page, "New chat started")).toBeVisible();
  history = await openHistory(page);
  await expect(history.getByRole("button", { name: /message/ })).toHaveCount(1);
  await history.getByRole("button", { name: /^Delete the chat of Today at/ }).click();
  await expect(toast(page, "Session deleted")).toContainText("Chat session has been removed from history.");
  await expect(history.getByText("No chat history yet")).toBeVisible();
  await expect(history.getByText("Start a conversation to see it here")).toBeVisible();
  await history.getByRole("button", { name: "Close" }).click();

  await sendMessage(page, "What is PrEP?");
  history = await openHistory(page);
  await history.getByRole("button", { name: "Clear All History" }).click();
  await expect(toast(page, "History cleared")).toContainText("All chat sessions have been deleted.");
  await expect(userMessages(page)).toHaveCount(0);
  const stored = await page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.includes("chat")),
  );
  expect(stored).toEqual([]);
});
