/**
 * A client sets a daily reminder; it rings when the server's clock reaches it (in the
 * app without a reload, and in the bell); Snooze brings it back 10 minutes later; Taken
 * records the dose, reads its ring in the bell, and the 30-day adherence figure moves.
 */
import { expect, test, type Page } from "./fixtures/test";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";
import { MINUTE_MS, advanceServerClock, kampalaTimeIn } from "./fixtures/reminders";

const badge = (page: Page) => page.getByTestId("notification-badge");

/** The bell's count as the server has it now. */
async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/notifications/unread-count");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test("a reminder rings, Snooze brings it back in 10 minutes, Taken moves the adherence figure", async ({
  page,
}) => {
  await signUpViaApi(page.request, newClientAccount("Grace Atim"));
  await page.goto("/portal");
  const reminders = page.getByRole("region", { name: "Daily reminders" });
  const adherence = page.getByRole("region", { name: "Your last 30 days" });
  await expect(adherence.getByTestId("adherence-percentage")).toHaveText("—");
  await expect(adherence.getByText("No doses recorded yet").first()).toBeVisible();

  const time = await kampalaTimeIn(page.request, 2);
  await test.step("set a daily reminder", async () => {
    // With no reminder yet the form is open; an empty label is refused by name.
    await reminders.getByRole("button", { name: "Add reminder" }).click();
    await expect(reminders.getByText("Please fill this in.")).toBeVisible();
    await expect(reminders.getByLabel("Label")).toBeFocused();
    await reminders.getByLabel("Label").fill("Morning routine");
    await reminders.getByLabel("Time", { exact: true }).fill(time);
    await reminders.getByRole("button", { name: "Add reminder" }).click();
    const list = reminders.getByRole("list", { name: "Your reminders" });
    await expect(list.getByText("Morning routine")).toBeVisible();
    await expect(list.getByText(time, { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Right now" })).toContainText("Morning routine");
  });

  const now = reminders.getByRole("region", { name: "Now" });
  await test.step("it rings when its time comes, live", async () => {
    await expect(now).toHaveCount(0);
    await advanceServerClock(page.request, 3 * MINUTE_MS);
    await expect(now.getByText("Morning routine")).toBeVisible();
    await expect(now.getByText(`Due at ${time}`)).toBeVisible();
    await expect(badge(page)).toHaveText("1");
    await expect(page.getByRole("list", { name: "Right now" })).toContainText("1 waiting for an answer");
  });

  await test.step("Snooze: quiet for 9 minutes, back at 10", async () => {
    await now.getByRole("button", { name: "Snooze 10 min" }).click();
    await expect(now.getByText(/^Snoozed until \d\d:\d\d$/)).toBeVisible();
    // The server's round has run when the clock answers: it rang nothing again.
    await advanceServerClock(page.request, 9 * MINUTE_MS);
    expect(await unreadCount(page)).toBe(1);
    await expect(badge(page)).toHaveText("1");
    // The first ring read (on another device, say): the badge empties, live.
    const [reminder] = (await (await page.request.get("/api/reminders")).json()).reminders;
    expect((await page.request.post(`/api/notifications/${reminder.id}/read`)).status()).toBe(200);
    await expect(badge(page)).toHaveCount(0);
    await advanceServerClock(page.request, 1 * MINUTE_MS);
    await expect(badge(page)).toHaveText("1");
    await expect(now.getByText(`Due at ${time}`)).toBeVisible();
    // The ring again takes the first one's place in the bell (decision 094).
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("Reminder (again)")).toBeVisible();
    await expect(panel.getByText(`Morning routine at ${time}`)).toHaveCount(1);
    await page.keyboard.press("Escape");
  });

  await test.step("Taken records the dose", async () => {
    await now.getByRole("button", { name: "Taken" }).click();
    await expect(page.getByText("Well done. Recorded.")).toBeVisible();
    await expect(now).toHaveCount(0);
    // The dose answered, its ring in the bell is read.
    await expect(badge(page)).toHaveCount(0);
    await expect(adherence.getByTestId("adherence-percentage")).toHaveText("100%");
    await expect(adherence.getByText("1 taken · 0 missed")).toBeVisible();
    await expect(adherence.getByRole("img", { name: "100% of doses taken" })).toBeVisible();
    await expect(adherence.getByRole("listitem", { name: /: 1 taken$/ })).toHaveCount(1);
  });

  await test.step("still there after a reload: the server kept it", async () => {
    await page.reload();
    await expect(adherence.getByTestId("adherence-percentage")).toHaveText("100%");
  });
});

test("a reminder can be paused, resumed and deleted", async ({ page }) => {
  await signUpViaApi(page.request, newClientAccount("Paul Okello"));
  const created = await page.request.post("/api/reminders", {
    data: { kind: "refill", label: "Pick-up day", time_of_day: "17:30" },
  });
  expect(created.status()).toBe(201);
  await page.goto("/portal");
  const list = page.getByRole("list", { name: "Your reminders" });
  await expect(list.getByText(/^Refill pick-up · next /)).toBeVisible();
  await list.getByRole("button", { name: "Pause Pick-up day" }).click();
  await expect(list.getByText("Refill pick-up · paused")).toBeVisible();
  await list.getByRole("button", { name: "Resume Pick-up day" }).click();
  await expect(list.getByText(/^Refill pick-up · next /)).toBeVisible();
  await list.getByRole("button", { name: "Delete Pick-up day" }).click();
  await expect(page.getByText("Reminder deleted")).toBeVisible();
  await expect(page.getByText("No reminders yet.")).toBeVisible();
});
