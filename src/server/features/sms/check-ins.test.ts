/**
 * Weekly check-ins (issue 22, decision 083), end to end against the stub of Africa's
 * Talking: chosen on the USSD menu, sent by the scheduler on the chosen day and time (the
 * harness's clock moved), answered by SMS, and 48 hours of silence filed as a case.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { CaseDetail } from "@shared/api/cases";
import { nextWeekly } from "@shared/domain/reminder-schedule";
import { SITE_LOCALES } from "@shared/domain/locale";
import { createHarness, type Harness, type TestUser } from "../../test/harness";
import { providerCallbacks } from "../../test/provider-callbacks";
import {
  startAfricasTalkingStub,
  stubSettings,
  type AfricasTalkingStub,
} from "../../test/africas-talking-stub";
import { cases, checkIns, consentEvents, contactMessages, smsContacts } from "../../db/schema";
import { contactLookups } from "../../security/search-keys";
import { SEALED, open } from "../../security/sealed-tables";
import { runScheduledWork } from "../../scheduler";
import { containsHealthWord } from "@shared/domain/health-words";
import { partsOf } from "./fit-to-parts";
import { CHECK_IN_SUBJECTS, saysWell } from "./check-ins";
import { CHECK_IN_TEXTS } from "./check-in-texts";
import { USSD_TEXTS } from "./ussd-texts";

const HOUR_MS = 60 * 60 * 1000;

let h: Harness;
let stub: AfricasTalkingStub;
let callbacks: ReturnType<typeof providerCallbacks>;
let counter = 0;
let navigator: TestUser;

beforeAll(async () => {
  stub = await startAfricasTalkingStub();
  h = await createHarness({
    ...stubSettings(stub),
  });
  callbacks = providerCallbacks(h);
  // A national navigator: a number's case has no region.
  navigator = await h.createUser({ role: "admin", region: null, name: "Navigator Ruth" });
});
afterAll(async () => {
  await h.close();
  await stub.close();
});

const newPhone = () => `+2567540${String(10000 + ++counter).slice(1)}0`.slice(0, 13);

/** Moves the clock to the next `day` at `time` in Kampala and runs the scheduler's round. */
async function moveTo(day: number, time: string) {
  h.clock.advance(nextWeekly(day, time, h.clock.now).getTime() - h.clock.now.getTime());
  return runScheduledWork(h.deps);
}

async function advance(ms: number) {
  h.clock.advance(ms);
  return runScheduledWork(h.deps);
}

const byPhone = (phone: string) => contactLookups(h.deps.cipher, "phone", phone);

async function contactOf(phone: string) {
  const [row] = await h.deps.db
    .select()
    .from(smsContacts)
    .where(inArray(smsContacts.phoneKey, byPhone(phone)));
  return row!;
}

async function outcomes(phone: string) {
  const contact = await contactOf(phone);
  const rows = await h.deps.db
    .select({ outcome: checkIns.outcome })
    .from(checkIns)
    .where(eq(checkIns.contactId, contact.id))
    .orderBy(checkIns.sentAt);
  return rows.map((row) => row.outcome);
}

async function caseMessages(phone: string) {
  const rows = await h.deps.db
    .select({ subject: contactMessages.subject, message: contactMessages.message, priority: cases.priority })
    .from(contactMessages)
    .innerJoin(cases, inArray(cases.phoneKey, byPhone(phone)))
    .where(inArray(contactMessages.phoneKey, byPhone(phone)))
    .orderBy(contactMessages.createdAt);
  return rows.map((row) => ({
    ...open(h.deps.cipher, SEALED.contactMessages, { subject: row.subject, message: row.message }),
    priority: row.priority,
  }));
}

/** Chooses check-ins on `day` (1 Monday … 7 Sunday on the menu) at the menu's `time` choice. */
async function chooseByUssd(phone: string, dayChoice: number, timeChoice: number) {
  return callbacks.screen(`ci-${phone}-${++counter}`, phone, `6*1*${dayChoice}*${timeChoice}`);
}

describe("a weekly check-in", () => {
  it("is chosen on the USSD menu, sent on that day and time, and a reply of OK counts as well", async () => {
    // From a Wednesday noon, whatever day the test runs: "Sunday evening" then comes before the
    // Monday morning chosen (run on a Sunday night, the next Sunday evening came after it).
    await moveTo(3, "12:00");
    const phone = newPhone();
    expect(await chooseByUssd(phone, 1, 1)).toBe(`END ${USSD_TEXTS.en.checkInSet("Monday", "08:00")}`);
    const contact = await contactOf(phone);
    expect(contact).toMatchObject({ checkInDay: 1, checkInTime: "08:00" });
    expect(
      await h.deps.db
        .select({ channel: consentEvents.channel, given: consentEvents.given, via: consentEvents.via })
        .from(consentEvents)
        .where(eq(consentEvents.contactId, contact.id))
        .orderBy(consentEvents.id),
    ).toEqual([
      { channel: "sms", given: true, via: "ussd" },
      { channel: "check_in", given: true, via: "ussd" },
    ]);

    // Sunday evening: not yet.
    await moveTo(0, "20:00");
    expect(stub.to(phone)).toEqual([]);
    const round = await moveTo(1, "08:00");
    expect(round.checkedIn).toBeGreaterThanOrEqual(1);
    expect(stub.to(phone).map((sms) => sms.message)).toEqual([CHECK_IN_TEXTS.en.ask]);
    // Once a week: the next round the same minute sends nothing more.
    await runScheduledWork(h.deps);
    expect(stub.to(phone)).toHaveLength(1);

    expect(await callbacks.receive(phone, "Ok!")).toBe("check_in");
    expect(stub.to(phone).at(-1)!.message).toBe(CHECK_IN_TEXTS.en.thanks);
    expect(await outcomes(phone)).toEqual(["ok"]);
    expect(await caseMessages(phone)).toEqual([]);
  });

  it("with no reply in 48 hours opens a case for the navigator, not before", async () => {
    const phone = newPhone();
    await chooseByUssd(phone, 3, 4); // Wednesday, 20:00
    await moveTo(3, "20:00");
    expect(stub.to(phone).map((sms) => sms.message)).toEqual([CHECK_IN_TEXTS.en.ask]);

    await advance(47 * HOUR_MS);
    expect(await outcomes(phone)).toEqual([null]);
    expect(await caseMessages(phone)).toEqual([]);

    const round = await advance(HOUR_MS + 60_000);
    expect(round.unanswered).toBeGreaterThanOrEqual(1);
    expect(await outcomes(phone)).toEqual(["no_reply"]);
    const [filed, ...more] = await caseMessages(phone);
    expect(more).toEqual([]);
    expect(filed!.subject).toBe(CHECK_IN_SUBJECTS.noReply);
    expect(filed!.message).toMatch(/^No reply to the weekly check-in sent \d{4}-\d\d-\d\d at 20:00\.$/);
    // The case shows the check-ins of the number, for the navigator to see the pattern.
    const [opened] = await h.deps.db
      .select({ id: cases.id })
      .from(cases)
      .where(inArray(cases.phoneKey, byPhone(phone)));
    const detail = await h.request(`/api/admin/cases/${opened!.id}`, { as: navigator });
    expect(detail.status).toBe(200);
    const { history } = (await detail.json()) as CaseDetail;
    expect(history.check_ins).toEqual([{ sent_at: expect.any(String), outcome: "no_reply" }]);
    // A reply after the 48 hours is a question like any other, not a late check-in.
    expect(await callbacks.receive(phone, "OK")).not.toBe("check_in");
  });

  it("answered with a problem, in Swahili, opens a case with the person's words and tells them a navigator will call", async () => {
    const phone = newPhone();
    await callbacks.receive(phone, "Msaada");
    await chooseByUssd(phone, 5, 2); // Friday, 12:00
    await moveTo(5, "12:00");
    expect(stub.to(phone).at(-1)!.message).toBe(CHECK_IN_TEXTS.sw.ask);
    expect(await callbacks.receive(phone, "Dawa zangu zimeisha na kliniki iko mbali")).toBe("check_in");
    expect(stub.to(phone).at(-1)!.message).toBe(CHECK_IN_TEXTS.sw.problem);
    expect(await outcomes(phone)).toEqual(["problem"]);
    expect(await caseMessages(phone)).toMatchObject([
      { subject: CHECK_IN_SUBJECTS.problem, message: "Dawa zangu zimeisha na kliniki iko mbali" },
    ]);
  });

  it("answered with a crisis is the urgent case of a crisis, and settled as a problem", async () => {
    const phone = newPhone();
    await chooseByUssd(phone, 6, 3); // Saturday, 17:00
    await moveTo(6, "17:00");
    expect(await callbacks.receive(phone, "not ok. I want to kill myself tonight")).toBe("crisis");
    expect(await outcomes(phone)).toEqual(["problem"]);
    const filed = await caseMessages(phone);
    expect(filed).toHaveLength(1);
    expect(filed[0]!.priority).toBe("urgent");
  });

  it("ends with STOP (every message ends) and is turned off on the menu, each kept in the consent record", async () => {
    const phone = newPhone();
    await chooseByUssd(phone, 2, 1); // Tuesday, 08:00
    expect(await callbacks.receive(phone, "STOP")).toBe("stop");
    expect(await contactOf(phone)).toMatchObject({ checkInDay: null, checkInNextAt: null });
    await moveTo(2, "08:00");
    expect(stub.to(phone).map((sms) => sms.message)).not.toContain(CHECK_IN_TEXTS.en.ask);

    // Chosen again on the menu: asking for a weekly message is asking for messages again.
    await chooseByUssd(phone, 2, 1);
    expect((await contactOf(phone)).stoppedAt).toBeNull();
    expect(await callbacks.screen(`off-${phone}`, phone, "6*1*8")).toBe(`END ${USSD_TEXTS.en.checkInOff}`);
    await moveTo(2, "08:00");
    expect(stub.to(phone).map((sms) => sms.message)).not.toContain(CHECK_IN_TEXTS.en.ask);

    const contact = await contactOf(phone);
    const record = await h.deps.db
      .select({ channel: consentEvents.channel, given: consentEvents.given, via: consentEvents.via })
      .from(consentEvents)
      .where(eq(consentEvents.contactId, contact.id))
      .orderBy(consentEvents.id);
    expect(record).toEqual([
      { channel: "sms", given: true, via: "ussd" },
      { channel: "check_in", given: true, via: "ussd" },
      { channel: "sms", given: false, via: "sms" },
      { channel: "check_in", given: false, via: "sms" },
      { channel: "sms", given: true, via: "ussd" },
      { channel: "check_in", given: true, via: "ussd" },
      { channel: "check_in", given: false, via: "ussd" },
    ]);
  });
});

describe("a check-in answered with a request for a person", () => {
  it("is a problem, filed once: the call-back's case, not a second for silence", async () => {
    const phone = newPhone();
    await chooseByUssd(phone, 4, 2); // Thursday, 12:00
    await moveTo(4, "12:00");
    expect(await callbacks.receive(phone, "call me")).toBe("call");
    await advance(49 * HOUR_MS);
    expect(await outcomes(phone)).toEqual(["problem"]);
    expect((await caseMessages(phone)).map((message) => message.subject)).toEqual([
      "Asked to be called back (SMS)",
    ]);
  });

  it("or with a request on the USSD menu, the same", async () => {
    const phone = newPhone();
    await chooseByUssd(phone, 4, 3); // Thursday, 17:00
    await moveTo(4, "17:00");
    await callbacks.screen(`req-${phone}`, phone, "1*1");
    await advance(49 * HOUR_MS);
    expect(await outcomes(phone)).toEqual(["problem"]);
    expect(await caseMessages(phone)).toHaveLength(1);
  });
});

describe("a check-in waiting when check-ins end", () => {
  it.each([
    ["STOP by SMS", (phone: string) => callbacks.receive(phone, "STOP")],
    ["turned off on the menu", (phone: string) => callbacks.screen(`off-${phone}`, phone, "6*1*8")],
  ])("files no case for its silence after %s", async (_how, end) => {
    const phone = newPhone();
    await chooseByUssd(phone, 4, 1); // Thursday, 08:00
    await moveTo(4, "08:00");
    expect(stub.to(phone).map((sms) => sms.message)).toContain(CHECK_IN_TEXTS.en.ask);
    await end(phone);
    await advance(49 * HOUR_MS);
    expect(await outcomes(phone)).toEqual([]);
    expect(await caseMessages(phone)).toEqual([]);
  });
});

describe("the check-in's words", () => {
  it.each(SITE_LOCALES)("in %s name no health word and fit one SMS of GSM letters", (language) => {
    for (const text of Object.values(CHECK_IN_TEXTS[language])) {
      expect(containsHealthWord(text), text).toBe(false);
      expect(partsOf(text), text).toBe(1);
    }
    for (const subject of Object.values(CHECK_IN_SUBJECTS)) expect(containsHealthWord(subject)).toBe(false);
  });

  it("read OK, SAWA, KIRUNGI and the like as all well, and anything more as a problem", () => {
    for (const well of ["ok", "OK.", "Okay!", "I'm fine", "sawa", "Niko poa", "Kirungi", "ndi bulungi"])
      expect(saysWell(well), well).toBe(true);
    for (const problem of ["ok but I lost my pills", "not ok", "shida", "help", "Sina dawa"])
      expect(saysWell(problem), problem).toBe(false);
  });
});
