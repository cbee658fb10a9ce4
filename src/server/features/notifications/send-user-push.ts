/**
 * Sends push messages to every device each user subscribed, worded by their profile:
 * their language, and a preview only when they opted in to previews and have
 * discreet notifications off (decision 030). A list is looked up in two queries, however
 * long (the reminder scheduler's minute rings hundreds at once).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions, userProfiles } from "../../db/schema";
import type { PushAdapter, PushOutcome } from "../../adapters/push";
import type { Logger } from "../../logger";
import { buildPushPayload, DISCREET_TAG, type PushMessage } from "./push-payload";

export interface UserPush {
  userId: string;
  message: PushMessage;
}

/** Answers each device's outcome, in no particular order. */
export type SendUserPush = (pushes: UserPush[]) => Promise<PushOutcome[]>;

export function createUserPush(deps: {
  db: Db;
  push: PushAdapter;
  siteName: string;
  logger: Logger;
}): SendUserPush {
  const { db, push, siteName, logger } = deps;
  return async (pushes) => {
    try {
      const userIds = [...new Set(pushes.map((item) => item.userId))];
      if (userIds.length === 0) return [];
      const devices = await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds));
      if (devices.length === 0) return [];
      const devicesOf = new Map<string, typeof devices>();
      for (const device of devices) {
        const own = devicesOf.get(device.userId);
        if (own) own.push(device);
        else devicesOf.set(device.userId, [device]);
      }
      const withDevices = [...devicesOf.keys()];
      const profiles = await db
        .select({
          userId: userProfiles.userId,
          language: userProfiles.language,
          discreet: userProfiles.discreetNotifications,
          previews: userProfiles.pushPreviews,
        })
        .from(userProfiles)
        .where(inArray(userProfiles.userId, withDevices));
      const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
      const sends = pushes.flatMap(({ userId, message }) => {
        const own = devicesOf.get(userId);
        if (!own) return [];
        const profile = profileOf.get(userId);
        const showPreview = Boolean(profile && profile.previews && !profile.discreet);
        const payload = buildPushPayload({ siteName, language: profile?.language, showPreview, message });
        // Discreet messages share one topic: a phone that was off gets one, not a pile.
        const options = showPreview ? {} : { topic: DISCREET_TAG };
        return own.map((device) => push.sendPush(device, payload, options));
      });
      return await Promise.all(sends);
    } catch (error) {
      logger.warn({ err: error }, "push messages could not be prepared");
      return [];
    }
  };
}
