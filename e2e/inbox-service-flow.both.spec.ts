/**
 * The heart of the service, through the screens: a client asks for PrEP in Masaka; the
 * Masaka admin finds it in the inbox, which the server orders by the priority rules, opens
 * it, marks it reviewed, schedules it and replies; the client reads the reply and the
 * new status in the portal; the audit log shows who did what.
 */
import { expect, test } from "@playwright/test";
import type { InboxItem } from "../src/shared/api/inbox";
import { PRIORITY_RANK } from "../src/shared/constants";
import { demoAdmin, newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { actAs, closeToasts, isPhone } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";

const rank = (item: InboxItem) => PRIORITY_RANK[item.priority ?? ""] ?? 0;

test("a PrEP request in Masaka is answered by the Masaka admin and the client reads the answer", async ({
  page,
}) => {
  // Three people's work in one story: longer than one page's budget.
  test.setTimeout(180_000);
  await skipSplash(page);
  const client = newClientAccount("Amina Nakato");
  await signUpViaApi(page.request, client);
  const admin = demoAdmin("masaka");
  const reply = `We have your request, ${Date.now().toString(36)}. Come to the clinic on Monday.`;

  // The client applies, arriving as the service modal's "Continue to Portal" sends them.
  await page.goto("/portal?service=prep");
  await expect(page.getByRole("radio", { name: /PrEP/ })).toBeChecked();
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole("radio", { name: "Masaka" }).check();
  await page.getByRole("radio", { name: "At a clinic" }).check();
  await page.getByLabel(/Notes for a discreet delivery/).fill("Please text before calling.");
  await page.getByRole("checkbox", { name: "I have done a risk assessment" }).check();
  await page.getByLabel(/Anything your navigator should know/).fill("I would like to start next week.");
  await page.getByRole("checkbox", { name: /keeps these details/ }).check();
  const sent = page.waitForResponse(
    (response) => response.url().endsWith("/api/applications") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send request" }).click();
  const { id: applicationId } = await (await sent).json();
  await expect(page.getByText("Request sent")).toBeVisible();
  await closeToasts(page);
  const mine = page.getByRole("region", { name: "My requests" });
  await expect(mine.getByRole("heading", { name: "Prevention support" })).toBeVisible();
  await expect(mine.getByText("Received").first()).toBeVisible();

  // The Masaka admin: the item sits where priority, then age, puts it.
  await actAs(page, admin);
  const inbox = (await (await page.request.get("/api/admin/inbox")).json()) as { items: InboxItem[] };
  const position = inbox.items.findIndex(
    (item) => item.type === "application" && item.data.application_id === applicationId,
  );
  expect(position).toBeGreaterThanOrEqual(0);
  const ours = inbox.items[position]!;
  expect(ours).toMatchObject({
    title: "Service Application: prep",
    user_name: "Amina Nakato",
    status: "new",
  });
  for (const [index, item] of inbox.items.entries()) {
    const next = inbox.items[index + 1];
    if (next) expect(rank(item)).toBeGreaterThanOrEqual(rank(next));
  }

  await page.goto("/admin-dashboard");
  await expect(page).toHaveTitle(/^Dashboard · /);
  // Found by its id, not its place: specs running beside this one add to the same inbox.
  const row = page.getByRole("list", { name: "Inbox items" }).locator(`#inbox-item-application-${ours.id}`);
  await expect(row).toContainText("Service Application: prep");
  await expect(row).toContainText(ours.summary);
  await expect(row).toContainText("From Amina Nakato");
  await expect(row).toContainText("New");

  await row.click();
  const detail = page.getByRole("article");
  await expect(detail.getByRole("heading", { name: "Service Application: prep" })).toBeVisible();
  if (isPhone(page)) await expect(page.getByRole("list", { name: "Inbox items" })).toBeHidden();
  await expect(detail.getByText("I would like to start next week.")).toBeVisible();
  await expect(detail.getByText("Please text before calling.")).toBeVisible();

  await detail.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(detail.getByRole("button", { name: "Reviewed" })).toBeDisabled();
  await closeToasts(page);

  await detail.getByLabel("Change status").selectOption("scheduled");
  await detail.getByLabel("Note to the client (optional)").fill("Monday at 10 at the Masaka clinic");
  await detail.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("Status updated. The client has been notified.")).toBeVisible();
  await closeToasts(page);
  await expect(detail.getByRole("region", { name: "Status history" })).toContainText("Scheduled by");

  await detail.getByLabel("Your reply").fill(reply);
  await detail.getByRole("button", { name: "Send reply" }).click();
  await expect(detail.getByRole("region", { name: "Replies" }).getByText(reply)).toBeVisible();
  await expect(detail.getByLabel("Your reply")).toHaveValue("");
  await closeToasts(page);

  if (isPhone(page)) {
    await page.getByRole("button", { name: "Back to inbox" }).click();
    await expect(row).toBeFocused();
  }
  await expect(row).toContainText("Reviewed");

  await page.getByRole("tab", { name: "Audit log" }).click();
  const audit = page.getByRole("tabpanel", { name: "Audit log" });
  for (const action of ["viewed personal data", "marked reviewed", "changed the status", "replied"]) {
    await expect(audit.getByText(`${admin.name} ${action}`).first()).toBeVisible();
  }

  // The client reads the answer and the new status.
  await actAs(page, client);
  await page.goto("/portal");
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages.getByText(reply)).toBeVisible();
  await expect(messages.getByText("New")).toBeVisible();
  await expect(mine.getByText("Scheduled").first()).toBeVisible();
  await expect(mine.getByText("Monday at 10 at the Masaka clinic").first()).toBeVisible();
  await messages.getByRole("button", { name: "Mark as read" }).click();
  await expect(messages.getByRole("button", { name: "Mark as read" })).toBeHidden();
});
