/**
 * The service flow through the running server's API: a client applies, the region's
 * admin finds it in their inbox, opens it, replies and moves it on; the client sees the
 * reply and the new status. Anonymous contact and testimonial moderation too.
 * (The screens come with the web half; this proves the contract they will use.)
 */
import { expect, test } from "@playwright/test";
import { demoAdmin, newClientAccount, signInViaApi, signUpViaApi } from "./fixtures/accounts";
import { WORKER_HEADERS } from "../playwright.config";

test("a client's application reaches the region's admin, who answers it", async ({ playwright, baseURL }) => {
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  await signUpViaApi(client, newClientAccount("Amina Nakato"));
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  await signInViaApi(admin, demoAdmin("masaka"));

  const application = {
    service_type: "art",
    full_name: "Amina Nakato",
    phone: "0772 123 456",
    region: "masaka",
    delivery_preference: "pickup_point",
    discreet_notes: "Plain envelope please",
    medical_history: "I have only two pills left",
    consent_data: true,
    consent_delivery: true,
    requirements: { valid_prescription: true },
  };
  const key = `e2e-${Date.now()}`;
  const created = await client.post("/api/applications", {
    data: application,
    headers: { "Idempotency-Key": key },
  });
  expect(created.status()).toBe(201);
  const retried = await client.post("/api/applications", {
    data: application,
    headers: { "Idempotency-Key": key },
  });
  expect(await retried.json()).toEqual(await created.json());
  const { id } = await created.json();

  const inbox = await (await admin.get("/api/admin/inbox?type=application")).json();
  const item = inbox.items.find(
    (entry: { data: { application_id: string } }) => entry.data.application_id === id,
  );
  expect(item).toMatchObject({ title: "Service Application: art", priority: "urgent", status: "new" });
  expect(
    inbox.items.filter((entry: { data: { application_id: string } }) => entry.data.application_id === id),
  ).toHaveLength(1);

  const detail = await (await admin.get(`/api/admin/inbox/application/${item.id}`)).json();
  expect(detail.item.data.medical_history).toBe("I have only two pills left");

  const reply = await admin.post(`/api/admin/inbox/application/${item.id}/reply`, {
    data: { message: "We will bring a refill tomorrow." },
  });
  expect(reply.status()).toBe(201);
  const status = await admin.post(`/api/admin/inbox/application/${item.id}/status`, {
    data: { status: "scheduled", note: "Tomorrow at 10" },
  });
  expect(status.status()).toBe(200);
  expect((await admin.post(`/api/admin/inbox/application/${item.id}/review`)).status()).toBe(200);

  const mine = await (await client.get(`/api/applications/${id}`)).json();
  expect(mine.application.status).toBe("scheduled");
  expect(mine.application.history.at(-1)).toMatchObject({ status: "scheduled", note: "Tomorrow at 10" });
  const notifications = await (await client.get("/api/notifications")).json();
  expect(JSON.stringify(notifications)).toContain("Reply to your application");

  // Another region's admin cannot open it.
  const otherAdmin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  await signInViaApi(otherAdmin, demoAdmin("kampala"));
  expect((await otherAdmin.get(`/api/admin/inbox/application/${item.id}`)).status()).toBe(404);

  await Promise.all([client.dispose(), admin.dispose(), otherAdmin.dispose()]);
});

test("an anonymous message and a testimonial find their way", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  const sent = await visitor.post("/api/contact", {
    data: {
      phone: "0701 222 333",
      subject: "Opening hours",
      message: "When are you open?",
      region: "mbarara",
    },
  });
  expect(sent.status()).toBe(201);
  expect((await visitor.post("/api/testimonials", { data: { name: "A", content: "B" } })).status()).toBe(401);

  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  await signInViaApi(admin, demoAdmin("mbarara"));
  const { items } = await (await admin.get("/api/admin/inbox?type=message")).json();
  const message = items.find((entry: { title: string }) => entry.title === "Contact Message: Opening hours");
  expect(message).toMatchObject({ user_name: "Unknown", user_email: "Unknown" });
  const reply = await admin.post(`/api/admin/inbox/message/${message.id}/reply`, {
    data: { message: "Daily 8 to 5." },
  });
  expect((await reply.json()).reply.channel).toBe("sms");

  const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  await signUpViaApi(author, newClientAccount("Grace"));
  const story = await author.post("/api/testimonials", {
    data: { name: "Grace", content: "Kind and discreet." },
  });
  expect(story.status()).toBe(201);
  const { id } = await story.json();
  expect((await admin.post(`/api/admin/testimonials/${id}/approve`)).status()).toBe(200);
  const { testimonials } = await (await visitor.get("/api/testimonials")).json();
  expect(testimonials[0]).toMatchObject({ id, name: "Grace", content: "Kind and discreet.", rating: 5 });

  await Promise.all([visitor.dispose(), admin.dispose(), author.dispose()]);
});
