/**
 * iCare's answers as a person reads them (issue 19): in the language of the question, and
 * speaking to the number a person writes from their results.
 */
import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { icareMessages, messageText, openChat, sendMessage } from "./assistant-helpers";

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("a Swahili question on the English site is answered in Swahili, marked as Swahili", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await openChat(page);
  await sendMessage(page, "nimesahau kumeza dawa zangu jana usiku, nifanye nini?");
  const reply = messageText(icareMessages(page).last());
  await expect(reply).toContainText("Usijali, kukosa dozi hutokea kwa watu wengi.");
  await expect(reply).toHaveAttribute("lang", "sw");
  // The next question, in English, is answered in English.
  await sendMessage(page, "How does PrEP work for women?");
  await expect(messageText(icareMessages(page).last())).toContainText(
    "PrEP is a strong way to stay HIV-negative.",
  );
  await expect(messageText(icareMessages(page).last())).toHaveAttribute("lang", "en");
});

test("a viral load result is read and answered for what it means", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await sendMessage(page, "my viral load came back 1200 copies, what does it mean?");
  const reply = messageText(icareMessages(page).last());
  await expect(reply).toContainText("A viral load of 1,200 copies/mL is 1,000 or more");
  await expect(reply).toContainText("Your clinic will talk with you about what makes taking pills hard");
});

test("a PrEP question naming Masaka lists Masaka first and no emergency number", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await sendMessage(page, "where can I get PrEP in Masaka?");
  const reply = messageText(icareMessages(page).last());
  // The service's own Masaka location offers PrEP (decision 070); the hospital is general care there.
  await expect(reply).toContainText(
    "Places that may help:\n- HIVCare Masaka\n- Masaka Regional Referral Hospital",
  );
  await expect(reply).not.toContainText("999");
  await expect(reply).not.toContainText("Police");
});

test("a Luganda missed-dose question is answered in Luganda, marked as Luganda", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await sendMessage(page, "neerabidde okumira eddagala lyange eggulo ekiro, kati nkole ki?");
  const reply = messageText(icareMessages(page).last());
  // The 6-hour rule, in Luganda.
  await expect(reply).toContainText("Teweeraliikirira, okusubwa dozi kutuuka ku bantu bangi.");
  await expect(reply).toContainText("essaawa 6");
  await expect(reply).toHaveAttribute("lang", "lg");
  // A Luganda question on a topic not yet written in Luganda says so, and answers in English.
  await sendMessage(page, "viral load yange eri 1200, kitegeeza ki?");
  const next = messageText(icareMessages(page).last());
  await expect(next).toContainText(
    "I can't answer this question in Luganda yet, so here is my answer in English.",
  );
  await expect(next).toHaveAttribute("lang", "en");
});
