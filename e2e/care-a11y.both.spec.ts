/**
 * The portal with a dose waiting, and the settings page, have no accessibility
 * violations in either theme and language; in Swahili, the reminder itself is written in
 * Swahili (the server learns the language from the device).
 */
import { expect, test } from "./fixtures/test";
import { STORAGE_KEYS } from "../src/shared/constants";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";
import { MINUTE_MS, advanceServerClock, kampalaTimeIn } from "./fixtures/reminders";
import { expectNoViolations } from "./fixtures/axe";

for (const language of ["en", "sw"] as const) {
  test(`portal with a dose waiting and settings are axe-clean (${language})`, async ({ page }) => {
    await skipSplash(page);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE_KEYS.language,
      language,
    ] as const);
    await signUpViaApi(page.request, newClientAccount("Mercy Akello"));
    await page.goto("/portal");
    const heading = language === "en" ? "Daily reminders" : "Vikumbusho vya kila siku";
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    // The device's language reaches the server before the reminder rings.
    await expect
      .poll(async () => (await (await page.request.get("/api/me")).json()).profile.language)
      .toBe(language);

    const time = await kampalaTimeIn(page.request, 2);
    const created = await page.request.post("/api/reminders", {
      data: { kind: "medication", label: "Evening", time_of_day: time },
    });
    expect(created.status()).toBe(201);
    await advanceServerClock(page.request, 3 * MINUTE_MS);
    const notifications = (await (await page.request.get("/api/notifications")).json()).notifications;
    expect(notifications[0]).toMatchObject({
      title: language === "en" ? "Reminder" : "Kikumbusho",
      message: language === "en" ? `Evening at ${time}` : `Evening saa ${time}`,
    });

    await page.reload();
    await expect(page.getByRole("button", { name: language === "en" ? "Taken" : "Nimemeza" })).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoViolations(page);
    }

    await page.goto("/portal/settings");
    await expect(
      page.getByRole("heading", { name: language === "en" ? "Language and look" : "Lugha na mwonekano" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(language === "en" ? /^Settings/ : /Mipangilio/);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoViolations(page);
    }
  });
}
