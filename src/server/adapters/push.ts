/**
 * Web Push (RFC 8030, 8291, 8292) through the web-push library: VAPID keys from the
 * configuration, or generated on first start and kept in app_settings; messages are
 * encrypted for the subscription (aes128gcm) and posted with fetch. A subscription the
 * push service reports gone (404, 410) is deleted.
 */
import { createECDH } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import webPush from "web-push";
import type { PushPayload } from "@shared/api/push";
import type { Db } from "../db/client";
import { appSettings, pushSubscriptions } from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../logger";

export const VAPID_SETTING_KEYS = { publicKey: "vapid_public_key", privateKey: "vapid_private_key" } as const;

/** An undelivered message is worth little after a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const GONE_STATUSES = new Set([404, 410]);

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = "sent" | "gone" | "failed";

export interface PushAdapter {
  publicKey: string;
  keySource: "configuration" | "generated";
  /** `topic` lets the push service keep only the newest undelivered message of a kind. */
  sendPush(
    subscription: PushTarget,
    payload: PushPayload,
    options?: { topic?: string },
  ): Promise<PushOutcome>;
}

/** The public key belongs to the private key (a half-copied pair would fail every send). */
export function isMatchingPair(keys: VapidKeys): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, "base64url"));
    return ecdh.getPublicKey().toString("base64url") === keys.publicKey;
  } catch {
    return false;
  }
}

async function readStoredKeys(db: Db): Promise<Partial<VapidKeys>> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(VAPID_SETTING_KEYS)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { publicKey: value(VAPID_SETTING_KEYS.publicKey), privateKey: value(VAPID_SETTING_KEYS.privateKey) };
}

const isComplete = (keys: Partial<VapidKeys>): keys is VapidKeys =>
  Boolean(keys.publicKey && keys.privateKey);

/**
 * The stored pair, or a new one. Both rows go in one statement, so instances starting
 * together agree on one pair; a broken pair (one row lost) is replaced.
 */
export async function readOrCreateVapidKeys(db: Db, logger: Logger): Promise<VapidKeys> {
  const stored = await readStoredKeys(db);
  if (isComplete(stored) && isMatchingPair(stored)) return stored;
  const fresh = webPush.generateVAPIDKeys();
  const rows = [
    { key: VAPID_SETTING_KEYS.publicKey, value: fresh.publicKey },
    { key: VAPID_SETTING_KEYS.privateKey, value: fresh.privateKey },
  ];
  if (stored.publicKey || stored.privateKey) {
    logger.warn("stored push keys were incomplete; new ones replace them");
    await db.delete(appSettings).where(inArray(appSettings.key, Object.values(VAPID_SETTING_KEYS)));
  }
  await db.insert(appSettings).values(rows).onConflictDoNothing();
  const winner = await readStoredKeys(db);
  if (!isComplete(winner) || !isMatchingPair(winner)) throw new Error("Could not store the push keys");
  return winner;
}

function configuredKeys(env: Env): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey || !isMatchingPair({ publicKey, privateKey }))
    throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, to one key pair.");
  return { publicKey, privateKey };
}

/** Push services want a way to reach the operator: an https address or an e-mail. */
function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  return env.publicUrl.startsWith("https://") ? env.publicUrl : `mailto:${env.contact.email}`;
}

function headersOf(details: { headers: Record<string, string | number> }): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch computes the length of the body itself.
    if (name.toLowerCase() !== "content-length") headers[name] = String(value);
  }
  return headers;
}

export async function createPushAdapter(deps: {
  db: Db;
  env: Env;
  logger: Logger;
  fetch?: typeof fetch;
}): Promise<PushAdapter> {
  const { db, env, logger } = deps;
  const send = deps.fetch ?? fetch;
  const configured = configuredKeys(env);
  const keys = configured ?? (await readOrCreateVapidKeys(db, logger));
  const vapidDetails = { subject: vapidSubject(env), ...keys };

  return {
    publicKey: keys.publicKey,
    keySource: configured ? "configuration" : "generated",
    async sendPush(subscription, payload, options = {}) {
      const pushService = new URL(subscription.endpoint).host;
      try {
        const details = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: "normal",
            ...(options.topic ? { topic: options.topic } : {}),
          },
        );
        const response = await send(details.endpoint, {
          method: "POST",
          headers: headersOf(details),
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return "sent";
        if (GONE_STATUSES.has(response.status)) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
          logger.info({ pushService }, "push subscription gone; deleted");
          return "gone";
        }
        logger.warn({ pushService, status: response.status }, "push service refused a message");
        return "failed";
      } catch (error) {
        logger.warn({ pushService, err: error }, "push message could not be sent");
        return "failed";
      }
    },
  };
}
