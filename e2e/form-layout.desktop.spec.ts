/**
 * At a desk's width two fields share a row (the contact form's e-mail and phone). When one of
 * them shows its error, the other's label and box stay level with it: they do not slide down
 * into the height the error added to the row.
 */
import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";

test("a field beside one showing its error stays level with it", async ({ page }) => {
  await skipSplash(page);
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send Us a Message" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Give an e-mail or a phone number so we can reply to you.")).toBeVisible();
  const email = await form.getByLabel("E-mail").boundingBox();
  const phone = await form.getByLabel("Phone number").boundingBox();
  expect(phone!.x, "side by side").toBeGreaterThan(email!.x + email!.width);
  expect(phone!.y).toBeCloseTo(email!.y, 0);
});
