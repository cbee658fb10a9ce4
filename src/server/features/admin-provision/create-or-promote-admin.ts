/**
 * The shell's way to an admin (npm run admin:create): creates the account, or promotes
 * an existing one, as an admin of a region. The operator vouches for the address.
 */
import { eq } from "drizzle-orm";
import type { Region } from "@shared/constants";
import type { AppDeps } from "../../deps";
import { auditLog, user, userProfiles } from "../../db/schema";
import { createAccount } from "../../db/seed";

export interface AdminInput {
  email: string;
  password: string;
  region: Region;
  name?: string | undefined;
}

export async function createOrPromoteAdmin(
  deps: Pick<AppDeps, "auth" | "db" | "now">,
  input: AdminInput,
): Promise<{ userId: string; created: boolean }> {
  const [existing] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  let userId: string;
  if (existing) {
    userId = existing.id;
    await deps.db
      .insert(userProfiles)
      .values({ userId, role: "admin", region: input.region })
      .onConflictDoUpdate({
        target: userProfiles.userId,
        set: { role: "admin", region: input.region, updatedAt: deps.now() },
      });
  } else {
    const name = input.name ?? input.email.split("@")[0] ?? "Admin";
    userId = await createAccount(deps, { ...input, name, role: "admin" });
  }
  await deps.db.insert(auditLog).values({
    actorId: null,
    action: "admin_provisioned",
    entityType: "user",
    entityId: userId,
    details: { region: input.region, created: !existing, via: "shell" },
    createdAt: deps.now(),
  });
  return { userId, created: !existing };
}
