/**
 * Looks a token up. An invite is usable once, for 24 hours; a first-admin link (no
 * recipient) only while there is still no admin.
 */
import { eq } from "drizzle-orm";
import type { ProvisionCheck } from "@shared/api/admin-accounts";
import type { Db } from "../../db/client";
import { adminInvites } from "../../db/schema";
import type { FieldCipher } from "../../security/encryption";
import { SEALED, open } from "../../security/sealed-tables";
import { HttpError } from "../../http/errors";
import { adminExists } from "./admin-exists";
import { hashInviteToken } from "./invite-token";

export type InviteRow = typeof adminInvites.$inferSelect;

export const isFirstAdminInvite = (invite: InviteRow) => !invite.email && !invite.phone;

export const INVALID_LINK = () =>
  new HttpError(404, "invalid_link", "This link is not valid any more. Ask an administrator for a new one.");

/** The invite, its e-mail and phone decrypted (decision 064). */
export async function findUsableInvite(
  { db, cipher }: { db: Db; cipher: FieldCipher },
  token: string,
  now: Date,
): Promise<InviteRow> {
  const [stored] = await db
    .select()
    .from(adminInvites)
    .where(eq(adminInvites.tokenHash, hashInviteToken(token)));
  if (!stored || stored.usedAt || stored.expiresAt <= now) throw INVALID_LINK();
  const invite = open(cipher, SEALED.adminInvites, stored);
  if (isFirstAdminInvite(invite) && (await adminExists(db))) throw INVALID_LINK();
  return invite;
}

export function describeInvite(invite: InviteRow): ProvisionCheck {
  return {
    kind: isFirstAdminInvite(invite) ? "first_admin" : "invite",
    email: invite.email,
    phoneHint: invite.phone ? `•••${invite.phone.slice(-3)}` : null,
    region: invite.region,
    expiresAt: invite.expiresAt.toISOString(),
  };
}
