/**
 * A crisis is never missed (issues 7 and 17): a high-risk message shows the spec's
 * destructive toast, briefly, and a crisis card in the chat with the numbers to call and a
 * person from the care team; the hand-off reaches the region's workspace as urgent.
 * Offline, the browser's copy of the reader answers a crisis with the same card.
 */
import { expect, test } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { demoAdmin, demoAdminRequest } from "./fixtures/accounts";
import { chatPanel, icareMessages, openChat, sendMessage } from "./assistant-helpers";

test("a high-risk message shows the safety toast, and the hand-off lands urgent in the admin's inbox", async ({
  page,
}) => {
  await skipSplash(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await openChat(page);
  await expect(icareMessages(page)).toHaveCount(1);
  await sendMessage(page, "I want to end my life tonight");

  const safetyToast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Immediate support recommended" });
  await expect(safetyToast).toBeVisible();
  await expect(safetyToast).toContainText(/999|emergency/);

  // In the chat, at once: the numbers to call, one tap each, and a person from the care team.
  const card = chatPanel(page).getByRole("region", { name: "Help now" });
  await expect(card.getByRole("link", { name: "Call 999 Police" })).toHaveAttribute("href", "tel:999");
  await expect(card.getByRole("link", { name: "Call 116 Child helpline (Sauti)" })).toHaveAttribute(
    "href",
    "tel:116",
  );
  // The toast is short: gone within seconds, so it never stays over the chat.
  await expect(safetyToast).toBeHidden({ timeout: 10_000 });
  await card.getByRole("button", { name: "Talk to a person" }).click();
  const dialog = page.getByRole("dialog", { name: "Talk to a person" });
  await expect(dialog.getByRole("link", { name: /^Call 112/ })).toHaveAttribute("href", "tel:112");
  await dialog.getByRole("textbox", { name: /Phone number or e-mail/ }).fill("0772 555 123");
  await dialog.getByRole("combobox", { name: /Where are you/ }).selectOption("masaka");
  await dialog.getByRole("checkbox", { name: "I agree to share this with the care team." }).check();
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  await expect(chatPanel(page).getByTestId("assistant-handoff-sent")).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Request sent" })).toBeVisible();

  const admin = await demoAdminRequest(demoAdmin("masaka"));
  // The hand-off opened or joined the case of the number the person left, urgent.
  const found = await (
    await admin.get(`/api/admin/cases?state=&q=${encodeURIComponent("+256772555123")}`)
  ).json();
  const [handoffCase] = found.cases.filter((row: { sources: string[] }) => row.sources.includes("handoff"));
  expect(handoffCase).toMatchObject({ priority: "urgent" });
  // The shared message is there for the navigator, in the case's thread.
  const detail = await (await admin.get(`/api/admin/cases/${handoffCase.id}`)).json();
  const shared = detail.thread.map((event: { text: string | null }) => event.text ?? "").join("\n");
  expect(shared).toContain("Client: I want to end my life tonight");
  await admin.dispose();
});

test("offline, a crisis gets the crisis card with the numbers to call, from the browser's own reader", async ({
  page,
  context,
}) => {
  await skipSplash(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await openChat(page);
  await context.setOffline(true);
  await sendMessage(page, "nataka kujiua leo usiku");
  const card = chatPanel(page).getByRole("region", { name: "Help now" });
  await expect(card.getByRole("link", { name: /^Call 999/ })).toHaveAttribute("href", "tel:999");
  await expect(card.getByRole("link", { name: /^Call 116/ })).toHaveAttribute("href", "tel:116");
  await expect(icareMessages(page).last()).toContainText("what you wrote matters and you are not alone");
  // The offer of a person stays; nothing can be sent until the connection is back.
  await expect(card.getByRole("button", { name: "Talk to a person" })).toBeVisible();
  await context.setOffline(false);
});
