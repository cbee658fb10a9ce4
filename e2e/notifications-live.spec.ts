/**
 * Live notifications in two browsers at once: a navigator's reply reaches the client's
 * bell within 2 seconds without a reload, Mark all as read brings it to 0, and a new
 * application reaches the navigator's bell and open workspace without a reload (spec
 * sections 2, 6 and 9).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./fixtures/test";
import { demoAdmin, newClientAccount, signInAs, signUpViaApi, type Account } from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";

const APPLICATION = {
  service_type: "testing",
  region: "kampala",
  delivery_preference: "clinic",
  consent_data: true,
  consent_delivery: false,
};

interface Person {
  page: Page;
  request: APIRequestContext;
  close(): Promise<void>;
}

/** A browser of its own, signed in, on the home page with its live stream open. */
async function openAs(browser: Browser, account: Account, mode: "sign-up" | "sign-in"): Promise<Person> {
  const context = await browser.newContext();
  await skipSplash(context);
  if (mode === "sign-up") await signUpViaApi(context.request, account);
  else await signInAs(context, account);
  const page = await context.newPage();
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  await page.goto("/");
  expect((await streamOpened).status()).toBe(200);
  return { page, request: context.request, close: () => context.close() };
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId("notification-badge");

/** The number the badge shows now: 0 without a badge. */
async function shownCount(page: Page): Promise<number> {
  return (await badge(page).count()) === 0 ? 0 : Number(await badge(page).textContent());
}

/** The case the navigator's team has for a client, found by their e-mail address. */
async function caseFor(admin: APIRequestContext, email: string): Promise<string> {
  const answer = await admin.get(`/api/admin/cases?q=${encodeURIComponent(email)}&state=`);
  const { cases } = (await answer.json()) as { cases: Array<{ id: string }> };
  expect(cases).toHaveLength(1);
  return cases[0]!.id;
}

test("a navigator's reply and a client's application arrive live, and Mark all as read clears the badge", async ({
  browser,
}) => {
  const admin = await openAs(browser, demoAdmin("kampala"), "sign-in");
  const account = newClientAccount(`Amina ${Date.now().toString(36)}`);
  const client = await openAs(browser, account, "sign-up");
  await expect(badge(client.page)).toHaveCount(0);
  // The navigator has the team's workspace open. The bell's count is the one the page
  // loaded (the bell is drawn before its count arrives, without a badge), and the region's
  // other items may grow meanwhile: the other worker's tests apply in Kampala too.
  const pathIs = (path: string) => (response: { url(): string }) => new URL(response.url()).pathname === path;
  const streamOpened = admin.page.waitForResponse(pathIs("/api/events"));
  const countLoaded = admin.page.waitForResponse(pathIs("/api/notifications/unread-count"));
  await admin.page.goto("/admin-dashboard");
  expect((await streamOpened).status()).toBe(200);
  const { count: adminBefore } = (await (await countLoaded).json()) as { count: number };
  const workspace = admin.page.getByRole("list", { name: "Cases" });
  await expect(workspace.or(admin.page.getByText(/No open cases/))).toBeVisible();

  // The client applies: the navigator's badge counts the new item and the case appears
  // in the open workspace, without a reload.
  const created = await client.request.post("/api/applications", {
    data: { ...APPLICATION, full_name: account.name },
  });
  expect(created.status()).toBe(201);
  await expect.poll(() => shownCount(admin.page)).toBeGreaterThan(adminBefore);
  await expect(workspace.getByRole("link", { name: new RegExp(account.name) })).toBeVisible();
  await bell(admin.page).click();
  await expect(admin.page.getByRole("link", { name: /new items? in your inbox/ })).toBeVisible();
  await admin.page.keyboard.press("Escape");

  // The navigator replies: the client's bell goes up within 2 seconds, without a reload.
  const caseId = await caseFor(admin.request, account.email);
  const replied = await admin.request.post(`/api/admin/cases/${caseId}/replies`, {
    data: { text: "We will see you on Monday at 10." },
  });
  expect(replied.status()).toBe(201);
  await expect(badge(client.page)).toHaveText("1", { timeout: 2000 });

  // The reply is in the list with its title, message and time.
  await bell(client.page).click();
  const dialog = client.page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog.getByRole("button", { name: /Reply to your application/ })).toBeVisible();
  await expect(
    dialog.getByText(/You have received a reply from .*: We will see you on Monday at 10\./),
  ).toBeVisible();
  await expect(dialog.getByText("Just now")).toBeVisible();

  const axe = await new AxeBuilder({ page: client.page }).include("[role=dialog]").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await dialog.getByRole("button", { name: "Mark all as read" }).click();
  await expect(badge(client.page)).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

  // Still 0 after a reload: the server recorded it.
  await client.page.reload();
  await expect(bell(client.page)).toHaveAccessibleName("Notifications");

  await client.close();
  await admin.close();
});

test("a signed-out visitor's bell invites to sign in and opens no live stream", async ({ page }) => {
  await skipSplash(page);
  const streams: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") streams.push(request.url());
  });
  await page.goto("/");
  await bell(page).click();
  await expect(page.getByText("Sign in to receive notifications")).toBeVisible();
  await expect(page.getByText("Get updates on your applications and messages")).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  expect(streams).toEqual([]);
});

test("turning on device notifications without the browser's permission says so", async ({ browser }) => {
  const client = await openAs(browser, newClientAccount(), "sign-up");
  await client.page.evaluate(() => navigator.serviceWorker.ready);
  await bell(client.page).click();
  const device = client.page.getByRole("switch", { name: "Notifications on this device" });
  await expect(device).toBeEnabled();
  await device.click();
  await expect(client.page.getByText("Notification permission denied")).toBeVisible();
  await expect(device).not.toBeChecked();
  await client.close();
});
