/**
 * Weekly check-ins by SMS, in the manner of WelTel (issue 22, decision 083). A person who
 * chose a day and a time gets "how are you?" in their language then; a reply of OK counts
 * as well, any other reply is a problem and opens (or joins) their case, and silence for
 * CHECK_IN_REPLY_HOURS opens one too. The outcomes are kept (never the words: those go to
 * the case) and shown on the case, where answering week after week reads as keeping well.
 *
 * The scheduler's two steps claim their rows with FOR UPDATE SKIP LOCKED, so several
 * instances on one database each take different ones; the message goes out after the
 * commit, and a check-in the provider refused is taken back (it was never asked).
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { SiteLocale } from "@shared/domain/locale";
import { localDate, localTime, nextWeekly } from "@shared/domain/reminder-schedule";
import { CHECK_IN_REPLY_HOURS, type CheckInTime, type ConsentVia } from "@shared/domain/text-messages";
import type { DangerReading } from "@shared/danger/read-danger";
import { checkIns, smsContacts } from "../../db/schema";
import { SmsCeilingError, SmsStoppedError } from "../../adapters/messaging";
import { SEALED, open } from "../../security/sealed-tables";
import type { SmsDeps, SmsOperations } from "./receive-sms";
import { forgetWaitingCheckIns, recordConsent, updateContact, type SmsContact } from "./sms-contacts";
import { CHECK_IN_TEXTS } from "./check-in-texts";

const HOUR_MS = 60 * 60 * 1000;
const BATCH_SIZE = 100;

type CheckInDeps = Pick<SmsDeps, "db" | "cipher" | "now" | "messaging" | "logger">;
type FileOps = Pick<SmsOperations, "createContactMessage">;

export type CheckInOutcome = "ok" | "problem" | "no_reply";

/** Neutral words: the subjects show in the inbox, in notifications and in push. */
export const CHECK_IN_SUBJECTS = {
  problem: "Weekly check-in: asked for help (SMS)",
  noReply: "Weekly check-in: no reply in 48 hours (SMS)",
} as const;

/** Replies that say all is well, in the three languages, as the whole message. */
const WELL = new Set([
  "OK",
  "OKAY",
  "OKEY",
  "K",
  "FINE",
  "GOOD",
  "WELL",
  "IM OK",
  "I AM OK",
  "IM FINE",
  "I AM FINE",
  "ALL GOOD",
  "YES",
  "SAWA",
  "NZURI",
  "POA",
  "SAFI",
  "SALAMA",
  "NIKO SAWA",
  "NIKO POA",
  "NDIYO",
  "KIRUNGI",
  "BULUNGI",
  "NDI BULUNGI",
  "GYE NDI",
  "NDI MULUNGI",
  "NJI",
  "YEE",
]);

export function saysWell(text: string): boolean {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return WELL.has(words);
}

/** Turns check-ins on (a day and a time) or off (null), with its consent record. */
export async function setCheckIn(
  deps: Pick<SmsDeps, "db" | "cipher" | "now">,
  contact: SmsContact,
  schedule: { day: number; time: CheckInTime } | null,
  via: ConsentVia,
) {
  const wasOn = contact.checkInDay !== null;
  await updateContact(deps, contact, {
    checkInDay: schedule?.day ?? null,
    checkInTime: schedule?.time ?? null,
    checkInNextAt: schedule ? nextWeekly(schedule.day, schedule.time, deps.now()) : null,
  });
  if (wasOn !== (schedule !== null))
    await recordConsent(deps, contact.id, "check_in", schedule !== null, via);
  if (!schedule) await forgetWaitingCheckIns(deps, contact.id);
}

/** The check-in waiting for this contact's reply, if any. */
async function waitingCheckIn(deps: Pick<SmsDeps, "db" | "now">, contactId: string) {
  const [row] = await deps.db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.contactId, contactId), isNull(checkIns.outcome)))
    .orderBy(desc(checkIns.sentAt))
    .limit(1);
  return row;
}

async function settle(deps: Pick<SmsDeps, "db" | "now">, id: string, outcome: CheckInOutcome) {
  const settled = await deps.db
    .update(checkIns)
    .set({ outcome, answeredAt: outcome === "no_reply" ? null : deps.now() })
    .where(and(eq(checkIns.id, id), isNull(checkIns.outcome)))
    .returning({ id: checkIns.id });
  return settled.length > 0;
}

/** A call-back (CALL, a USSD request) asked for while a check-in waits answers it: they want a person. */
export async function settleWaitingAsProblem(deps: Pick<SmsDeps, "db" | "now">, contactId: string) {
  const waiting = await waitingCheckIn(deps, contactId);
  if (waiting) await settle(deps, waiting.id, "problem");
}

/**
 * A text from a contact whose check-in waits for a reply is that reply: OK, or a problem
 * for their navigator. A crisis is handled before this (its case is the urgent one) and
 * settles the check-in as a problem. Answers false when no check-in was waiting.
 */
export async function replyToCheckIn(
  deps: SmsDeps,
  ops: FileOps,
  input: { contact: SmsContact; phone: string; text: string; language: SiteLocale; reading: DangerReading },
): Promise<"ok" | "problem" | false> {
  const waiting = await waitingCheckIn(deps, input.contact.id);
  if (!waiting) return false;
  const crisis = input.reading.risk_level === "high";
  const outcome = !crisis && saysWell(input.text) ? "ok" : "problem";
  if (!(await settle(deps, waiting.id, outcome))) return false;
  if (crisis) return outcome;
  const texts = CHECK_IN_TEXTS[input.language];
  if (outcome === "problem") {
    await ops.createContactMessage(deps, {
      userId: null,
      source: "sms",
      name: null,
      email: null,
      phone: input.phone,
      region: null,
      subject: CHECK_IN_SUBJECTS.problem,
      message: input.text,
    });
  }
  await sendQuietly(deps, input.phone, outcome === "ok" ? texts.thanks : texts.problem, "answer");
  return outcome;
}

/** Sends, or logs why the number could not be sent to (STOP, the day's ceiling). */
async function sendQuietly(
  deps: CheckInDeps,
  to: string,
  text: string,
  reason: "answer" | "unsolicited",
): Promise<boolean> {
  try {
    await deps.messaging.sendSms({ to, text, reason });
    return true;
  } catch (error) {
    if (!(error instanceof SmsStoppedError) && !(error instanceof SmsCeilingError)) throw error;
    deps.logger.warn({ channel: "sms", held: error.name }, "a check-in message was held back");
    return false;
  }
}

/** Sends every check-in due now; answers how many went out. */
export async function sendDueCheckIns(deps: CheckInDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(smsContacts)
        .where(and(isNotNull(smsContacts.checkInNextAt), lte(smsContacts.checkInNextAt, now)))
        .orderBy(smsContacts.checkInNextAt)
        .limit(BATCH_SIZE)
        .for("update", { skipLocked: true });
      const rounds: { checkInId: string; phone: string; language: SiteLocale }[] = [];
      for (const contact of due) {
        await tx
          .update(smsContacts)
          .set({ checkInNextAt: nextWeekly(contact.checkInDay!, contact.checkInTime!, now), updatedAt: now })
          .where(eq(smsContacts.id, contact.id));
        // A check-in still waiting (the server was down past its 48 hours) is not asked twice.
        const [round] = await tx
          .insert(checkIns)
          .values({
            contactId: contact.id,
            sentAt: now,
            replyBy: new Date(now.getTime() + CHECK_IN_REPLY_HOURS * HOUR_MS),
          })
          .returning({ id: checkIns.id });
        const { phone } = open(deps.cipher, SEALED.smsContacts, { phone: contact.phone });
        rounds.push({ checkInId: round!.id, phone, language: contact.language });
      }
      return { rounds, count: due.length };
    });
    for (const round of claimed.rounds) {
      if (await sendQuietly(deps, round.phone, CHECK_IN_TEXTS[round.language].ask, "unsolicited")) sent++;
      else await deps.db.delete(checkIns).where(eq(checkIns.id, round.checkInId));
    }
    if (claimed.count < BATCH_SIZE) return sent;
  }
}

/**
 * Every check-in unanswered past its 48 hours: settled as "no_reply", and the person's
 * navigator gets a case. One at a time: a case that could not be filed leaves the check-in
 * waiting, for the next round to try again.
 */
export async function fileSilentCheckIns(deps: SmsDeps, ops: FileOps): Promise<number> {
  let filed = 0;
  for (;;) {
    const [silent] = await deps.db
      .select({ id: checkIns.id, phone: smsContacts.phone, sentAt: checkIns.sentAt })
      .from(checkIns)
      .innerJoin(smsContacts, eq(smsContacts.id, checkIns.contactId))
      .where(and(isNull(checkIns.outcome), lte(checkIns.replyBy, deps.now())))
      .limit(1);
    if (!silent) return filed;
    // Settled only if still waiting: of two instances on one row, one files the case.
    if (!(await settle(deps, silent.id, "no_reply"))) continue;
    const { phone } = open(deps.cipher, SEALED.smsContacts, { phone: silent.phone });
    try {
      await ops.createContactMessage(deps, {
        userId: null,
        source: "sms",
        name: null,
        email: null,
        phone,
        region: null,
        subject: CHECK_IN_SUBJECTS.noReply,
        message: `No reply to the weekly check-in sent ${localDate(silent.sentAt)} at ${localTime(silent.sentAt)}.`,
      });
      filed++;
    } catch (error) {
      await deps.db.update(checkIns).set({ outcome: null }).where(eq(checkIns.id, silent.id));
      throw error;
    }
  }
}

/** The outcomes of the number's latest check-ins, newest first: shown on their case. */
export function checkInHistory(deps: Pick<SmsDeps, "db">, contactIds: string[], limit = 12) {
  if (contactIds.length === 0) return Promise.resolve([]);
  return deps.db
    .select({ sentAt: checkIns.sentAt, outcome: checkIns.outcome, answeredAt: checkIns.answeredAt })
    .from(checkIns)
    .where(inArray(checkIns.contactId, contactIds))
    .orderBy(desc(checkIns.sentAt))
    .limit(limit);
}
