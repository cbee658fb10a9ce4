/**
 * The heart of the service, through the screens: a client asks for PrEP in Masaka; a
 * Masaka navigator finds the case in the team's workspace by searching, opens it at its own
 * address, takes it, marks the request reviewed, schedules it, leaves an internal note for
 * the team and replies; the client reads the reply and the new status in the portal, never
 * the note; the audit log shows who did what.
 */
import { expect, test } from "./fixtures/test";
import { demoAdmin, newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { actAs, casePage, closeToasts, findCase, searchCases } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";

test("a PrEP request in Masaka is answered in the team's workspace and the client reads the answer", async ({
  page,
}) => {
  // Three people's work in one story: longer than one page's budget.
  test.setTimeout(180_000);
  await skipSplash(page);
  const client = newClientAccount("Amina Nakato");
  await signUpViaApi(page.request, client);
  const admin = demoAdmin("masaka");
  const stamp = Date.now().toString(36);
  const reply = `We have your request, ${stamp}. Come to the clinic on Monday.`;
  const note = `She asked us to text before calling, ${stamp}.`;

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
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Request sent")).toBeVisible();
  await closeToasts(page);

  // The navigator searches the workspace by the client's e-mail address.
  await actAs(page, admin);
  const ours = await findCase(page.request, client.email);
  expect(ours).toMatchObject({ state: "new", services: ["prep"], assignee: null, region: "masaka" });
  await page.goto("/admin-dashboard");
  await expect(page).toHaveTitle(/^Dashboard · /);
  await searchCases(page, client.email);
  const list = page.getByRole("list", { name: "Cases" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // A client's address or name never enters the address bar or the browser's history list.
  expect(page.url()).toMatch(/\/admin-dashboard$/);
  const row = list.getByRole("listitem");
  await expect(row).toContainText(`#${ours.number}`);
  await expect(row).toContainText("Amina Nakato");
  await expect(row).toContainText("PrEP");
  await expect(row).toContainText("New");
  await expect(row).toContainText("Unassigned");
  await expect(row).toContainText(/Waiting/);
  await row.getByRole("link", { name: `#${ours.number} Amina Nakato` }).click();

  // The case, at its own address.
  await expect(page).toHaveURL(`/admin-dashboard/cases/${ours.id}`);
  await expect(page).toHaveTitle(new RegExp(`^Case #${ours.number} · `));
  const view = casePage(page);
  await expect(view.heading).toHaveText(`#${ours.number} Amina Nakato`);
  await expect(view.thread).toContainText("Applied for PrEP");
  const application = view.items.getByRole("article", { name: "Application: PrEP" });
  await expect(application.getByText("I would like to start next week.")).toBeVisible();
  await expect(application.getByText("Please text before calling.")).toBeVisible();

  await view.actions.getByRole("button", { name: "Take the case" }).click();
  await expect(view.actions.getByRole("status")).toHaveText("You took the case.");
  await expect(view.heading).toBeFocused();
  await expect(view.actions.getByRole("button", { name: "Put back in queue" })).toBeVisible();
  await expect(view.thread).toContainText(`${admin.name} took the case`);

  await application.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(application.getByRole("button", { name: "Reviewed" })).toBeDisabled();
  await closeToasts(page);

  await application.getByLabel("Change status").selectOption("scheduled");
  await application.getByLabel("Note to the client (optional)").fill("Monday at 10 at the Masaka clinic");
  await application.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("Status updated. The client has been notified.")).toBeVisible();
  await closeToasts(page);
  await expect(application).toContainText(`Scheduled by ${admin.name}`);

  // An internal note for the team, then the reply to the client.
  await view.composer.getByRole("radio", { name: "Internal note" }).check();
  await view.composer.getByLabel("Your note for the team").fill(note);
  await view.composer.getByRole("button", { name: "Add note" }).click();
  await expect(view.composer.getByRole("status")).toHaveText("Note added.");
  const noteEntry = view.thread.getByRole("listitem").filter({ hasText: note });
  await expect(noteEntry).toContainText("Internal note — the client never sees this");

  await view.composer.getByRole("radio", { name: "Reply to the client" }).check();
  // The client left no phone number: the app first, or her confirmed e-mail.
  const sendBy = view.composer.getByRole("group", { name: "Send by" });
  await expect(sendBy.getByRole("radio", { name: "In the app" })).toBeChecked();
  await expect(sendBy.getByRole("radio", { name: /^E-mail to / })).toBeVisible();
  const field = view.composer.getByLabel("Your reply to the client");
  await field.fill(reply);
  await view.composer.getByRole("button", { name: "Send reply" }).click();
  await expect(view.composer.getByRole("status")).toHaveText("Sent: In the app.");
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
  const replyEntry = view.thread.getByRole("listitem").filter({ hasText: reply });
  await expect(replyEntry).toContainText(`${admin.name} replied in the app`);
  await expect(replyEntry).not.toContainText("Internal note");

  // The address holds: a reload shows the same case, and the way back returns to the same
  // search, which the address itself never shows (it stays in the browser's history).
  await page.reload();
  await expect(view.thread.getByText(reply)).toBeVisible();
  await page.getByRole("link", { name: "All cases" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("searchbox", { name: "Search cases" })).toHaveValue(client.email);
  await expect(page.getByRole("list", { name: "Cases" }).getByRole("listitem")).toHaveCount(1);

  await page
    .getByRole("navigation", { name: "Workspace pages" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await expect(page).toHaveURL("/admin-dashboard/audit");
  const audit = page.getByRole("list", { name: "Audit entries" });
  for (const action of [
    "viewed personal data",
    "assigned",
    "marked reviewed",
    "changed the status",
    "added an internal note",
    "replied",
  ]) {
    await expect(audit.getByText(`${admin.name} ${action}`).first()).toBeVisible();
  }

  // The client reads the reply and the new status; the note never reaches them.
  await actAs(page, client);
  const mine = (await (await page.request.get("/api/cases")).json()) as {
    cases: Array<{ id: string; messages: Array<{ from: string; text: string }> }>;
  };
  const theirs = mine.cases.find((entry) => entry.id === ours.id);
  expect(theirs?.messages.map((message) => message.text)).toContain(reply);
  expect(JSON.stringify(mine)).not.toContain(note);
  await page.goto("/portal");
  await expect(page.getByText(reply).first()).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  const requests = page.getByRole("region", { name: "My requests" });
  await expect(requests.getByText("Scheduled").first()).toBeVisible();
  await expect(requests.getByText("Monday at 10 at the Masaka clinic").first()).toBeVisible();
});
