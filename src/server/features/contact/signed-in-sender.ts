/**
 * Who a signed-in person is, for a message they send the team (the contact form, the
 * assistant's hand-off): the account says it, so they are not asked again, and the team
 * answers them in the app (docs/decisions/056-identity-of-signed-in-senders.md).
 */
import { eq } from "drizzle-orm";
import type { Region } from "@shared/constants";
import { realEmail } from "@shared/domain/phone-account";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";
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
 * e-mail only when confirmed); the region as given, else the profile's.
 */
export async function signedInSender(db: Db, viewer: Viewer, given: GivenContact): Promise<SenderIdentity> {
  const { user } = viewer;
  const region =
    given.region ??
    (
      await db
        .select({ region: userProfiles.region })
        .from(userProfiles)
        .where(eq(userProfiles.userId, user.id))
    )[0]?.region ??
    null;
  return {
    userId: user.id,
    name: user.name.trim() || null,
    email: given.email ?? confirmedEmail(user),
    phone: given.phone ?? user.phoneNumber ?? null,
    region,
  };
}
