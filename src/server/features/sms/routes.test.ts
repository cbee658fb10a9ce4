/**
 * Text messages in and out (issue 22, decision 081), end to end against a stub of Africa's
 * Talking's HTTP API on localhost: the provider's callbacks come in as it sends them (form
 * fields, the operator's key in the URL), and what the service sends goes out through the
 * real adapter to the stub, where the test reads what the phone would have received.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { TEST_SMS_CALLBACK_KEY, createHarness, type Harness, type TestUser } from "../../test/harness";
import { providerCallbacks } from "../../test/provider-callbacks";
import {
  startAfricasTalkingStub,
  stubSettings,
  type AfricasTalkingStub,
} from "../../test/africas-talking-stub";
import { caseEvents, cases, contactMessages, outbox, smsContacts, ussdSessions } from "../../db/schema";
import type { CaseDetail } from "@shared/api/cases";
import { contactLookups } from "../../security/search-keys";
import { containsHealthWord } from "@shared/domain/health-words";
import { partsOf } from "./fit-to-parts";
import { SMS_SUBJECTS } from "./receive-sms";
import { SMS_TEXTS } from "./sms-texts";

const KEY = TEST_SMS_CALLBACK_KEY;
const DAILY_LIMIT = 5;

let h: Harness;
let stub: AfricasTalkingStub;
let navigator: TestUser;
let client: TestUser;
let incoming: ReturnType<typeof providerCallbacks>["incoming"];
let receive: ReturnType<typeof providerCallbacks>["receive"];

beforeAll(async () => {
  stub = await startAfricasTalkingStub();
  h = await createHarness({
    ...stubSettings(stub),
    SMS_DAILY_LIMIT: String(DAILY_LIMIT),
  });
  // A national navigator: an SMS sender's case has no region.
  navigator = await h.createUser({ role: "admin", region: null, name: "Navigator Sarah" });
  client = await h.createUser({ name: "Grace" });
  ({ incoming, receive } = providerCallbacks(h));
});
afterAll(async () => {
  await h.close();
  await stub.close();
});

let phoneCounter = 0;
/** A fresh Ugandan mobile number, as the provider writes it. */
const newPhone = () => `+2567720${String(100000 + ++phoneCounter).slice(1)}0`.slice(0, 13);

async function openCaseOf(phone: string) {
  const [row] = await h.deps.db
    .select()
    .from(cases)
    .where(inArray(cases.phoneKey, contactLookups(h.deps.cipher, "phone", phone)));
  return row;
}

const reply = (caseId: string, text: string) =>
  h.request(`/api/admin/cases/${caseId}/replies`, {
    method: "POST",
    as: navigator,
    json: { text, channel: "sms" },
  });

describe("the provider's callbacks", () => {
  it("are refused without the operator's key, or with a wrong one, whoever asks", async () => {
    const phone = newPhone();
    expect((await incoming(phone, "hello", { key: "" })).status).toBe(401);
    expect((await incoming(phone, "hello", { key: "not-the-key-at-all-not-the-key" })).status).toBe(401);
    // A signed-in person's cookie is no key, nor is a navigator's.
    for (const as of [client, navigator]) {
      const response = await h.request("/api/sms/inbound", {
        method: "POST",
        as,
        body: new URLSearchParams({ from: phone, text: "hi", id: "x1" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(401);
    }
    expect(stub.to(phone)).toEqual([]);
  });

  it("are off (404) where the operator has not set a key", async () => {
    const off = await createHarness({ SMS_CALLBACK_KEY: "" });
    try {
      const response = await off.request("/api/sms/inbound?key=anything", {
        method: "POST",
        body: "from=%2B256772000001&text=hi&id=1",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("name the field that is wrong", async () => {
    const response = await h.request(`/api/sms/inbound?key=${KEY}`, {
      method: "POST",
      body: new URLSearchParams({ from: "not a number", text: "hi", id: "x2" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe("from");
  });
});

describe("a question by SMS", () => {
  it("is answered by SMS in the sender's language, in at most three parts, once per provider id", async () => {
    const phone = newPhone();
    const id = `ATXid_question_${phone}`;
    expect(await receive(phone, "Habari, naweza kupata PrEP wapi? Nina wasiwasi sana.", { id })).toBe(
      "answered",
    );
    // The provider sends a callback again when it does not hear back in time.
    expect(await receive(phone, "Habari, naweza kupata PrEP wapi? Nina wasiwasi sana.", { id })).toBe(
      "duplicate",
    );
    const [answer, ...more] = stub.to(phone);
    expect(more).toEqual([]);
    expect(answer!.from).toBe("8080");
    expect(answer!.message).toContain(SMS_TEXTS.sw.askForPerson);
    expect(partsOf(answer!.message)).toBeLessThanOrEqual(3);
    // Written plain: no Markdown, and GSM letters where a lookalike allows.
    expect(answer!.message).not.toMatch(/\*\*|\]\(|[‘’“”]/);
    // Nobody's case: iCare answered, the team was not asked.
    expect(await openCaseOf(phone)).toBeUndefined();
  });

  it("is answered in Luganda when written in Luganda", async () => {
    const phone = newPhone();
    expect(await receive(phone, "Nsobola ntya okufuna eddagala lya PrEP? Njagala okwekuuma.")).toBe(
      "answered",
    );
    expect(stub.to(phone)[0]!.message).toContain(SMS_TEXTS.lg.askForPerson);
  });
});

describe("a crisis by SMS", () => {
  it("opens an urgent case as in the chat, tells the sender a navigator will call, and the navigator's reply arrives by SMS", async () => {
    const phone = newPhone();
    expect(await receive(phone, "I want to end my life tonight, I have the pills with me")).toBe("crisis");
    const opened = await openCaseOf(phone);
    expect(opened).toMatchObject({ priority: "urgent", state: "new" });
    expect(opened!.crisisSince).not.toBeNull();
    const [message] = await h.deps.db
      .select({ source: contactMessages.source })
      .from(contactMessages)
      .where(inArray(contactMessages.phoneKey, contactLookups(h.deps.cipher, "phone", phone)));
    expect(message).toEqual({ source: "sms" });
    const [told] = stub.to(phone);
    expect(told!.message).toBe(
      SMS_TEXTS.en.crisis(
        h.deps.env.CRISIS_RESPONSE_MINUTES,
        h.deps.env.CRISIS_LINES.map((line) => line.number).join(", "),
      ),
    );
    expect(containsHealthWord(told!.message)).toBe(false);

    const answered = await reply(opened!.id, "Sarah here. I am calling you now. Please pick up.");
    expect(answered.status).toBe(201);
    expect(stub.to(phone).at(-1)!.message).toBe(
      "Your care team: Sarah here. I am calling you now. Please pick up.",
    );

    // Their answer by SMS joins the case: it is a conversation with a person now, not iCare's.
    const before = stub.to(phone).length;
    expect(await receive(phone, "ok I will pick up")).toBe("to_case");
    expect(stub.to(phone).length).toBe(before);
  });

  it("is answered even past the day's ceiling", async () => {
    const phone = newPhone();
    for (let index = 0; index < DAILY_LIMIT; index++) {
      expect(await receive(phone, `What is PrEP? question ${index}`)).toBe("answered");
    }
    expect(await receive(phone, "What is PEP?")).toBe("over_ceiling");
    expect(stub.to(phone)).toHaveLength(DAILY_LIMIT);
    expect(await receive(phone, "Someone is beating me right now, help")).toBe("crisis");
    expect(stub.to(phone)).toHaveLength(DAILY_LIMIT + 1);
  });
});

describe("keywords", () => {
  it("STOP ends every message to the number (a navigator's reply too) until START", async () => {
    const phone = newPhone();
    expect(await receive(phone, "CALL")).toBe("call");
    const opened = await openCaseOf(phone);
    expect(opened).toBeDefined();
    expect(stub.to(phone).at(-1)!.message).toBe(SMS_TEXTS.en.callBack);

    expect(await receive(phone, "stop")).toBe("stop");
    expect(stub.to(phone).at(-1)!.message).toBe(SMS_TEXTS.en.stopped);
    const sentBefore = stub.to(phone).length;
    const refused = await reply(opened!.id, "Hello, this is your navigator.");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("sms_stopped");
    expect(stub.to(phone).length).toBe(sentBefore);

    expect(await receive(phone, "START")).toBe("start");
    expect(stub.to(phone).at(-1)!.message).toBe(SMS_TEXTS.en.started);
    expect((await reply(opened!.id, "Hello again.")).status).toBe(201);
    expect(stub.to(phone).at(-1)!.message).toBe("Your care team: Hello again.");
  });

  it("are read in Swahili and Luganda, and answered in the keyword's language", async () => {
    const swahili = newPhone();
    expect(await receive(swahili, "Msaada")).toBe("help");
    expect(stub.to(swahili)[0]!.message).toBe(SMS_TEXTS.sw.help("999, 112, 116"));
    const luganda = newPhone();
    expect(await receive(luganda, "KOMYA")).toBe("stop");
    expect(stub.to(luganda)[0]!.message).toBe(SMS_TEXTS.lg.stopped);
  });

  it("count only as the whole message: a question that says stop is a question", async () => {
    const phone = newPhone();
    expect(await receive(phone, "Can I stop taking PrEP when my partner is negative?")).toBe("answered");
  });

  it("ask for a call back: a case the team sees, under a neutral subject", async () => {
    const phone = newPhone();
    expect(await receive(phone, "Nkubira")).toBe("call");
    expect(stub.to(phone)[0]!.message).toBe(SMS_TEXTS.lg.callBack);
    const [message] = await h.deps.db
      .select({ subject: contactMessages.subject })
      .from(contactMessages)
      .where(inArray(contactMessages.phoneKey, contactLookups(h.deps.cipher, "phone", phone)));
    expect(message).toBeDefined();
    expect(containsHealthWord(SMS_SUBJECTS.callBack)).toBe(false);
    expect(containsHealthWord(SMS_SUBJECTS.crisis)).toBe(false);
  });
});

describe("DELETE", () => {
  it("erases what the number gave by SMS and USSD, after saying so; its case stays for the team without their words", async () => {
    const phone = newPhone();
    expect(await receive(phone, "CALL")).toBe("call");
    expect(await receive(phone, "I lost my pills yesterday")).toBe("to_case");
    await providerCallbacks(h).screen(`erase-${phone}`, phone, "3*1");
    const opened = await openCaseOf(phone);
    expect(await receive(phone, "stop")).toBe("stop");
    expect(stub.to(phone).at(-1)!.message).toBe(SMS_TEXTS.en.stopped);
    expect(SMS_TEXTS.en.stopped).toContain("DELETE");

    expect(await receive(phone, "Delete")).toBe("delete");
    expect(stub.to(phone).at(-1)!.message).toBe(SMS_TEXTS.en.deleted);
    const keys = contactLookups(h.deps.cipher, "phone", phone);
    expect(await h.deps.db.select().from(smsContacts).where(inArray(smsContacts.phoneKey, keys))).toEqual([]);
    expect(
      await h.deps.db.select().from(contactMessages).where(inArray(contactMessages.phoneKey, keys)),
    ).toEqual([]);
    expect(await h.deps.db.select().from(outbox).where(inArray(outbox.recipientKey, keys))).toEqual([]);
    expect(await h.deps.db.select().from(ussdSessions).where(inArray(ussdSessions.phoneKey, keys))).toEqual(
      [],
    );
    const [closed] = await h.deps.db.select().from(cases).where(eq(cases.id, opened!.id));
    expect(closed).toMatchObject({ phoneKey: null });
    expect(closed!.clientClosedAt).not.toBeNull();
    const thread = await h.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, opened!.id));
    expect(thread.map((event) => event.code)).toContain("number_erased");
    expect(thread.filter((event) => event.kind !== "event")).toEqual([]);
    const detail = await h.request(`/api/admin/cases/${opened!.id}`, { as: navigator });
    expect(((await detail.json()) as CaseDetail).client).toMatchObject({ phone: null, account_closed: true });

    // A number that writes again is new to us.
    expect(await receive(phone, "HELP")).toBe("help");
    expect(await openCaseOf(phone)).toBeUndefined();
  });

  it("is read in Swahili and Luganda", async () => {
    const swahili = newPhone();
    expect(await receive(swahili, "futa")).toBe("delete");
    expect(stub.to(swahili).at(-1)!.message).toBe(SMS_TEXTS.sw.deleted);
    const luganda = newPhone();
    expect(await receive(luganda, "SAZAAMU")).toBe("delete");
    expect(stub.to(luganda).at(-1)!.message).toBe(SMS_TEXTS.lg.deleted);
    for (const texts of Object.values(SMS_TEXTS)) {
      expect(containsHealthWord(texts.deleted)).toBe(false);
      expect(partsOf(texts.deleted)).toBe(1);
      expect(partsOf(texts.stopped)).toBe(1);
    }
  });
});

describe("delivery reports", () => {
  it("are recorded on the message they report on; an unknown id changes nothing", async () => {
    const phone = newPhone();
    await receive(phone, "HELP");
    const [sent] = stub.to(phone);
    const report = (fields: Record<string, string>) =>
      h.request(`/api/sms/delivery?key=${KEY}`, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const known = await report({
      id: sent!.messageId,
      status: "Failed",
      phoneNumber: phone,
      failureReason: "AbsentSubscriber",
      retryCount: "0",
    });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ ok: true, known: true });
    const [row] = await h.deps.db
      .select({ delivery: outbox.delivery, at: outbox.deliveryReportedAt })
      .from(outbox)
      .where(and(eq(outbox.channel, "sms"), eq(outbox.providerMessageId, sent!.messageId)));
    expect(row).toMatchObject({ delivery: "Failed: AbsentSubscriber" });
    expect(row!.at).not.toBeNull();
    expect(await (await report({ id: "ATXid_nobody", status: "Success" })).json()).toEqual({
      ok: true,
      known: false,
    });
    expect((await report({ status: "Success" })).status).toBe(400);
  });
});
