/**
 * Offline after the first visit (issue 8): the home page and its FAQ render without a
 * connection; a contact message written offline is kept, sent once the connection
 * returns (exactly once, even when the first answer is lost) and reaches the inbox.
 */
import { expect, test, type APIRequestContext } from "./fixtures/test";
import { skipSplash } from "./fixtures/splash";
import { demoAdmin, demoAdminRequest, newClientAccount, signUpViaApi } from "./fixtures/accounts";
import { queuedRequests, waitForOfflineQueuePass, waitUntilOfflineReady } from "./fixtures/offline";

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

test("the home page and the FAQ render offline after the first visit", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("offline-status")).toContainText("You're offline");
  await expect(page.getByTestId("offline-status")).toContainText("Pages you have opened still work.");

  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  await faq.getByText("How does discreet delivery work?").click();
  await expect(page.getByText(/Your medicine comes in plain packaging/)).toBeVisible();
});

test.describe("with no stored shell", () => {
  // The browser's offline page is static: no app takes it over.
  test.use({ waitForTakeOver: false });

  test("a page never stored shows the offline page, not the browser's error", async ({ page, context }) => {
    await page.goto("/");
    await waitUntilOfflineReady(page);
    // Without the stored shell (as if storage had been cleared), only the offline page is left.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (request.url.includes("/index.html")) await cache.delete(request);
      }
    });
    await context.setOffline(true);
    await page.goto("/services");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Uko nje ya mtandao" })).toBeVisible();
    await expect(page).toHaveTitle("Offline");
  });
});

/** Copies of the message across every region's admin inbox (it is routed to one of them). */
/**
 * How many times the message reached the team: its items with this subject, in the cases of
 * its number, seen by any region's admin (a case without a region is every admin's).
 */
async function inboxCopies(admins: APIRequestContext[], subject: string): Promise<number> {
  const copies = new Set<string>();
  for (const admin of admins) {
    const query = `/api/admin/cases?state=&q=${encodeURIComponent("+256772123456")}`;
    const { cases } = await (await admin.get(query)).json();
    for (const { id } of cases as Array<{ id: string }>) {
      const { items } = await (await admin.get(`/api/admin/cases/${id}`)).json();
      for (const item of items as Array<{ id: string; type: string; message?: { subject: string | null } }>) {
        if (item.type === "message" && item.message?.subject === subject) copies.add(item.id);
      }
    }
  }
  return copies.size;
}

test("a message written offline is sent once when the connection returns", async ({ page, context }) => {
  const subject = `Offline ${Date.now()}`;
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send Us a Message" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await form.getByLabel("Phone number").fill("0772 123 456");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Written on the bus without signal.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("You're offline: we'll send this when you're back online.")).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(page.getByTestId("offline-status")).toContainText("1 item waiting to be sent");
  expect(await queuedRequests(page)).toBe(1);

  // The first attempt reaches the server but its answer is lost on the way back:
  // the retry carries the same Idempotency-Key, so the server keeps one message.
  const keys: string[] = [];
  await page.route("**/api/contact", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length === 1) {
      await route.fetch();
      await route.abort("connectionreset");
    } else await route.continue();
  });

  await context.setOffline(false);
  // One snapshot for the whole banner: it is gone again 2 seconds later.
  const banner = page.getByTestId("back-online-banner");
  await expect(banner).toMatchAriaSnapshot(`
    - complementary "Back Online!":
      - status:
        - paragraph: Back Online!
        - paragraph: Connection restored. Ready to reload?
        - button "Reload"
  `);
  await expect(banner).toBeHidden({ timeout: 3000 });

  await expect(page.getByText("Your message has been sent.")).toBeVisible({ timeout: 20_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await queuedRequests(page)).toBe(0);

  const admins: APIRequestContext[] = [];
  for (const region of ["kampala", "masaka", "mbarara", "fortportal"] as const)
    admins.push(await demoAdminRequest(demoAdmin(region)));
  expect(await inboxCopies(admins, subject)).toBe(1);
  // A reload sends nothing again.
  await page.reload();
  await expect(form).toBeVisible({ timeout: 30_000 });
  await waitForOfflineQueuePass(page);
  expect(keys).toHaveLength(2);
  expect(await inboxCopies(admins, subject)).toBe(1);
  await Promise.all(admins.map((admin) => admin.dispose()));
});

test("sign-out empties the queue, so nothing is sent under the next person's session", async ({
  page,
  context,
}) => {
  await signUpViaApi(context.request, newClientAccount("Offline Writer"));
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send Us a Message" });
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await form.getByLabel("Message").fill("Kept until the connection returns.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => queuedRequests(page)).toBe(1);

  // Back online, but the server stays out of reach, so the message is still waiting.
  let attempts = 0;
  await page.route("**/api/contact", (route) => {
    attempts += 1;
    return route.abort("connectionrefused");
  });
  await context.setOffline(false);
  await expect.poll(() => attempts).toBeGreaterThan(0);
  await page.goto("/portal");
  await page.getByRole("button", { name: "Sign out" }).click();
  // Sign-out tries once more, then names what would be lost; the person chooses.
  await page
    .getByRole("dialog", { name: "Not sent yet" })
    .getByRole("button", { name: "Sign out and delete it" })
    .click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect.poll(() => queuedRequests(page)).toBe(0);
});

test("a peer navigator request written offline is kept, not called sent, and sent when the connection returns", async ({
  page,
  context,
}) => {
  const client = newClientAccount("Sarah Offline");
  await signUpViaApi(page.request, client);
  await page.goto("/peer-navigator");
  const submit = page.getByRole("button", { name: "Request a peer navigator" });
  await expect(submit).toBeVisible({ timeout: 30_000 });
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await page.getByLabel("What should we call you?").fill("Sarah");
  await page.getByLabel("Your region").selectOption({ label: "Mbarara" });
  await page.getByRole("checkbox", { name: /peer support team may use these details/ }).check();
  await submit.click();
  await expect(page.getByText("You're offline: we'll send this when you're back online.")).toBeVisible();
  // Kept on the phone is not received: the form stays, without the "Request sent" panel.
  await expect(page.getByText("Request sent")).toBeHidden();
  await expect(page.getByLabel("What should we call you?")).toHaveValue("");
  expect(await queuedRequests(page)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => queuedRequests(page), { timeout: 20_000 }).toBe(0);
  const mine = await (await page.request.get("/api/applications")).json();
  expect(mine.applications).toEqual([expect.objectContaining({ service_type: "peer_support" })]);
});
