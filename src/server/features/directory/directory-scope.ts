/**
 * Who may change the resources directory (decision 070, after 063's region rule): a lead
 * admin with two-step sign-in, within their region; national entries (no region) and
 * moves between regions only a national lead (no region). Every admin reads it all.
 */
import { eq } from "drizzle-orm";
import type { Region } from "@shared/constants";
import { LEAD_ADMIN_REQUIRED } from "@shared/api/team";
import { OUTSIDE_YOUR_REGION } from "@shared/api/directory";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { HttpError } from "../../http/errors";

export interface DirectoryScope {
  callerId: string;
  /** null: a national admin. */
  region: Region | null;
  lead: boolean;
  twoFactor: boolean;
}

export async function directoryScopeOf(
  db: Db,
  caller: { id: string; twoFactorEnabled?: boolean | null },
): Promise<DirectoryScope> {
  const [profile] = await db
    .select({ region: userProfiles.region, lead: userProfiles.leadAdmin })
    .from(userProfiles)
    .where(eq(userProfiles.userId, caller.id));
  return {
    callerId: caller.id,
    region: profile?.region ?? null,
    lead: profile?.lead ?? false,
    twoFactor: Boolean(caller.twoFactorEnabled),
  };
}

/** Whether the caller may change an entry of `region` (null: a national entry). */
export function mayChange(scope: DirectoryScope, region: Region | null): boolean {
  return scope.lead && scope.twoFactor && (scope.region === null || scope.region === region);
}

/** Refuses a change unless the caller is a lead admin. */
export function requireLead(scope: DirectoryScope): void {
  if (!scope.lead)
    throw new HttpError(403, LEAD_ADMIN_REQUIRED, "Only a lead admin can change the directory.");
}

/** Refuses an entry of another region, or a national one, to a regional lead. */
export function requireWithinRegion(scope: DirectoryScope, region: Region | null): void {
  if (scope.region !== null && scope.region !== region)
    throw new HttpError(
      403,
      OUTSIDE_YOUR_REGION,
      region === null
        ? "Only a national lead changes the national entries."
        : "You can change the entries of your own region only.",
      { field: "region" },
    );
}
