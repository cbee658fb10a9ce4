/**
 * The server's secrets. In production they come from the environment (env.ts refuses
 * to start without them); in development they are generated on first start and kept in
 * app_settings, so sessions and encrypted rows survive a restart of the embedded database.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

export async function readOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  const [existing] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (existing) return existing.value;
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  // Another instance may have written it first: read back whichever value won.
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!stored) throw new Error(`Could not store the setting ${key}`);
  return stored.value;
}

export interface Secrets {
  authSecret: string;
  encryptionKey: string;
}

export async function loadSecrets(
  db: Db,
  configured: { authSecret?: string | undefined; encryptionKey?: string | undefined },
): Promise<Secrets> {
  return {
    authSecret:
      configured.authSecret ??
      (await readOrCreateSetting(db, "auth_secret", () => randomBytes(32).toString("base64url"))),
    encryptionKey:
      configured.encryptionKey ??
      (await readOrCreateSetting(db, "encryption_key", () => randomBytes(32).toString("base64"))),
  };
}
