import { expect, test } from "./fixtures/test";
import { WORKER_HEADERS } from "../playwright.config";
import {
  demoAdmin,
  latestOutboxMessage,
  linkIn,
  newClientAccount,
  signInAs,
  signUpViaApi,
} from "./fixtures/accounts";

const ADMIN_ENDPOINTS = [
  ["GET", "/api/admin/status"],
  ["GET", "/api/admin/invites"],
  ["POST", "/api/admin/invites"],
  ["DELETE", "/api/admin/invites/00000000-0000-4000-8000-000000000000"],
  ["GET", "/api/admin/cases"],
] as const;

test("an anonymous visitor and a client are refused every admin endpoint and page", async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: WORKER_HEADERS,
  });
  const client = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: WORKER_HEADERS });
  try {
    await signUpViaApi(client, newClientAccount());
    for (const [method, path] of ADMIN_ENDPOINTS) {
      const data = method === "GET" ? undefined : { email: "x@example.com", region: "masaka" };
      expect((await anonymous.fetch(path, { method, data })).status(), `${method} ${path}`).toBe(401);
      expect((await client.fetch(path, { method, data })).status(), `${method} ${path}`).toBe(403);
    }
  } finally {
    await anonymous.dispose();
    await client.dispose();
  }

  for (const path of ["/admin-status", "/admin/provision"]) {
    await page.goto(path);
    // The first page of a fresh browser also loads the splash; give it time on a busy machine.
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  }
  await signUpViaApi(page.request, newClientAccount());
  for (const path of ["/admin-status", "/admin/provision"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page.getByText("Outbox")).toHaveCount(0);
  }
});

test("an invitation link makes an admin once, and only once", async ({ page, browser, baseURL }) => {
  await signInAs(page.context(), demoAdmin("masaka"));
  // The old address of the invitation form leads to the team page, which invites into the
  // team's own region.
  await page.goto("/admin/provision");
  await expect(page).toHaveURL(/\/admin-dashboard\/team$/);
  const email = `navigator.${Date.now().toString(36)}@example.org`;
  await page.getByLabel("E-mail or phone number").fill(email);
  await expect(page.getByText("They join the team in Masaka.")).toBeVisible();
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("list", { name: "Open invitations" })).toContainText(email);

  const mail = await latestOutboxMessage(email, "email");
  const link = linkIn(mail.body);
  expect(new URL(link).pathname).toBe("/admin/provision");

  const invitee = await browser.newContext({ baseURL: baseURL! });
  const invited = await invitee.newPage();
  await invited.goto(link);
  await expect(invited.getByText("You have been invited")).toBeVisible();
  await invited.getByLabel("Name").fill("Tumusiime");
  await expect(invited.getByLabel("E-mail")).toHaveValue(email);
  await invited.getByLabel("Password").fill("a long navigator passphrase");
  await invited.getByRole("button", { name: "Create the account" }).click();
  await expect(invited.getByRole("status")).toContainText("The administrator account is ready");
  const me = await (await invited.request.get("/api/me")).json();
  expect(me).toMatchObject({ role: "admin", profile: { region: "masaka" } });
  await invited.goto("/admin-status");
  await expect(invited.getByRole("heading", { name: "System status" })).toBeVisible();
  await invitee.close();

  const stranger = await browser.newContext({ baseURL: baseURL! });
  const second = await stranger.newPage();
  await second.goto(link);
  await expect(second.getByRole("alert")).toContainText("not valid any more");
  await stranger.close();
});

test("a demo says so on every page, and its status page shows configuration and the outbox", async ({
  page,
}) => {
  const demoNote = page.getByRole("complementary", { name: "Demo site" });
  await page.goto("/");
  await expect(demoNote).toHaveText("Demo: for trying the service only. Do not enter real personal details.");
  await signInAs(page.context(), demoAdmin("kampala"));
  await page.goto("/admin-status");
  await expect(page.getByRole("heading", { name: "System status" })).toBeVisible();
  for (const title of ["Database", "Realtime", "Push notifications", "E-mail", "SMS", "Assistant"])
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByText(/Embedded \(PGlite\) · migration \d{4}_/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  await expect(demoNote).toBeVisible();
});
