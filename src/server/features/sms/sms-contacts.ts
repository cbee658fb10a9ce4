/**
 * A person known to us by their number, through SMS, USSD or an account signed in by phone
 * (decisions 081 to 083): the number (encrypted, found by its blind index), the language
 * they use, whether they texted STOP, their weekly check-in, and the record of each consent.
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { SiteLocale } from "@shared/domain/locale";
import type { ConsentChannel, ConsentVia } from "@shared/domain/text-messages";
import type { AppDeps } from "../../deps";
import { checkIns, consentEvents, smsContacts } from "../../db/schema";
import { contactKey, contactLookups } from "../../security/search-keys";
import { SEALED, seal } from "../../security/sealed-tables";

type Deps = Pick<AppDeps, "db" | "cipher" | "now">;

export type SmsContactRow = typeof smsContacts.$inferSelect;
export type SmsContact = Pick<SmsContactRow, "id" | "language" | "stoppedAt" | "checkInDay" | "checkInTime">;

const CONTACT_FIELDS = {
  id: smsContacts.id,
  language: smsContacts.language,
  stoppedAt: smsContacts.stoppedAt,
  checkInDay: smsContacts.checkInDay,
  checkInTime: smsContacts.checkInTime,
};

/** The number's record, if the number has reached us. */
export async function findContact(deps: Deps, phone: string): Promise<SmsContact | undefined> {
  const [row] = await deps.db
    .select(CONTACT_FIELDS)
    .from(smsContacts)
    .where(inArray(smsContacts.phoneKey, contactLookups(deps.cipher, "phone", phone)))
    .limit(1);
  return row;
}

/**
 * The number's record, made on first contact in `language`. Writing to us is consent to
 * be written back (a navigator's reply, a notice) until STOP: that is recorded as given,
 * `via` the channel they first used.
 */
export async function contactOf(
  deps: Deps,
  phone: string,
  language: SiteLocale,
  via: ConsentVia,
): Promise<SmsContact> {
  const known = await findContact(deps, phone);
  if (known) return known;
  const now = deps.now();
  const [inserted] = await deps.db
    .insert(smsContacts)
    .values({
      ...seal(deps.cipher, SEALED.smsContacts, { phone, language, createdAt: now, updatedAt: now }),
      phoneKey: contactKey(deps.cipher, "phone", phone)!,
    })
    .onConflictDoNothing()
    .returning({ id: smsContacts.id });
  if (inserted) await recordConsent(deps, inserted.id, "sms", true, via);
  const created = await findContact(deps, phone);
  if (!created) throw new Error("sms contact insert left no row");
  return created;
}

export async function updateContact(
  deps: Deps,
  contact: Pick<SmsContact, "id">,
  change: Partial<
    Pick<SmsContactRow, "language" | "stoppedAt" | "checkInDay" | "checkInTime" | "checkInNextAt">
  >,
) {
  await deps.db
    .update(smsContacts)
    .set({ ...change, updatedAt: deps.now() })
    .where(eq(smsContacts.id, contact.id));
}

/** Keeps one giving or taking back of consent to a kind of message. */
export async function recordConsent(
  deps: Deps,
  contactId: string,
  channel: ConsentChannel,
  given: boolean,
  via: ConsentVia,
) {
  await deps.db.insert(consentEvents).values({ contactId, channel, given, via, createdAt: deps.now() });
}

/** The number's consent events, oldest first; or its `latest` ones, newest first. */
export function consentHistory(deps: Deps, contactId: string, latest?: number) {
  const query = deps.db
    .select({
      channel: consentEvents.channel,
      given: consentEvents.given,
      via: consentEvents.via,
      at: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.contactId, contactId));
  return latest === undefined
    ? query.orderBy(asc(consentEvents.id))
    : query.orderBy(desc(consentEvents.id)).limit(latest);
}

/**
 * STOP and START through any channel: the state and its record together. STOP ends the
 * weekly check-ins too (every message ends); START does not bring them back unasked.
 */
export async function setMessagesStopped(deps: Deps, contact: SmsContact, stopped: boolean, via: ConsentVia) {
  if ((contact.stoppedAt !== null) === stopped) return;
  const endsCheckIns = stopped && contact.checkInDay !== null;
  await updateContact(deps, contact, {
    stoppedAt: stopped ? deps.now() : null,
    ...(endsCheckIns ? { checkInDay: null, checkInTime: null, checkInNextAt: null } : {}),
  });
  await recordConsent(deps, contact.id, "sms", !stopped, via);
  if (endsCheckIns) await recordConsent(deps, contact.id, "check_in", false, via);
  if (stopped) await forgetWaitingCheckIns(deps, contact.id);
}

/**
 * A check-in still waiting for its reply when check-ins end (STOP, or turned off) was
 * never asked: its silence must not file a case about someone who said stop.
 */
export async function forgetWaitingCheckIns(deps: Deps, contactId: string) {
  await deps.db.delete(checkIns).where(and(eq(checkIns.contactId, contactId), isNull(checkIns.outcome)));
}
