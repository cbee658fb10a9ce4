/**
 * The portal with a dose waiting, and the settings page, have no accessibility
 * violations in either theme and any language; the reminder itself is written in the
 * device's language (the server learns it from the device).
 */
import { expect, test } from "./fixtures/test";
import { STORAGE_KEYS } from "../src/shared/constants";
import { SITE_LOCALES } from "../src/shared/domain/locale";
import { newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { skipSplash } from "./fixtures/splash";
import { MINUTE_MS, advanceServerClock, kampalaTimeIn } from "./fixtures/reminders";
import { expectNoViolationsInBothThemes } from "./fixtures/axe";

/** What each language shows, as its string files and the server's reminder texts say it. */
const WORDS = {
  en: {
    heading: "Daily reminders",
    reminder: "Reminder",
    at: "at",
    taken: "Taken",
    display: "Language and look",
    title: /^Settings/,
  },
  sw: {
    heading: "Vikumbusho vya kila siku",
    reminder: "Kikumbusho",
    at: "saa",
    taken: "Nimemeza",
    display: "Lugha na mwonekano",
    title: /Mipangilio/,
  },
  lg: {
    heading: "Ebijjukizo bya buli lunaku",
    reminder: "Ekijjukizo",
    at: "ku ssaawa",
    taken: "Nkikoze",
    display: "Olulimi n'endabika",
    title: /Ensengeka/,
  },
} as const;

for (const language of SITE_LOCALES) {
  const words = WORDS[language];
  test(`portal with a dose waiting and settings are axe-clean (${language})`, async ({ page }) => {
    await skipSplash(page);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE_KEYS.language,
      language,
    ] as const);
    await signUpViaApi(page.request, newClientAccount("Mercy Akello"));
    await page.goto("/portal");
    await expect(page.getByRole("heading", { name: words.heading })).toBeVisible();
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
      title: words.reminder,
      message: `Evening ${words.at} ${time}`,
    });

    await page.reload();
    await expect(page.getByRole("button", { name: words.taken })).toBeVisible();
    await expectNoViolationsInBothThemes(page);

    await page.goto("/portal/settings");
    await expect(page.getByRole("heading", { name: words.display })).toBeVisible();
    await expect(page).toHaveTitle(words.title);
    await expectNoViolationsInBothThemes(page);
  });
}
