/**
 * Who a signed-in person is, for a message they send the team (the contact form, the
 * assistant's hand-off): the account says it, so they are not asked again, and the team
 * answers them in the app (docs/decisions/056-identity-of-signed-in-senders.md).
 */
import { eq } from "drizzle-orm";
import type { Region } from "@shared/constants";
import { realEmail } from "@shared/domain/phone-account";
import type { Db } from "../../db/client";
import { user, userProfiles } from "../../db/schema";
import type { SessionUser, Viewer } from "../../auth/session";

export interface SenderIdentity {
  userId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  region: Region | null;
}

/** What the person wrote in the request, if anything (an older form, a queued message). */
export interface GivenContact {
  email: string | null;
  phone: string | null;
  region: Region | null;
}

/**
 * The account's e-mail, only when it is a real address its owner confirmed: never a phone
 * account's `@phone.invalid` placeholder, never an address nobody proved is theirs.
 */
export function confirmedEmail(user: Pick<SessionUser, "email" | "emailVerified">): string | null {
  return user.emailVerified ? realEmail(user.email) : null;
}

/**
 * The name from the account; the e-mail and phone as given, else the account's (the
 * e-mail only when confirmed); the region as given, else the profile's. The account is
 * read as stored, not from the browser's cached session: how the team reaches someone,
 * in a crisis too, must be what they last set on any phone (decision 073).
 */
export async function signedInSender(db: Db, viewer: Viewer, given: GivenContact): Promise<SenderIdentity> {
  const [account] = await db
    .select({
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      region: userProfiles.region,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, viewer.user.id));
  const stored = account ?? { ...viewer.user, region: null };
  return {
    userId: viewer.user.id,
    name: stored.name.trim() || null,
    email: given.email ?? confirmedEmail(stored),
    phone: given.phone ?? stored.phoneNumber ?? null,
    region: given.region ?? stored.region ?? null,
  };
}
