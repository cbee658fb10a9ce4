/**
 * The first admin: while no admin exists, each start makes a fresh one-time link (24 h)
 * and main.ts prints it. Older unused first-admin links are dropped, so only the last
 * printed one works.
 */
import { and, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { adminInvites } from "../../db/schema";
import { adminExists } from "./admin-exists";
import { INVITE_VALID_MS, newInviteToken, provisionLink } from "./invite-token";

export async function createBootstrapInvite(
  deps: Pick<AppDeps, "db" | "env" | "now">,
): Promise<string | null> {
  if (await adminExists(deps.db)) return null;
  const { token, tokenHash } = newInviteToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(adminInvites)
      .where(
        and(
          isNull(adminInvites.createdBy),
          isNull(adminInvites.usedAt),
          isNull(adminInvites.email),
          isNull(adminInvites.phone),
        ),
      );
    await tx.insert(adminInvites).values({
      tokenHash,
      createdBy: null,
      expiresAt: new Date(deps.now().getTime() + INVITE_VALID_MS),
    });
  });
  return provisionLink(deps.env.publicUrl, token);
}
