/**
 * The shell's way to an admin (npm run admin:create): creates the account, or promotes
 * an existing one, as an admin of a region. The operator vouches for the address, and
 * decides who leads: the deployment's first admin always does (decision 063).
 */
import { and, eq } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { AppDeps } from "../../deps";
import { auditLog, user, userProfiles } from "../../db/schema";
import { createAccount } from "../../db/seed";

export interface AdminInput {
  email: string;
  password: string;
  region: Region;
  name?: string | undefined;
  lead?: boolean | undefined;
}

export async function createOrPromoteAdmin(
  deps: Pick<AppDeps, "auth" | "db" | "now">,
  input: AdminInput,
): Promise<{ userId: string; created: boolean; lead: boolean }> {
  const [existing] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  const leads = await deps.db
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(and(eq(userProfiles.role, "admin"), eq(userProfiles.leadAdmin, true)));
  // A lead stays one when promoted again; the first admin of a deployment always is one.
  const leadAdmin =
    Boolean(input.lead) || leads.length === 0 || leads.some((lead) => lead.id === existing?.id);
  let userId: string;
  if (existing) {
    userId = existing.id;
  } else {
    const name = input.name ?? input.email.split("@")[0] ?? "Admin";
    userId = await createAccount(deps, { ...input, name, role: "admin" });
  }
  await deps.db
    .insert(userProfiles)
    .values({ userId, role: "admin", region: input.region, leadAdmin })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { role: "admin", region: input.region, leadAdmin, updatedAt: deps.now() },
    });
  await deps.db.insert(auditLog).values({
    actorId: null,
    action: "admin_provisioned",
    entityType: "user",
    entityId: userId,
    details: { region: input.region, created: !existing, lead: leadAdmin, via: "shell" },
    createdAt: deps.now(),
  });
  return { userId, created: !existing, lead: leadAdmin };
}
