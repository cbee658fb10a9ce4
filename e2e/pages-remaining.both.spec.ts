/**
 * The pages the spec leaves "not shown": premium portal, peer navigator, partner and
 * donor portals, the education library and the neutral weather page. Each renders in
 * English and Swahili, in both themes, without accessibility violations, at both widths.
 * What their forms do is in pages-remaining-forms.spec.ts.
 */
import { expect, test } from "./fixtures/test";
import { STORAGE_KEYS } from "../src/shared/constants";
import { skipSplash } from "./fixtures/splash";
import { expectNoViolations } from "./fixtures/axe";

const PAGES = [
  { path: "/premium-portal", en: "Unlock Unlimited HIVCare AI", sw: "Fungua HIVCare AI Bila Kikomo" },
  {
    path: "/peer-navigator",
    en: "Peer navigators: someone who has walked this road",
    sw: "Wasaidizi rika: mtu aliyepita njia hii",
  },
  { path: "/partner-portal", en: "Partner with us", sw: "Shirikiana nasi" },
  {
    path: "/donor-portal",
    en: "Support discreet HIV care in Uganda",
    sw: "Saidia huduma ya siri ya VVU nchini Uganda",
  },
  { path: "/learn", en: "Learn about HIV care", sw: "Jifunze kuhusu huduma ya VVU" },
  { path: "/weather", en: "Weather in Uganda", sw: "Hali ya hewa nchini Uganda" },
] as const;

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

// Both languages and both themes, in two runs rather than four: English in the light
// theme, Swahili in the dark one (at both widths, as a *.both spec).
const VARIANTS = [
  { language: "en", colorScheme: "light" },
  { language: "sw", colorScheme: "dark" },
] as const;

for (const { language, colorScheme } of VARIANTS) {
  test.describe(`${language}, ${colorScheme}`, () => {
    test.use({ colorScheme });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [STORAGE_KEYS.language, language],
      );
    });

    for (const entry of PAGES) {
      test(`${entry.path} renders and is accessible`, async ({ page }) => {
        await page.goto(entry.path);
        // The first page of a fresh browser may be slow on a busy machine.
        await expect(page.getByRole("heading", { level: 1, name: entry[language] })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        // Wait for what loads after the page: figures, illustrations.
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page);
      });
    }
  });
}
