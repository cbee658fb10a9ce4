/**
 * A regional team shares one case per client (issue 16), at a phone's width and at a
 * desk's: a Kampala client applies; both Kampala navigators see the case and Masaka's does
 * not. One navigator takes it; the client later writes from the contact page and asks iCare
 * for a person, and both join the case. The navigator leaves a note her teammate reads,
 * replies and waits for the client; the client answers from the portal, which brings the
 * case back to the team; the case is resolved, and the client sees each state. Back and a
 * reload keep the place.
 */
import { expect, test, type Page } from "./fixtures/test";
import {
  demoAdmin,
  newClientAccount,
  newPhoneNumber,
  secondKampalaAdmin,
  signUpViaApi,
} from "./fixtures/accounts";
import { actAs, casePage, closeToasts, findCase, readCase, searchCases } from "./fixtures/inbox";
import { skipSplash } from "./fixtures/splash";

/** The client's conversation about one case, in the portal. */
const conversation = (page: Page, number: number) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`Request #${number}`) }) });

test("three ways of writing make one case, which the region's team shares and answers", async ({ page }) => {
  // Four people's work in one story: longer than one page's budget.
  test.setTimeout(240_000);
  await skipSplash(page);
  const stamp = Date.now().toString(36);
  const client = newClientAccount(`Amina ${stamp}`);
  const ruth = demoAdmin("kampala");
  const peter = secondKampalaAdmin();
  const note = `Prefers an SMS before any call, ${stamp}.`;
  const reply = `We can deliver on Friday, ${stamp}. Does the morning suit you?`;
  const answer = `Friday morning is good, ${stamp}.`;

  // The client applies for ART delivery in Kampala.
  await signUpViaApi(page.request, client);
  const applied = await page.request.post("/api/applications", {
    data: {
      service_type: "art",
      region: "kampala",
      delivery_preference: "home",
      consent_data: true,
      consent_delivery: true,
      full_name: client.name,
      phone: newPhoneNumber().local,
    },
  });
  expect(applied.status()).toBe(201);

  // Both Kampala navigators have the case, unassigned; Masaka's does not, by the API or by
  // its address.
  await actAs(page, peter);
  const ours = await findCase(page.request, client.email);
  expect(ours).toMatchObject({ region: "kampala", assignee: null, services: ["art"], state: "new" });
  await actAs(page, demoAdmin("masaka"));
  expect((await page.request.get(`/api/admin/cases/${ours.id}`)).status()).toBe(404);
  await page.goto(`/admin-dashboard/cases/${ours.id}`);
  await expect(page.getByRole("heading", { name: /does not exist or is not in your region/ })).toBeVisible();

  // Ruth finds it in the team's queue and takes it.
  await actAs(page, ruth);
  await page.goto("/admin-dashboard?assignee=unassigned");
  await searchCases(page, client.email);
  const list = page.getByRole("list", { name: "Cases" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await list.getByRole("link", { name: `#${ours.number} ${client.name}` }).click();
  await expect(page).toHaveURL(`/admin-dashboard/cases/${ours.id}`);
  const view = casePage(page);
  await expect(view.heading).toHaveText(`#${ours.number} ${client.name}`);
  await expect(view.items.getByRole("article")).toHaveCount(1);
  await view.actions.getByRole("button", { name: "Take the case" }).click();
  await expect(view.actions.getByRole("status")).toHaveText("You took the case.");

  // Later the client writes from the contact page (asked nothing about herself) and asks
  // iCare for a person: both join her case, which stays Ruth's.
  await actAs(page, client);
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send Us a Message" });
  await expect(form.getByText(/You are signed in/)).toBeVisible();
  await expect(form.getByLabel("E-mail")).toHaveCount(0);
  await form.getByLabel("Subject").fill("Refill");
  await form.getByLabel("Message").fill(`When will my refill come? ${stamp}`);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Message")).toHaveValue("");
  const handoff = await page.request.post("/api/assistant/handoff", {
    data: { consent: true, region: null, messages: [{ from: "user", text: `I feel alone, ${stamp}` }] },
  });
  expect(handoff.status()).toBe(201);

  await actAs(page, ruth);
  await page.goto(`/admin-dashboard/cases/${ours.id}`);
  await expect(view.items.getByRole("article")).toHaveCount(3);
  await expect(view.items.getByRole("article", { name: "Application: ART delivery" })).toBeVisible();
  await expect(view.items.getByRole("article", { name: "Message: Refill" })).toBeVisible();
  await expect(
    view.items.getByRole("article", { name: /^Message: Asked to talk to a person/ }),
  ).toBeVisible();
  await expect(view.heading.locator("..")).toContainText("With you");

  await view.composer.getByRole("radio", { name: "Internal note" }).check();
  await view.composer.getByLabel("Your note for the team").fill(note);
  await view.composer.getByRole("button", { name: "Add note" }).click();
  await expect(view.composer.getByRole("status")).toHaveText("Note added.");

  // Her teammate sees the case as Ruth's, and her note.
  await actAs(page, peter);
  await page.reload();
  await expect(view.heading).toHaveText(`#${ours.number} ${client.name}`);
  await expect(view.heading.locator("..")).toContainText(`With ${ruth.name}`);
  await expect(view.thread.getByRole("listitem").filter({ hasText: note })).toContainText("Internal note");
  await expect(view.thread).toContainText(`${ruth.name} took the case`);

  // Ruth replies in the app and waits for the client.
  await actAs(page, ruth);
  await page.reload();
  await view.composer.getByRole("radio", { name: "Reply to the client" }).check();
  await view.composer.getByLabel("Your reply to the client").fill(reply);
  await view.composer.getByRole("button", { name: "Send reply" }).click();
  await expect(view.composer.getByRole("status")).toHaveText(/^Sent: /);
  await view.actions.getByRole("button", { name: "Waiting for the client" }).click();
  await expect(view.actions.getByRole("status")).toHaveText("State: Waiting for the client.");

  // The client reads the reply, never the note, and answers from the portal.
  await actAs(page, client);
  await page.goto("/portal");
  const mine = conversation(page, ours.number);
  await expect(mine).toContainText("Waiting for your reply");
  await expect(mine).toContainText(reply);
  await expect(mine).not.toContainText(note);
  await mine.getByLabel("Write to your navigator").fill(answer);
  await mine.getByRole("button", { name: "Send" }).click();
  await expect(mine.getByText("Sent. Your navigator will see it.")).toBeVisible();
  await expect(mine).toContainText(answer);
  await expect(mine).toContainText("In progress");
  await closeToasts(page);

  // The answer brought the case back to the team: in progress, and Ruth resolves it.
  await actAs(page, ruth);
  expect((await readCase(page.request, ours.id)).case.state).toBe("in_progress");
  await page.goto(`/admin-dashboard/cases/${ours.id}`);
  await expect(view.thread.getByRole("listitem").filter({ hasText: answer })).toBeVisible();
  await view.actions.getByRole("button", { name: "Resolve" }).click();
  await expect(view.actions.getByRole("status")).toHaveText("State: Resolved.");

  // From the list of every state, into the case and Back: the list comes back with its
  // search (kept in the history, never in the address); Forward and a reload keep the case.
  await page.goto("/admin-dashboard?state=all");
  await searchCases(page, client.email);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Resolved");
  await list.getByRole("link", { name: `#${ours.number} ${client.name}` }).click();
  await expect(view.heading).toHaveText(`#${ours.number} ${client.name}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-dashboard\?state=all$/);
  await expect(page.getByRole("searchbox", { name: "Search cases" })).toHaveValue(client.email);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.goForward();
  await page.reload();
  await expect(view.heading).toHaveText(`#${ours.number} ${client.name}`);
  await expect(view.thread.getByRole("listitem").filter({ hasText: answer })).toBeVisible();

  await actAs(page, client);
  await page.goto("/portal");
  await expect(conversation(page, ours.number)).toContainText("Resolved");
});
