/**
 * The anonymous allowance (spec sections 5, 6 and 9): 5 messages an hour, a banner once 2
 * or fewer remain, the premium prompt on the sixth; the server refuses a sixth request
 * made directly. Signed-in people are not limited.
 */
import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { chatInput, chatPanel, icareMessages, openChat, sendMessage } from "./assistant-helpers";
import { PREMIUM_PROMPT_TEXTS } from "../src/web/test/expected-content";

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  // Replies show whole, so the spec does not wait for the typing effect.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("an anonymous visitor gets 5 messages, then the premium prompt; the server agrees", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await expect(chatInput(page)).toHaveAttribute(
    "placeholder",
    "Ask about HIV care, medications, services...",
  );
  // The random greeting comes first.
  await expect(icareMessages(page)).toHaveCount(1);
  const banner = chatPanel(page).getByTestId("assistant-usage-banner");

  const questions = [
    "What is PrEP?",
    "How often is a viral load test?",
    "What is CD4?",
    "Is ART free?",
    "Where is Masaka clinic?",
  ];
  const banners = [null, null, "2 free messages remaining", "1 free message remaining", "Free limit reached"];
  for (const [index, question] of questions.entries()) {
    await sendMessage(page, question);
    const expected = banners[index];
    if (expected) await expect(banner).toContainText(expected);
    else await expect(banner).toBeHidden();
  }

  await chatInput(page).fill("One more question");
  await chatInput(page).press("Enter");
  const prompt = page.getByRole("dialog", { name: "Unlock Unlimited HIVCare AI" });
  await expect(prompt).toBeVisible();
  for (const text of PREMIUM_PROMPT_TEXTS) {
    await expect(prompt.getByText(text, { exact: true })).toBeVisible();
  }
  // Not sent: still in the box, and no sixth question in the conversation.
  await prompt.getByRole("button", { name: "No thanks, continue browsing anonymously" }).click();
  await expect(prompt).toBeHidden();
  await expect(chatInput(page)).toHaveValue("One more question");
  await expect(icareMessages(page)).toHaveCount(6);

  // The server keeps the same count for this browser's visitor cookie.
  const direct = await page.request.post("/api/assistant", { data: { userInput: "What is PrEP?" } });
  expect(direct.status()).toBe(429);
  expect(Number(direct.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await direct.json()).toMatchObject({ error: { code: "assistant_limit" } });

  // "Get Started Free" is a full page load of /premium-portal.
  await chatInput(page).press("Enter");
  await expect(prompt).toBeVisible();
  const navigation = page.waitForEvent("framenavigated");
  await prompt.getByRole("button", { name: "Get Started Free - Unlock Now" }).click();
  await navigation;
  await expect(page).toHaveURL(/\/premium-portal$/);
});

test("the browser's counter cannot be cleared to get past the server's limit", async ({ page, context }) => {
  await page.goto("/");
  await openChat(page);
  for (let index = 0; index < 5; index += 1) await sendMessage(page, `What is PrEP? (${index})`);
  // Storage cleared, cookie kept: the server still answers 429 and the prompt opens.
  await page.evaluate(() => localStorage.clear());
  await chatInput(page).fill("Tell me about testing");
  await chatInput(page).press("Enter");
  await expect(page.getByRole("dialog", { name: "Unlock Unlimited HIVCare AI" })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "visitor_id" && cookie.httpOnly)).toBe(
    true,
  );
});

test("a signed-in person has no limit, a badge and their own placeholder", async ({ page }) => {
  await signUpViaApi(page.request, newClientAccount());
  await page.goto("/");
  await openChat(page);
  await expect(chatPanel(page).getByTestId("assistant-signed-in-badge")).toBeVisible();
  await expect(chatInput(page)).toHaveAttribute("placeholder", "Ask anything about HIV care...");
  for (let index = 0; index < 6; index += 1) await sendMessage(page, `How do I take my pills? (${index})`);
  await expect(chatPanel(page).getByTestId("assistant-usage-banner")).toBeHidden();
  await expect(page.getByRole("dialog", { name: /Unlock Unlimited/ })).toBeHidden();
});

test("a crisis at 4 of 5 messages is answered, costs nothing, and brings no upgrade prompt", async ({
  page,
}) => {
  await page.goto("/");
  await openChat(page);
  await expect(icareMessages(page)).toHaveCount(1);
  for (const question of ["What is PrEP?", "What is CD4?", "Is ART free?", "Where is Masaka clinic?"]) {
    await sendMessage(page, question);
  }
  const banner = chatPanel(page).getByTestId("assistant-usage-banner");
  await expect(banner).toContainText("1 free message remaining");

  await sendMessage(page, "I want to end my life tonight");
  await expect(chatPanel(page).getByRole("region", { name: "Help now" })).toBeVisible();
  await expect(banner).toContainText("1 free message remaining");

  // The fifth ordinary message is still free; after it, no upgrade prompt within the hour
  // of a crisis: the banner says the limit is reached, calmly.
  await sendMessage(page, "What is PEP?");
  await expect(banner).toContainText("Free limit reached");
  await chatInput(page).fill("One more question");
  await chatInput(page).press("Enter");
  await expect(chatInput(page)).toHaveValue("One more question");
  await expect(page.getByRole("dialog", { name: "Unlock Unlimited HIVCare AI" })).toHaveCount(0);
});
