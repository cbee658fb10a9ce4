/**
 * A person known to us by their number only, through SMS or USSD (decisions 081 and 082):
 * the number (encrypted, found by its blind index), the language they use, and whether they
 * texted STOP.
 */
import { eq, inArray } from "drizzle-orm";
import type { SiteLocale } from "@shared/domain/locale";
import type { AppDeps } from "../../deps";
import { smsContacts } from "../../db/schema";
import { contactKey, contactLookups } from "../../security/search-keys";
import { SEALED, seal } from "../../security/sealed-tables";

type Deps = Pick<AppDeps, "db" | "cipher" | "now">;

export interface SmsContact {
  id: string;
  language: SiteLocale;
}

/** The number's record, made on first contact in `language`. */
export async function contactOf(deps: Deps, phone: string, language: SiteLocale): Promise<SmsContact> {
  const find = async () => {
    const [row] = await deps.db
      .select({ id: smsContacts.id, language: smsContacts.language })
      .from(smsContacts)
      .where(inArray(smsContacts.phoneKey, contactLookups(deps.cipher, "phone", phone)))
      .limit(1);
    return row;
  };
  const known = await find();
  if (known) return known;
  const now = deps.now();
  await deps.db
    .insert(smsContacts)
    .values({
      ...seal(deps.cipher, SEALED.smsContacts, { phone, language, createdAt: now, updatedAt: now }),
      phoneKey: contactKey(deps.cipher, "phone", phone)!,
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error("sms contact insert left no row");
  return created;
}

export async function updateContact(
  deps: Deps,
  contact: SmsContact,
  change: { language?: SiteLocale; stoppedAt?: Date | null },
) {
  await deps.db
    .update(smsContacts)
    .set({ ...change, updatedAt: deps.now() })
    .where(eq(smsContacts.id, contact.id));
}
