/**
 * Re-authentication: before a sensitive change (e-mail, phone, two-factor, data export,
 * deletion) the owner proves again who they are, with their password or an SMS code.
 * The proof is bound to the one session and lasts a few minutes, so a phone left signed
 * in does not let the next person take over the account.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";

export const REAUTH_VALID_MS = 10 * 60_000;

const identifierOf = (sessionId: string) => `reauth-${sessionId}`;

export async function markReauthenticated(
  db: Db,
  sessionId: string,
  userId: string,
  at: Date,
): Promise<Date> {
  const expiresAt = new Date(at.getTime() + REAUTH_VALID_MS);
  await db.delete(verification).where(eq(verification.identifier, identifierOf(sessionId)));
  await db
    .insert(verification)
    .values({ id: randomUUID(), identifier: identifierOf(sessionId), value: userId, expiresAt });
  return expiresAt;
}

/** When the session's proof runs out, or null when there is none. */
export async function reauthenticatedUntil(
  db: Db,
  sessionId: string,
  userId: string,
  at: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(sessionId)), gt(verification.expiresAt, at)));
  return row && row.value === userId ? row.expiresAt : null;
}
