/**
 * The development demo: one client, one lead admin per region and a second Kampala navigator
 * (so a team sharing its cases, and a member who is not its lead, can be tried), created on
 * the first start
 * with random passwords that are printed once and kept in DATA_DIR/demo-accounts.txt.
 * The admins sign in in two steps, as every admin must before they see a client's data
 * (docs/decisions/055-team-and-two-step.md): their authenticator key (TOTP, base32) is
 * printed and kept beside the password. Never runs in production (env.ts turns SEED_DEMO
 * off there).
 */
import { createHmac, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { REGIONS, type Region } from "@shared/constants";
import type { AppDeps } from "../deps";
import { markReauthenticated } from "../auth/reauth";
import { appSettings, session, user, userProfiles } from "./schema";

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  role: "admin" | "user";
  region: Region | null;
  /** A lead admin: changes who is on the team (decision 063). */
  lead: boolean;
  /** The admins' authenticator key (base32), for a TOTP code at sign-in; null for the client. */
  totpSecret: string | null;
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
      lead: false,
      totpSecret: null,
    },
    ...REGIONS.map((region) => ({
      label: `Demo admin, ${REGION_NAMES[region]}`,
      email: `admin.${region.replace("_", "")}@example.com`,
      password: demoPassword(),
      role: "admin" as const,
      region,
      lead: true,
      totpSecret: null,
    })),
    {
      label: "Demo admin, Kampala (second navigator)",
      email: "admin2.kampala@example.com",
      password: demoPassword(),
      role: "admin",
      region: "kampala",
      lead: false,
      totpSecret: null,
    },
  ];
}

export async function createAccount(
  deps: Pick<AppDeps, "auth" | "db">,
  account: {
    name: string;
    email: string;
    password: string;
    role: "admin" | "user";
    region: Region | null;
    lead?: boolean;
  },
): Promise<string> {
  const result = await deps.auth.api.signUpEmail({
    body: { name: account.name, email: account.email, password: account.password },
  });
  const userId = result.user.id;
  // Demo and operator-made accounts are vouched for: no confirmation banner.
  await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  await deps.db
    .insert(userProfiles)
    .values({ userId, role: account.role, region: account.region, leadAdmin: account.lead ?? false })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { role: account.role, region: account.region, leadAdmin: account.lead ?? false },
    });
  return userId;
}

/**
 * Turns on two-step sign-in (TOTP) for a new demo account the way a person does it in the
 * settings, through Better Auth: sign in, confirm it is them, enable, confirm a first code.
 * Returns the base32 key an authenticator app would take. The sessions it needed are ended.
 */
async function turnOnTwoStep(
  deps: Pick<AppDeps, "auth" | "db">,
  userId: string,
  account: { email: string; password: string },
): Promise<string> {
  const signedIn = await deps.auth.api.signInEmail({
    body: { email: account.email, password: account.password },
    returnHeaders: true,
  });
  const headers = new Headers({ cookie: cookieHeader(signedIn.headers) });
  const current = await deps.auth.api.getSession({ headers });
  if (!current) throw new Error("demo sign-in gave no session");
  // The settings ask for the password again before two-step sign-in changes (decision 023).
  await markReauthenticated(deps.db, current.session.id, userId, new Date());
  const enabled = await deps.auth.api.enableTwoFactor({ body: { password: account.password }, headers });
  const uri = "totpURI" in enabled ? enabled.totpURI : undefined;
  const secret = uri ? new URL(uri).searchParams.get("secret") : null;
  if (!secret) throw new Error("no TOTP key for the demo account");
  await deps.auth.api.verifyTOTP({ body: { code: totpCode(secret) }, headers });
  await deps.db.delete(session).where(eq(session.userId, userId));
  return secret;
}

/** "name=value; name=value" from a response's Set-Cookie lines. */
function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Decodes RFC 4648 base32 (no padding), as authenticator apps read the key. */
function base32Bytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

/** The code an authenticator app shows now for a base32 key (RFC 6238: SHA-1, 6 digits, 30 s). */
function totpCode(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", base32Bytes(base32Secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Returns the accounts created now, or null when the demo already exists. */
export async function seedDemo(deps: Pick<AppDeps, "auth" | "db" | "env">): Promise<DemoAccount[] | null> {
  const [done] = await deps.db.select().from(appSettings).where(eq(appSettings.key, "demo_seeded"));
  if (done) return null;
  const accounts = demoAccounts();
  for (const account of accounts) {
    const userId = await createAccount(deps, { ...account, name: account.label });
    if (account.role === "admin") account.totpSecret = await turnOnTwoStep(deps, userId, account);
  }
  await deps.db.insert(appSettings).values({ key: "demo_seeded", value: new Date().toISOString() });
  if (!deps.env.DATABASE_URL) {
    const lines = accounts.map(
      (a) => `${a.label}\t${a.email}\t${a.password}${a.totpSecret ? `\t${a.totpSecret}` : ""}`,
    );
    writeFileSync(join(deps.env.dataDir, "demo-accounts.txt"), `${lines.join("\n")}\n`, { mode: 0o600 });
  }
  return accounts;
}
