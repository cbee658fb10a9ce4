/**
 * Safety for people at risk (docs/safety.md): the quick exit leaves no trace in local
 * storage and no way back with the back button; discreet mode makes titles neutral.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { STORAGE_KEYS } from "../src/shared/constants";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";

const KEPT_KEYS = [STORAGE_KEYS.theme, STORAGE_KEYS.language, "discreet-mode"];

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/** What a chat and the offline queue leave on the device while the site is used. */
async function leaveTraces(page: Page) {
  await page.evaluate((keys) => {
    localStorage.setItem(
      keys.chatHistory,
      JSON.stringify({ chat_1: { messages: [{ text: "private question" }] } }),
    );
    localStorage.setItem(keys.currentSession, JSON.stringify({ id: "chat_1" }));
    localStorage.setItem(keys.aiUsage, JSON.stringify({ count: 3, timestamp: Date.now() }));
    localStorage.setItem(keys.theme, "dark");
    return new Promise<void>((resolve) => {
      const open = indexedDB.open("hivcare-outbox", 1);
      open.onupgradeneeded = () => open.result.createObjectStore("drafts");
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
    });
  }, STORAGE_KEYS);
}

async function storageLeft(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage).sort(),
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

  await page.getByRole("button", { name: "Quick exit" }).click();
  await expectNeutralPage(page);

  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  const left = await storageLeft(page);
  expect(left.local.every((key) => KEPT_KEYS.includes(key))).toBe(true);
  expect(left.local).not.toContain(STORAGE_KEYS.chatHistory);
  expect(left.databases).not.toContain("hivcare-outbox");

  // Back leads to an earlier page of the site, which goes straight on to the neutral page;
  // back once more leaves for whatever was open before the site.
  await page.goBack();
  await expectNeutralPage(page);
  await page.goBack();
  await expect(page).toHaveURL("about:blank");
});

test("Escape pressed twice is the same quick exit, and it signs the person out", async ({ page }) => {
  await signUpViaApi(page.request, newClientAccount());
  await page.goto("/portal");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(200);

  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expectNeutralPage(page);
  await expect.poll(async () => (await page.request.get("/api/me")).status()).toBe(401);
});

test("opening the site afresh after a quick exit works as usual", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Quick exit" }).click();
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

  await page.getByRole("button", { name: "Quick exit" }).click();
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
