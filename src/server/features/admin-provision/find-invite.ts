/**
 * Looks a token up. An invite is usable once, for 24 hours; a first-admin link (no
 * recipient) only while there is still no admin.
 */
import { eq } from "drizzle-orm";
import type { ProvisionCheck } from "@shared/api/admin-accounts";
import type { Db } from "../../db/client";
import { adminInvites } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { adminExists } from "./admin-exists";
import { hashInviteToken } from "./invite-token";

export type InviteRow = typeof adminInvites.$inferSelect;

export const isFirstAdminInvite = (invite: InviteRow) => !invite.email && !invite.phone;

export const INVALID_LINK = () =>
  new HttpError(404, "invalid_link", "This link is not valid any more. Ask an administrator for a new one.");

export async function findUsableInvite(db: Db, token: string, now: Date): Promise<InviteRow> {
  const [invite] = await db
    .select()
    .from(adminInvites)
    .where(eq(adminInvites.tokenHash, hashInviteToken(token)));
  if (!invite || invite.usedAt || invite.expiresAt <= now) throw INVALID_LINK();
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
