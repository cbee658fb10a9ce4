/**
 * Safety for people at risk (docs/safety.md): the quick exit leaves no trace in local
 * storage and no way back with the back button; discreet mode makes titles neutral.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures/test";
import { DATABASE_NAMES, DEVICE_KEPT_KEYS, STORAGE_KEYS } from "../src/shared/constants";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";
import { chatPanel, openChat, sendMessage } from "./assistant-helpers";

const KEPT_KEYS: string[] = [...DEVICE_KEPT_KEYS];

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/** What a chat and the offline queue leave on the device while the site is used. */
async function leaveTraces(page: Page) {
  await page.evaluate(
    ({ keys, queue }) => {
      sessionStorage.setItem(
        keys.chatVisit,
        JSON.stringify({
          currentId: null,
          sessions: { chat_1: { messages: [{ text: "private question" }] } },
        }),
      );
      localStorage.setItem(keys.chatKept, "v1.sealed.private");
      localStorage.setItem(keys.aiUsage, JSON.stringify({ count: 3, timestamp: Date.now() }));
      localStorage.setItem(keys.theme, "dark");
      return new Promise<void>((resolve) => {
        const open = indexedDB.open(queue, 1);
        open.onupgradeneeded = () => open.result.createObjectStore("drafts");
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
      });
    },
    { keys: STORAGE_KEYS, queue: DATABASE_NAMES.sendQueue },
  );
}

async function storageLeft(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
}

async function expectNeutralPage(page: Page) {
  await expect(page).toHaveURL(/\/weather$/);
  await expect(page.getByRole("heading", { level: 1, name: "Weather in Uganda" })).toBeVisible();
  await expect(page).toHaveTitle("Weather");
  await expect(page.getByRole("link")).toHaveCount(0);
  await expect(page.getByText("HIVCare")).toHaveCount(0);
}

test("the quick exit button replaces the page, clears the device and leaves no way back", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await leaveTraces(page);
  // Move within the site, so the history holds two of its pages.
  await page.getByRole("banner").getByRole("link", { name: "HIVCare" }).click();
  await expect(page).toHaveURL(/\/$/);
  const historyBefore = await page.evaluate(() => history.length);

  await page.getByRole("link", { name: "Quick exit" }).click();
  await expectNeutralPage(page);

  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  const left = await storageLeft(page);
  expect(left.local.every((key) => KEPT_KEYS.includes(key))).toBe(true);
  expect(left.local).not.toContain(STORAGE_KEYS.chatKept);
  // The exit's marker; the splash flag is the test's own (skipSplash), set again on every load.
  expect(left.session.filter((key) => key !== STORAGE_KEYS.splashShown)).toEqual(["w"]);
  expect(left.databases).not.toContain(DATABASE_NAMES.sendQueue);

  // Back leads to an earlier page of the site, which goes straight on to the neutral page;
  // back once more leaves for whatever was open before the site.
  await page.goBack();
  await expectNeutralPage(page);
  await page.goBack();
  await expect(page).toHaveURL("about:blank");
});

test("Shift tapped three times is the same quick exit, and it signs the person out", async ({ page }) => {
  await signUpViaApi(page.request, newClientAccount());
  await page.goto("/portal");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(200);

  // Capitals typed with Shift are not the gesture.
  await page.keyboard.type("ABC");
  await expect(page).toHaveURL(/\/portal$/);
  for (let tap = 0; tap < 3; tap += 1) await page.keyboard.press("Shift");
  await expectNeutralPage(page);
  await expect.poll(async () => (await page.request.get("/api/me")).status()).toBe(401);
});

test("closing nested dialogs with Escape never leaves the page or clears the chat", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await openChat(page);
  await sendMessage(page, "Where can I get tested?");
  const chat = chatPanel(page);
  await chat.getByRole("button", { name: "Chat History" }).click();
  const history = page.getByRole("dialog", { name: "Chat History" });
  await expect(history).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();
  // A keyboard user carries on from the button that opened the history.
  await expect(chat.getByRole("button", { name: "Chat History" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Open the iCare chat" }).click();
  await expect(
    page.getByRole("dialog", { name: "iCare HIV Assistant" }).getByText("Where can I get tested?"),
  ).toBeVisible();
});

test("opening the site afresh after a quick exit works as usual", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: "Quick exit" }).click();
  await expectNeutralPage(page);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test("discreet mode makes every title neutral and hides the name in the header, and survives a quick exit", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(page).toHaveTitle(/HIVCare/);
  await page.getByRole("switch", { name: "Discreet mode" }).click();
  await expect(page).toHaveTitle("Notes");
  await expect(page.getByRole("banner").getByRole("link", { name: "Notes" })).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Notes");

  await page.getByRole("link", { name: "Quick exit" }).click();
  await expectNeutralPage(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Notes");
});

test("the neutral page has no accessibility violations", async ({ page }) => {
  await page.goto("/weather");
  await expectNeutralPage(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
