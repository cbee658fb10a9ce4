/**
 * An account's confirmed number and language: the number a reminder by SMS goes to and
 * the one whose SMS and USSD record the account's settings show (decision 083). A number
 * not confirmed with a code is nobody's to act on.
 */
import { eq } from "drizzle-orm";
import { toSiteLocale, type SiteLocale } from "@shared/domain/locale";
import type { Db } from "../../db/client";
import { user, userProfiles } from "../../db/schema";

export interface PhoneAccount {
  /** The confirmed number, or null. */
  phone: string | null;
  language: SiteLocale;
}

/** `lock`: the account's row is held until the transaction ends, so two changes do not cross. */
export async function phoneAccount(db: Db, userId: string, lock = false): Promise<PhoneAccount> {
  const query = db
    .select({
      phone: user.phoneNumber,
      verified: user.phoneNumberVerified,
      language: userProfiles.language,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId));
  const [row] = lock ? await query.for("update", { of: user }) : await query;
  return {
    phone: row?.phone && row.verified === true ? row.phone : null,
    language: toSiteLocale(row?.language),
  };
}
