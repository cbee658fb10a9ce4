/**
 * Sends one push message to every device a user subscribed, worded by their profile:
 * their language, and a preview only when they opted in to previews and have
 * discreet notifications off (decision 030).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions, userProfiles } from "../../db/schema";
import type { PushAdapter, PushOutcome } from "../../adapters/push";
import type { Logger } from "../../logger";
import { buildPushPayload, DISCREET_TAG, type PushMessage } from "./push-payload";

export type SendUserPush = (userId: string, message: PushMessage) => Promise<PushOutcome[]>;

export function createUserPush(deps: {
  db: Db;
  push: PushAdapter;
  siteName: string;
  logger: Logger;
}): SendUserPush {
  const { db, push, siteName, logger } = deps;
  return async (userId, message) => {
    try {
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      if (devices.length === 0) return [];
      const [profile] = await db
        .select({
          language: userProfiles.language,
          discreet: userProfiles.discreetNotifications,
          previews: userProfiles.pushPreviews,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      const showPreview = Boolean(profile && profile.previews && !profile.discreet);
      const payload = buildPushPayload({ siteName, language: profile?.language, showPreview, message });
      // Discreet messages share one topic: a phone that was off gets one, not a pile.
      const options = showPreview ? {} : { topic: DISCREET_TAG };
      return await Promise.all(devices.map((device) => push.sendPush(device, payload, options)));
    } catch (error) {
      logger.warn({ err: error }, "push messages could not be prepared");
      return [];
    }
  };
}
