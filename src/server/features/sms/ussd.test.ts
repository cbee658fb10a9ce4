/**
 * USSD sessions end to end (decision 082): the provider's callbacks as Africa's Talking sends
 * them (form fields, the whole path so far in `text`, the operator's key), answered "CON …"
 * or "END …".
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { providerCallbacks } from "../../test/provider-callbacks";
import { TEST_SMS_CALLBACK_KEY, useHarness, type TestUser } from "../../test/harness";
import { cases, contactMessages, reminders, user, ussdSessions } from "../../db/schema";
import { contactLookups } from "../../security/search-keys";
import { containsHealthWord } from "@shared/domain/health-words";
import { USSD_SUBJECTS } from "./answer-ussd";
import { USSD_TEXTS } from "./ussd-texts";
import { SMS_TEXTS } from "./sms-texts";

const KEY = TEST_SMS_CALLBACK_KEY;
const h = useHarness();
let client: TestUser;
let counter = 0;
let step: ReturnType<typeof providerCallbacks>["ussd"];
let screen: ReturnType<typeof providerCallbacks>["screen"];

beforeAll(async () => {
  client = await h.createUser({ name: "Joan" });
  ({ ussd: step, screen } = providerCallbacks(h));
});

const newPhone = () => `+2567530${String(10000 + ++counter).slice(1)}0`.slice(0, 13);

describe("a USSD session", () => {
  it("asks for a call-back: a case the team sees, filed once however often the step is sent", async () => {
    const phone = newPhone();
    expect(await screen("s-call", phone, "")).toBe(`CON ${USSD_TEXTS.en.main}`);
    expect(await screen("s-call", phone, "3")).toBe(`CON ${USSD_TEXTS.en.confirmCall}`);
    expect(await screen("s-call", phone, "3*1")).toBe(`END ${USSD_TEXTS.en.requested}`);
    // The provider sends a step again when our answer was slow.
    expect(await screen("s-call", phone, "3*1")).toBe(`END ${USSD_TEXTS.en.requested}`);
    const messages = await h.deps.db
      .select({ source: contactMessages.source, caseId: cases.id })
      .from(contactMessages)
      .innerJoin(cases, inArray(cases.phoneKey, contactLookups(h.deps.cipher, "phone", phone)))
      .where(inArray(contactMessages.phoneKey, contactLookups(h.deps.cipher, "phone", phone)));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.source).toBe("ussd");
    for (const subject of Object.values(USSD_SUBJECTS)) expect(containsHealthWord(subject)).toBe(false);
  });

  it("asks for a refill delivery and PrEP, each its request in the case", async () => {
    const phone = newPhone();
    expect(await screen("s-d", phone, "1*1")).toBe(`END ${USSD_TEXTS.en.requested}`);
    expect(await screen("s-p", phone, "2*0*2*1")).toBe(`END ${USSD_TEXTS.en.requested}`);
    const subjects = await h.deps.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.phoneKey, contactLookups(h.deps.cipher, "phone", phone)));
    expect(subjects).toHaveLength(2);
  });

  it("changes the language, and speaks it from then on", async () => {
    const phone = newPhone();
    expect(await screen("s-l1", phone, "5")).toBe(`CON ${USSD_TEXTS.en.languages}`);
    expect(await screen("s-l1", phone, "5*3")).toBe(`END ${USSD_TEXTS.lg.languageSet}`);
    expect(await screen("s-l2", phone, "")).toBe(`CON ${USSD_TEXTS.lg.main}`);
    expect(await screen("s-l2", phone, "8")).toBe(`CON ${USSD_TEXTS.lg.invalid}\n${USSD_TEXTS.lg.main}`);
    expect(await screen("s-l2", phone, "8*6*2*1")).toBe(`END ${SMS_TEXTS.lg.stopped}`);
  });

  it("tells the next reminder's time, on a Kampala clock, to a number with an account", async () => {
    const phone = newPhone();
    expect(await screen("s-r1", phone, "4")).toBe(`END ${USSD_TEXTS.en.noReminder}`);
    await h.deps.db.update(user).set({ phoneNumber: phone }).where(eq(user.id, client.id));
    // 17:00 UTC is 20:00 in Kampala.
    const due = new Date(h.clock.now.getTime() + 24 * 60 * 60 * 1000);
    due.setUTCHours(17, 0, 0, 0);
    await h.deps.db.insert(reminders).values({
      userId: client.id,
      kind: "medication",
      label: "sealed label",
      timeOfDay: "20:00",
      nextDueAt: due,
    });
    expect(await screen("s-r2", phone, "4")).toBe(`END ${USSD_TEXTS.en.nextReminder("20:00")}`);
  });

  it("keeps how a session ended: a time-out is known as one, and nothing was filed", async () => {
    const phone = newPhone();
    await screen("s-t", phone, "1");
    const ended = await h.request(`/api/ussd/ended?key=${KEY}`, {
      method: "POST",
      body: new URLSearchParams({ sessionId: "s-t", status: "Incomplete", phoneNumber: phone }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(ended.status).toBe(200);
    const [session] = await h.deps.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, "s-t"));
    expect(session).toMatchObject({ endedStatus: "Incomplete", requestedAt: null });
  });

  it("is refused without the key, and names a bad field", async () => {
    const phone = newPhone();
    expect((await step("s-k", phone, "", "wrong-key-wrong-key-wrong")).status).toBe(401);
    const signedIn = await h.request("/api/ussd", {
      method: "POST",
      as: client,
      body: new URLSearchParams({ sessionId: "s-k", phoneNumber: phone, text: "" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(signedIn.status).toBe(401);
    const bad = await step("s-k", phone, "1*<script>");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe("text");
  });
});
