/**
 * Decision 064: after a full journey through the HTTP API, plain SQL over every column of
 * every table finds no name, phone number, e-mail address, health word or free text of it
 * in clear; the person's data export holds all of it, the replies included; deleting the
 * account leaves none of it, even decrypted. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useHarness } from "../test/harness";
import { clearLeaks, everyStoredValue, runJourney, type Journey } from "../test/journey";
import { isCiphertext } from "./encryption";
import { contactKey, nameKeys } from "./search-keys";

const h = useHarness();
let journey: Journey;

beforeAll(async () => {
  journey = await runJourney(h);
});

describe("every personal column encrypted at rest (decision 064)", () => {
  it("stores none of a full journey's names, numbers, addresses, health words or words in clear", async () => {
    const values = await everyStoredValue(h);
    // The scan reads the tables the journey wrote to.
    for (const table of [
      "service_applications",
      "contact_messages",
      "case_events",
      "outbox",
      "notifications",
    ])
      expect(values.some((value) => value.table === table)).toBe(true);
    const secrets = [...journey.clientSecrets, ...journey.visitorSecrets, ...journey.teamSecrets];
    expect(clearLeaks(values, secrets)).toEqual([]);
  });

  it("reads it all back for the people who may see it", async () => {
    const detail = await (
      await h.request(`/api/admin/cases/${journey.clientCaseId}`, { as: journey.navigator })
    ).json();
    const text = JSON.stringify(detail);
    for (const words of [
      "Quokka-history",
      "Zebra-subject",
      "Ostrich-lantern",
      "Heron-violet",
      "Pelican-amber",
    ])
      expect(text).toContain(words);
    expect(detail.client).toMatchObject({ name: "Nalwoga Kizza", phone: "+256772987654" });
    const visitor = await (
      await h.request(`/api/admin/cases/${journey.visitorCaseId}`, { as: journey.navigator })
    ).json();
    expect(visitor.client).toMatchObject({ name: "Okot Lwanga", phone: "+256701555321" });
    const notifications = JSON.stringify(
      await (await h.request("/api/notifications", { as: journey.client })).json(),
    );
    expect(notifications).toContain("Pelican-amber");
    expect(notifications).toContain("ARV evening dose");
  });
});

describe("the person's data export and account deletion", () => {
  const reauth = async () => {
    const response = await h.request("/api/account/reauth", {
      method: "POST",
      as: journey.client,
      json: { method: "password", password: journey.client.password },
    });
    expect(response.status).toBe(200);
  };

  it("exports every column of theirs decrypted, the team's replies included", async () => {
    await reauth();
    const response = await h.request("/api/account/export", { as: journey.client });
    expect(response.status).toBe(200);
    const exported = await response.text();
    for (const words of journey.exported) expect(exported, words).toContain(words);
    const data = JSON.parse(exported);
    expect(
      data.conversations.flatMap((c: { messages: { from: string; text: string }[] }) => c.messages),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: "team", text: expect.stringContaining("Pelican-amber") }),
      ]),
    );
    expect(data.applications[0]).toMatchObject({
      serviceType: "art",
      fullName: "Nalwoga Kizza",
      phone: "+256772987654",
      requirements: { valid_prescription: true },
    });
    // The team's working notes are theirs, not the client's (decision 054).
    expect(exported).not.toContain("Heron-violet");
    expect(exported).not.toMatch(/"(phoneKey|emailKey|nameKeys)"/);
  });

  it("deletes every row with their data: nothing of theirs is left, even decrypted or as an index", async () => {
    await reauth();
    const response = await h.request("/api/account/delete", {
      method: "POST",
      as: journey.client,
      json: { confirm: true },
    });
    expect(response.status).toBe(200);
    const cipher = h.deps.cipher;
    const opened = (await everyStoredValue(h)).map((value) =>
      isCiphertext(value.value) ? { ...value, value: cipher.decrypt(value.value) } : value,
    );
    // A testimonial stays, anonymous (decision 027): its words, not who wrote them.
    const secrets = [
      ...journey.clientSecrets.filter((secret) => secret !== "Lynx"),
      "Lynx-role",
      "Nalwoga K.",
    ];
    const left = opened.filter((value) =>
      secrets.some((secret) => value.value.toLowerCase().includes(secret.toLowerCase())),
    );
    expect(left.map((value) => `${value.table}.${value.column}`)).toEqual([]);
    const indexes = [
      contactKey(cipher, "phone", "+256772987654"),
      contactKey(cipher, "email", "nalwoga.kizza@example.org"),
      ...(nameKeys(cipher, "Nalwoga Kizza") ?? []),
    ];
    expect(opened.filter((value) => indexes.some((index) => index && value.value.includes(index)))).toEqual(
      [],
    );
    expect(
      opened.some((value) => value.table === "testimonials" && value.value.includes("Lynx-saffron")),
    ).toBe(true);
    // The visitor's case is not theirs: it stays, and still reads.
    expect(opened.some((value) => value.value.includes("Tangerine-kite"))).toBe(true);
  });
});
