/**
 * What the security settings show: how the account signs in, its factors (spec section 3),
 * and the assurance level the next sign-in reaches. Only verified factors count (spec
 * section 4): an enrolment that was never confirmed is listed but changes nothing.
 */
import { and, eq } from "drizzle-orm";
import type { Factor, SecuritySummary } from "@shared/api/account";
import { realEmail } from "@shared/domain/phone-account";
import type { Db } from "../../db/client";
import { account, twoFactor, user } from "../../db/schema";
import { reauthenticatedUntil } from "../../auth/reauth";

export async function getSecuritySummary(
  db: Db,
  viewer: { userId: string; sessionId: string },
  now: Date,
): Promise<SecuritySummary> {
  const [row] = await db.select().from(user).where(eq(user.id, viewer.userId));
  if (!row) throw new Error("signed-in user not found");
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, viewer.userId), eq(account.providerId, "credential")));
  const totpRows = await db
    .select({ id: twoFactor.id, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, viewer.userId));
  const factors: Factor[] = totpRows.map((factor) => ({
    id: factor.id,
    factor_type: "totp",
    status: factor.verified !== false && row.twoFactorEnabled ? "verified" : "unverified",
    friendly_name: "Authenticator app",
  }));
  const until = await reauthenticatedUntil(db, viewer.sessionId, viewer.userId, now);
  return {
    email: realEmail(row.email),
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: row.phoneNumberVerified === true,
    hasPassword: Boolean(credential),
    factors,
    nextLevel: factors.some((factor) => factor.status === "verified") ? "aal2" : "aal1",
    reauthenticatedUntil: until?.toISOString() ?? null,
  };
}
