/**
 * The service flow through the running server's API, as the workspace uses it: a client
 * applies, the region's team finds the case, reads it, replies and moves the request on;
 * the client sees the reply and the new status, never the team's notes; another region's
 * navigator cannot open it. Anonymous contact and testimonial moderation too.
 */
import { expect, test } from "./fixtures/test";
import type { CaseEventResponse, ClientCaseListResponse } from "../src/shared/api/cases";
import {
  demoAdmin,
  demoAdminRequest,
  newClientAccount,
  newPhoneNumber,
  signUpViaApi,
} from "./fixtures/accounts";
import { findCase, readCase } from "./fixtures/inbox";
import { WORKER_HEADERS } from "../playwright.config";

test("a client's application reaches the region's team, who answer it", async ({ playwright, baseURL }) => {
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  const account = newClientAccount("Amina Nakato");
  await signUpViaApi(client, account);
  const admin = await demoAdminRequest(demoAdmin("masaka"));

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

  // One case, with one application, found by the client's e-mail address.
  const summary = await findCase(admin, account.email);
  expect(summary).toMatchObject({ services: ["art"], priority: "urgent", state: "new", region: "masaka" });
  const detail = await readCase(admin, summary.id);
  const items = detail.items.filter((item) => item.type === "application" && item.application.id === id);
  expect(items).toHaveLength(1);
  const item = items[0]!;
  expect(item.type === "application" && item.application.medical_history).toBe("I have only two pills left");
  expect(detail.reply_channels[0]).toBe("in_app");

  const note = await admin.post(`/api/admin/cases/${summary.id}/notes`, {
    data: { text: "Refill from the Masaka store." },
  });
  expect(note.status()).toBe(201);
  const reply = await admin.post(`/api/admin/cases/${summary.id}/replies`, {
    data: { text: "We will bring a refill tomorrow." },
  });
  expect(reply.status()).toBe(201);
  expect(((await reply.json()) as CaseEventResponse).event).toMatchObject({
    kind: "reply",
    channel: "in_app",
  });
  const status = await admin.post(`/api/admin/inbox/application/${item.id}/status`, {
    data: { status: "scheduled", note: "Tomorrow at 10" },
  });
  expect(status.status()).toBe(200);
  expect((await admin.post(`/api/admin/inbox/application/${item.id}/review`, { data: {} })).status()).toBe(
    200,
  );
  const after = await readCase(admin, summary.id);
  expect(after.case.state).toBe("in_progress");
  expect(after.thread.map((entry) => entry.kind)).toEqual(expect.arrayContaining(["note", "reply"]));

  const mine = await (await client.get(`/api/applications/${id}`)).json();
  expect(mine.application.status).toBe("scheduled");
  expect(mine.application.history.at(-1)).toMatchObject({ status: "scheduled", note: "Tomorrow at 10" });
  const cases = (await (await client.get("/api/cases")).json()) as ClientCaseListResponse;
  const theirs = cases.cases.find((entry) => entry.id === summary.id);
  expect(theirs?.messages).toEqual([
    expect.objectContaining({ from: "team", text: "We will bring a refill tomorrow." }),
  ]);
  expect(JSON.stringify(cases)).not.toContain("Masaka store");

  // Another region's navigator cannot open it, nor find it.
  const otherAdmin = await demoAdminRequest(demoAdmin("kampala"));
  expect((await otherAdmin.get(`/api/admin/cases/${summary.id}`)).status()).toBe(404);
  const search = await (
    await otherAdmin.get(`/api/admin/cases?q=${encodeURIComponent(account.email)}&state=`)
  ).json();
  expect(search.cases).toEqual([]);

  await Promise.all([client.dispose(), admin.dispose(), otherAdmin.dispose()]);
});

test("an anonymous message and a testimonial find their way", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WORKER_HEADERS });
  const phone = newPhoneNumber();
  const sent = await visitor.post("/api/contact", {
    data: { phone: phone.local, subject: "Opening hours", message: "When are you open?", region: "mbarara" },
  });
  expect(sent.status()).toBe(201);
  expect((await visitor.post("/api/testimonials", { data: { name: "A", content: "B" } })).status()).toBe(401);

  const admin = await demoAdminRequest(demoAdmin("mbarara"));
  const summary = await findCase(admin, phone.e164);
  expect(summary).toMatchObject({ client_name: null, sources: ["contact"], region: "mbarara" });
  const detail = await readCase(admin, summary.id);
  expect(detail.reply_channels).toEqual(["sms"]);
  expect(detail.client).toMatchObject({ phone: phone.e164, has_account: false });
  const reply = await admin.post(`/api/admin/cases/${summary.id}/replies`, {
    data: { text: "Daily 8 to 5." },
  });
  expect(((await reply.json()) as CaseEventResponse).event.channel).toBe("sms");
  const elsewhere = await admin.post(`/api/admin/cases/${summary.id}/replies`, {
    data: { text: "By e-mail?", channel: "email" },
  });
  expect(elsewhere.status()).toBe(400);
  expect((await elsewhere.json()).error.code).toBe("channel_unavailable");

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
