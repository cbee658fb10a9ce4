/**
 * The chat's shell (spec section 2): loaded off the first page load, hidden on the portals
 * unless forced open by the AI Assistant button, the hint bubble (Playwright's clock), and
 * no accessibility violations in the panel and its dialogs, in both themes.
 */
import { expect, test, type Page } from "./fixtures/test";
import { STORAGE_KEYS } from "../src/shared/constants";
import { skipSplash } from "./fixtures/splash";
import { IDLE_LOAD_DELAY_MS } from "../src/web/features/assistant/launcher/idle-load";
import { chatPanel, chatInput, icareMessages, openChat, sendMessage } from "./assistant-helpers";
import { expectNoViolationsInBothThemes } from "./fixtures/axe";

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("the chat's code loads a few seconds after the page, once it is idle", async ({ page }) => {
  await page.goto("/");
  const chunk = await page.waitForResponse(/assistant-widget/, { timeout: 20_000 });
  await chunk.finished();
  const timing = await page.evaluate((url) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const [resource] = performance.getEntriesByName(url);
    return { requestedAt: resource?.startTime ?? 0, loadedAt: navigation?.loadEventEnd ?? 0 };
  }, chunk.url());
  expect(timing.requestedAt).toBeGreaterThan(timing.loadedAt);
  expect(timing.requestedAt).toBeGreaterThanOrEqual(IDLE_LOAD_DELAY_MS);
});

test("when the browser asks to save data, the chat's code loads only on the first click", async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
  );
  const chatChunks: string[] = [];
  page.on("request", (request) => {
    if (/assistant-widget/.test(request.url())) chatChunks.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("h1").first()).toBeVisible();
  // The claim is that nothing loads while the product's idle-load timer would run: only time can show it.
  await page.waitForTimeout(IDLE_LOAD_DELAY_MS + 3000);
  expect(chatChunks).toEqual([]);
  await openChat(page);
  expect(chatChunks).toHaveLength(1);
});

test("hidden on the portals, where the AI Assistant button forces the chat open", async ({ page }) => {
  await page.goto("/peer-navigator");
  await expect(page.getByRole("button", { name: "Open the iCare chat" })).toBeHidden();
  await page.getByRole("button", { name: "AI Assistant" }).click();
  await expect(chatPanel(page)).toBeVisible();
  await chatPanel(page).getByRole("button", { name: "Close" }).click();
  await expect(chatPanel(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeFocused();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open the iCare chat" })).toBeVisible();
});

/**
 * The bubble's timers start when the launcher mounts and live in the chat's code, which loads
 * once the page is idle (4 s, then at most 5 s more, on the fake clock): both must be in place
 * before time jumps. The launcher mounts only once the app's configuration has arrived, after
 * the load event, so a jump made as soon as the page has loaded could come before it.
 */
async function loadHintTimers(page: Page, load: () => Promise<unknown>) {
  const chatCode = page.waitForResponse((response) => response.url().includes("/assets/assistant-widget-"));
  await load();
  await expect(page.getByRole("button", { name: "Open the iCare chat" })).toBeVisible();
  await page.clock.fastForward("00:10");
  await chatCode;
  await page.waitForLoadState("networkidle");
}

test.describe("the hint bubble", () => {
  // Requests go through this page (and the delay below), not through the offline worker.
  test.use({ serviceWorkers: "block" });

  test("shows after 2 minutes for 10 seconds, at most once every 2 hours", async ({ page }) => {
    await page.clock.install();
    // Strings that arrive late on a slow phone hold the launcher back from mounting.
    await page.route(/\/assets\/locales\/en-common-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const hint = page.getByTestId("assistant-hint");
    await loadHintTimers(page, () => page.goto("/"));
    await page.clock.fastForward("01:40");
    await expect(hint).toBeHidden();
    await page.clock.fastForward("00:15");
    await expect(hint).toContainText("HIV Support Available");
    await expect(hint).toContainText("Get instant answers about HIV care in Uganda");
    await page.clock.fastForward("00:11");
    await expect(hint).toBeHidden();
    // A new page within 2 hours: no hint.
    await loadHintTimers(page, () => page.reload());
    await page.clock.fastForward("05:00");
    await expect(hint).toBeHidden();
    // A click on the hint opens the chat.
    await page.clock.fastForward("02:00:00");
    await expect(hint).toBeVisible();
    await hint.getByRole("button", { name: /HIV Support Available/ }).click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(hint).toBeHidden();
  });
});

test("the panel, its crisis card and its dialogs have no accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await openChat(page);
  await expect(icareMessages(page)).toHaveCount(1);
  await sendMessage(page, "Where is a clinic near me in Masaka?");
  await sendMessage(page, "I feel like killing myself");
  await expect(chatPanel(page).getByTestId("assistant-crisis-card")).toBeVisible();
  // The crisis did not count toward the free messages: two more bring the banner.
  await sendMessage(page, "What is PrEP?");
  await sendMessage(page, "How do I get tested?");
  await expect(chatPanel(page).getByTestId("assistant-usage-banner")).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await chatPanel(page).getByRole("button", { name: "Talk to a person" }).click();
  const handoff = page.getByRole("dialog", { name: "Talk to a person" });
  await expect(handoff).toBeVisible();
  await expectNoViolationsInBothThemes(page);
  await handoff.getByRole("button", { name: "Close" }).click();

  await chatPanel(page).getByRole("button", { name: "Chat History" }).click();
  const history = page.getByRole("dialog", { name: "Chat History" });
  await expect(history).toBeVisible();
  await expectNoViolationsInBothThemes(page);
  await history.getByRole("button", { name: "Close" }).click();
  await expect(chatInput(page)).toBeVisible();
});

test("the premium prompt has no accessibility violations", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ count: 5, timestamp: Date.now() })),
    STORAGE_KEYS.aiUsage,
  );
  await page.goto("/");
  await openChat(page);
  await chatInput(page).fill("One more");
  await chatInput(page).press("Enter");
  await expect(page.getByRole("dialog", { name: /Unlock Unlimited/ })).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});
