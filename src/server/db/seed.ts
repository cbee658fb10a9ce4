/**
 * The development demo: one client and one admin per region, created on the first start
 * with random passwords that are printed once and kept in DATA_DIR/demo-accounts.txt.
 * Never runs in production (env.ts turns SEED_DEMO off there).
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { REGIONS, type Region } from "@shared/constants";
import type { AppDeps } from "../deps";
import { appSettings, user, userProfiles } from "./schema";

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  role: "admin" | "user";
  region: Region | null;
}

const REGION_NAMES: Record<Region, string> = {
  kampala: "Kampala",
  masaka: "Masaka",
  mbarara: "Mbarara",
  fort_portal: "Fort Portal",
};

function demoPassword(): string {
  return randomBytes(12).toString("base64url");
}

export function demoAccounts(): DemoAccount[] {
  return [
    {
      label: "Demo client",
      email: "client@example.com",
      password: demoPassword(),
      role: "user",
      region: "kampala",
    },
    ...REGIONS.map((region) => ({
      label: `Demo admin, ${REGION_NAMES[region]}`,
      email: `admin.${region.replace("_", "")}@example.com`,
      password: demoPassword(),
      role: "admin" as const,
      region,
    })),
  ];
}

export async function createAccount(
  deps: Pick<AppDeps, "auth" | "db">,
  account: { name: string; email: string; password: string; role: "admin" | "user"; region: Region | null },
): Promise<string> {
  const result = await deps.auth.api.signUpEmail({
    body: { name: account.name, email: account.email, password: account.password },
  });
  const userId = result.user.id;
  // Demo and operator-made accounts are vouched for: no confirmation banner.
  await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  await deps.db
    .insert(userProfiles)
    .values({ userId, role: account.role, region: account.region })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { role: account.role, region: account.region } });
  return userId;
}

/** Returns the accounts created now, or null when the demo already exists. */
export async function seedDemo(deps: Pick<AppDeps, "auth" | "db" | "env">): Promise<DemoAccount[] | null> {
  const [done] = await deps.db.select().from(appSettings).where(eq(appSettings.key, "demo_seeded"));
  if (done) return null;
  const accounts = demoAccounts();
  for (const account of accounts) {
    await createAccount(deps, { ...account, name: account.label });
  }
  await deps.db.insert(appSettings).values({ key: "demo_seeded", value: new Date().toISOString() });
  if (!deps.env.DATABASE_URL) {
    const lines = accounts.map((a) => `${a.label}\t${a.email}\t${a.password}`);
    writeFileSync(join(deps.env.dataDir, "demo-accounts.txt"), `${lines.join("\n")}\n`, { mode: 0o600 });
  }
  return accounts;
}
