/**
 * A signed-in person's text messages (issue 22): the account's verified number is the
 * number known by SMS and USSD (its record is found by the number's blind index; no link
 * is stored), so messages on or off (STOP, START) and the weekly check-in chosen here are
 * the same as chosen there, and every giving or taking back of consent is recorded "web".
 */
import type { CheckInTime } from "@shared/domain/text-messages";
import {
  TEXT_MESSAGES_HISTORY_MAX,
  type TextMessagesChange,
  type TextMessagesSettings,
} from "@shared/api/text-messages";
import type { AppDeps } from "../../deps";
import { HttpError } from "../../http/errors";
import { phoneAccount } from "./phone-account";
import {
  consentHistory,
  contactOf,
  findContact,
  setMessagesStopped,
  type SmsContact,
} from "../sms/sms-contacts";
import { checkInHistory, setCheckIn } from "../sms/check-ins";

type Deps = Pick<AppDeps, "db" | "cipher" | "now">;

/** Every check-in of twenty years and more, weekly. */
const CHECK_INS_EXPORTED_MAX = 1000;

async function settingsOf(
  deps: Deps,
  phone: string,
  contact: SmsContact | undefined,
): Promise<TextMessagesSettings> {
  if (!contact) return { phone, messages: true, check_in: null, history: [] };
  const history = await consentHistory(deps, contact.id, TEXT_MESSAGES_HISTORY_MAX);
  return {
    phone,
    messages: contact.stoppedAt === null,
    check_in:
      contact.checkInDay !== null && contact.checkInTime !== null
        ? { day: contact.checkInDay, time: contact.checkInTime as CheckInTime }
        : null,
    history: history.map((event) => ({
      channel: event.channel,
      given: event.given,
      via: event.via,
      at: event.at.toISOString(),
    })),
  };
}

const NO_PHONE: TextMessagesSettings = { phone: null, messages: false, check_in: null, history: [] };

export async function getTextMessages(deps: Deps, userId: string): Promise<TextMessagesSettings> {
  const { phone } = await phoneAccount(deps.db, userId);
  if (!phone) return NO_PHONE;
  return settingsOf(deps, phone, await findContact(deps, phone));
}

/**
 * Applies the change as the USSD menu does: a check-in turns messages on first; messages
 * off ends the check-ins (setMessagesStopped does). A number not yet known is recorded
 * first, in the account's language, as given on the web.
 */
export async function changeTextMessages(
  deps: Deps,
  userId: string,
  change: TextMessagesChange,
): Promise<TextMessagesSettings> {
  return deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    // Locked, so that two changes at once (here or the reminders') are made one after the other.
    const { phone, language } = await phoneAccount(tx, userId, true);
    if (!phone)
      throw new HttpError(
        409,
        "no_phone",
        "Text messages need an account that signs in with a phone number.",
      );
    let contact = await contactOf(scoped, phone, language, "web");
    const reread = async () => {
      contact = (await findContact(scoped, phone)) ?? contact;
    };
    if (change.messages === true || change.check_in) {
      await setMessagesStopped(scoped, contact, false, "web");
      await reread();
    }
    if (change.check_in !== undefined) {
      await setCheckIn(scoped, contact, change.check_in, "web");
      await reread();
    }
    if (change.messages === false) {
      await setMessagesStopped(scoped, contact, true, "web");
      await reread();
    }
    return settingsOf(scoped, phone, contact);
  });
}

/**
 * For "Download my data": the number's settings, its whole consent record (oldest first)
 * and the outcomes of its weekly check-ins; null without a verified number or a record.
 */
export async function exportTextMessages(deps: Deps, userId: string) {
  const { phone } = await phoneAccount(deps.db, userId);
  const contact = phone ? await findContact(deps, phone) : undefined;
  if (!phone || !contact) return null;
  const settings = await settingsOf(deps, phone, contact);
  return {
    phone,
    language: contact.language,
    messages: settings.messages,
    checkIn: settings.check_in,
    consent: await consentHistory(deps, contact.id),
    checkIns: await checkInHistory(deps, [contact.id], CHECK_INS_EXPORTED_MAX),
  };
}
