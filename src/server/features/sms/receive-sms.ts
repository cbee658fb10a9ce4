/**
 * A text message someone sent to the service's number (issue 22, decision 081), as
 * Africa's Talking hands it over. Handled once per provider id, then:
 *   - a keyword (the whole message: STOP, START, HELP, CALL, DELETE, in three languages)
 *     does what it says and is answered in its own language;
 *   - a high reading of danger (the one reader, @shared/danger) opens or joins the sender's
 *     case as an urgent crisis, exactly as in the chat, and the answer says a navigator
 *     will call, and which numbers to call now;
 *   - a sender whose case is open is talking with their navigator: the text joins the case;
 *   - anything else is a question for iCare, answered by SMS in the sender's language.
 * The sender is known by their number only (an anonymous contact to the team); the
 * navigator's reply in the case goes back by SMS (cases/reply-to-case).
 */
import type { AssistantReply } from "@shared/api/assistant";
import { readDanger, type DangerReading } from "@shared/danger/read-danger";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import type { SiteLocale } from "@shared/domain/locale";
import type { AppDeps } from "../../deps";
import { smsReceived } from "../../db/schema";
import { SmsCeilingError, type OutgoingSms } from "../../adapters/messaging";
import type { NewContactMessage } from "../contact/create-contact-message";
import { fitToParts } from "./fit-to-parts";
import { readKeyword, type SmsKeyword } from "./sms-keywords";
import { SMS_TEXTS } from "./sms-texts";
import { contactOf, setMessagesStopped, updateContact } from "./sms-contacts";
import { replyToCheckIn, settleWaitingAsProblem } from "./check-ins";
import { eraseNumber } from "./erase-number";

export type SmsDeps = Pick<
  AppDeps,
  "db" | "cipher" | "bus" | "logger" | "now" | "notify" | "messaging" | "env"
>;

/** What this feature uses of others', passed in by the app (server features meet through operations). */
export interface SmsOperations {
  answer(input: { userInput: string; locale: SiteLocale; safety: DangerReading }): Promise<AssistantReply>;
  /** The language a message is written in, else `fallback` (a message too short or mixed to read). */
  readLanguage(text: string, fallback: SiteLocale): SiteLocale;
  createContactMessage(deps: SmsDeps, input: NewContactMessage): Promise<{ id: string; caseId: string }>;
  /** Whether the team has an open case with this number (an anonymous contact's). */
  hasOpenCase(deps: SmsDeps, phone: string): Promise<boolean>;
}

export interface ReceivedSms {
  providerMessageId: string;
  from: string;
  text: string;
}

export type SmsOutcome =
  "duplicate" | SmsKeyword | "crisis" | "check_in" | "to_case" | "answered" | "over_ceiling";

/** Neutral words: the subjects show in the inbox, in notifications and in push. */
export const SMS_SUBJECTS = {
  crisis: "Needs a person now (SMS)",
  callBack: "Asked to be called back (SMS)",
} as const;

const CALL_BACK_MESSAGE = "The person texted that they want a call back.";

/** true the first time the provider hands this message over; a retry of the callback is false. */
async function firstTime(deps: SmsDeps, providerMessageId: string): Promise<boolean> {
  const inserted = await deps.db
    .insert(smsReceived)
    .values({ providerMessageId, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: smsReceived.providerMessageId });
  return inserted.length > 0;
}

export function crisisLines(deps: Pick<SmsDeps, "env">): string {
  return deps.env.CRISIS_LINES.map((line) => line.number).join(", ");
}

export async function receiveSms(deps: SmsDeps, ops: SmsOperations, sms: ReceivedSms): Promise<SmsOutcome> {
  if (!(await firstTime(deps, sms.providerMessageId))) return "duplicate";
  const phone = normaliseUgandanPhone(sms.from) ?? sms.from.trim();
  const keyword = readKeyword(sms.text);
  // A new number starts in English until its words say otherwise; a keyword says which.
  const contact = await contactOf(deps, phone, keyword?.language ?? "en", "sms");
  const language = keyword?.language ?? ops.readLanguage(sms.text, contact.language);
  if (language !== contact.language) await updateContact(deps, contact, { language });
  const texts = SMS_TEXTS[language];
  const send = (text: string, reason: OutgoingSms["reason"]) =>
    deps.messaging.sendSms({ to: phone, text, reason });
  const fromSms = { userId: null, source: "sms", name: null, email: null, phone, region: null } as const;

  if (keyword) {
    switch (keyword.keyword) {
      case "stop":
        await setMessagesStopped(deps, contact, true, "sms");
        await send(texts.stopped, "answer");
        break;
      case "start":
        await setMessagesStopped(deps, contact, false, "sms");
        await send(texts.started, "answer");
        break;
      case "help":
        await send(texts.help(crisisLines(deps)), "answer");
        break;
      case "delete":
        // Told first: what tells them is erased with the rest.
        try {
          await send(texts.deleted, "answer");
        } catch (error) {
          if (!(error instanceof SmsCeilingError)) throw error;
        }
        await eraseNumber(deps, contact.id, phone);
        break;
      case "call":
        await ops.createContactMessage(deps, {
          ...fromSms,
          subject: SMS_SUBJECTS.callBack,
          message: CALL_BACK_MESSAGE,
        });
        await settleWaitingAsProblem(deps, contact.id);
        await send(texts.callBack, "answer");
        break;
    }
    return keyword.keyword;
  }

  const reading = readDanger(sms.text, language);
  if (reading.risk_level === "high") {
    await ops.createContactMessage(deps, {
      ...fromSms,
      subject: SMS_SUBJECTS.crisis,
      message: sms.text,
      minimumPriority: "urgent",
      crisis: true,
    });
    await replyToCheckIn(deps, ops, { contact, phone, text: sms.text, language, reading });
    await send(texts.crisis(deps.env.CRISIS_RESPONSE_MINUTES, crisisLines(deps)), "crisis");
    return "crisis";
  }

  if (await replyToCheckIn(deps, ops, { contact, phone, text: sms.text, language, reading }))
    return "check_in";

  if (await ops.hasOpenCase(deps, phone)) {
    await ops.createContactMessage(deps, { ...fromSms, subject: null, message: sms.text });
    return "to_case";
  }

  const reply = await ops.answer({ userInput: sms.text, locale: language, safety: reading });
  const answer = fitToParts(
    reply.response,
    deps.env.SMS_ANSWER_MAX_PARTS,
    SMS_TEXTS[reply.language].askForPerson,
  );
  try {
    await send(answer, "answer");
  } catch (error) {
    if (!(error instanceof SmsCeilingError)) throw error;
    deps.logger.warn({ channel: "sms" }, "an answer by SMS was held back: the number had the day's share");
    return "over_ceiling";
  }
  return "answered";
}
