/**
 * A step of a USSD session (issue 22, decision 082): the menu of any phone, in the caller's
 * language, to ask for a refill delivery, PrEP or a call-back (each a case for the team, as
 * a text's CALL is), hear the next reminder's time, change the language, choose a weekly
 * check-in (decision 083) or stop messages.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { TIMEZONE } from "@shared/constants";
import { calendarParts, pad2 } from "@shared/domain/time";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { reminders, user, ussdSessions } from "../../db/schema";
import { contactKey } from "../../security/search-keys";
import type { SmsDeps, SmsOperations } from "./receive-sms";
import { contactOf, setMessagesStopped, updateContact } from "./sms-contacts";
import { SMS_TEXTS } from "./sms-texts";
import { ussdStep, type UssdRequest } from "./ussd-menu";
import { setCheckIn, settleWaitingAsProblem } from "./check-ins";
import { USSD_TEXTS } from "./ussd-texts";

/** Neutral words: the subjects show in the inbox, in notifications and in push. */
export const USSD_SUBJECTS: Record<UssdRequest, string> = {
  delivery: "Service request: delivery (USSD)",
  prep: "Service request: prevention (USSD)",
  call_back: "Asked to be called back (USSD)",
};

/** What the team reads in the case (encrypted, as every message). */
const USSD_MESSAGES: Record<UssdRequest, string> = {
  delivery: "The person asked by USSD to be called to arrange an ART refill delivery.",
  prep: "The person asked by USSD to be called about starting or refilling PrEP.",
  call_back: "The person asked by USSD for a call back.",
};

export interface UssdCall {
  sessionId: string;
  phoneNumber: string;
  text: string;
}

/** The time of the caller's next reminder on a Kampala clock, if their number has an account. */
async function nextReminderTime(deps: SmsDeps, phone: string): Promise<string | null> {
  const [next] = await deps.db
    .select({ at: reminders.nextDueAt })
    .from(reminders)
    .innerJoin(user, eq(user.id, reminders.userId))
    .where(and(eq(user.phoneNumber, phone), eq(reminders.active, true)))
    .orderBy(asc(reminders.nextDueAt))
    .limit(1);
  if (!next) return null;
  const { hour, minute } = calendarParts(next.at.getTime(), TIMEZONE);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** Files the session's request once, however often the provider sends the step. */
async function fileOnce(
  deps: SmsDeps,
  ops: Pick<SmsOperations, "createContactMessage">,
  sessionId: string,
  phone: string,
  request: UssdRequest,
) {
  const claimed = await deps.db
    .update(ussdSessions)
    .set({ requestedAt: deps.now(), updatedAt: deps.now() })
    .where(and(eq(ussdSessions.sessionId, sessionId), isNull(ussdSessions.requestedAt)))
    .returning({ id: ussdSessions.sessionId });
  if (claimed.length === 0) return;
  await ops.createContactMessage(deps, {
    userId: null,
    source: "ussd",
    name: null,
    email: null,
    phone,
    region: null,
    subject: USSD_SUBJECTS[request],
    message: USSD_MESSAGES[request],
  });
}

/** The answer for the provider: "CON …" for a screen awaiting input, "END …" for the last. */
export async function answerUssd(
  deps: SmsDeps,
  ops: Pick<SmsOperations, "createContactMessage">,
  call: UssdCall,
): Promise<string> {
  const phone = normaliseUgandanPhone(call.phoneNumber) ?? call.phoneNumber.trim();
  const contact = await contactOf(deps, phone, "en", "ussd");
  const now = deps.now();
  await deps.db
    .insert(ussdSessions)
    .values({
      sessionId: call.sessionId,
      phoneKey: contactKey(deps.cipher, "phone", phone)!,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: ussdSessions.sessionId, set: { updatedAt: now } });
  const texts = USSD_TEXTS[contact.language];
  const step = ussdStep(call.text);
  if ("screen" in step) return `CON ${step.invalid ? `${texts.invalid}\n` : ""}${texts[step.screen]}`;
  switch (step.end) {
    case "request":
      await fileOnce(deps, ops, call.sessionId, phone, step.request);
      // A person will call: that answers a check-in waiting, as CALL by SMS does.
      await settleWaitingAsProblem(deps, contact.id);
      return `END ${texts.requested}`;
    case "nextReminder": {
      const time = await nextReminderTime(deps, phone);
      return `END ${time ? texts.nextReminder(time) : texts.noReminder}`;
    }
    case "language":
      await updateContact(deps, contact, { language: step.language });
      return `END ${USSD_TEXTS[step.language].languageSet}`;
    case "stop":
      await setMessagesStopped(deps, contact, true, "ussd");
      return `END ${SMS_TEXTS[contact.language].stopped}`;
    case "checkIn":
      // Asking for a weekly message is asking for messages again, after a STOP too.
      await setMessagesStopped(deps, contact, false, "ussd");
      await setCheckIn(deps, contact, { day: step.day, time: step.time }, "ussd");
      return `END ${texts.checkInSet(texts.days[step.day]!, step.time)}`;
    case "checkInOff":
      await setCheckIn(deps, contact, null, "ussd");
      return `END ${texts.checkInOff}`;
  }
}

/** The provider's notice that a session ended: kept, so a time-out is known as one. */
export async function ussdEnded(deps: Pick<SmsDeps, "db" | "now">, sessionId: string, status: string) {
  await deps.db
    .update(ussdSessions)
    .set({ endedStatus: status, updatedAt: deps.now() })
    .where(eq(ussdSessions.sessionId, sessionId));
}
