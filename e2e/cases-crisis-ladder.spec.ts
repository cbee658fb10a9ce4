/**
 * The crisis ladder (issue 17): a visitor in Kampala asks iCare for a person and nobody
 * takes the case. Sixteen minutes later every Kampala navigator is alerted, live, in the
 * bell, and the alert opens the case; Masaka's navigators are not (yet). The server's
 * clock is moved, so this spec runs on its own (playwright.config.ts).
 */
import { expect, test } from "./fixtures/test";
import { demoAdmin, secondKampalaAdmin } from "./fixtures/accounts";
import { actAs, findCase, kampalaVisitorAsksForAPerson } from "./fixtures/inbox";
import { MINUTE_MS, advanceServerClock } from "./fixtures/reminders";
import { skipSplash } from "./fixtures/splash";

interface Alert {
  title: string;
  message: string;
  data: { case_id?: string };
}

test("an untaken crisis alerts the region's other navigators after 15 minutes, and the alert opens the case", async ({
  page,
}) => {
  await skipSplash(page);
  const phone = await kampalaVisitorAsksForAPerson(page.request, "I want to end my life tonight");

  // Peter, the second Kampala navigator, has the workspace open.
  await actAs(page, secondKampalaAdmin());
  const ours = await findCase(page.request, phone.e164);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await advanceServerClock(page.request, 16 * MINUTE_MS);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  // Other specs' crises climb too: this case's alert is the one that names it.
  const alert = panel
    .getByRole("button", { name: /Urgent case waiting/ })
    .filter({ hasText: `Case #${ours.number} has waited 15 minutes and nobody has taken it.` });
  await expect(alert).toHaveCount(1);
  await alert.click();
  await expect(page).toHaveURL(`/admin-dashboard/cases/${ours.id}`);

  // Masaka's navigator hears nothing until 30 minutes have passed.
  const alertsOf = async () => {
    const answer = await page.request.get("/api/notifications");
    const { notifications } = (await answer.json()) as { notifications: Alert[] };
    return notifications.filter((item) => item.data.case_id === ours.id);
  };
  await actAs(page, demoAdmin("masaka"));
  expect(await alertsOf()).toEqual([]);
  await advanceServerClock(page.request, 15 * MINUTE_MS);
  expect((await alertsOf()).map((item) => item.message)).toEqual([
    `Case #${ours.number} has waited 30 minutes and nobody has taken it. Please open it now.`,
  ]);
});
