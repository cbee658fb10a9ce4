import { describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import webPush from "web-push";
import { useHarness } from "../test/harness";
import { loadEnv } from "../env";
import { appSettings } from "../db/schema";
import { browserSubscription } from "../test/push-service";
import { createPushAdapter, isMatchingPair, VAPID_SETTING_KEYS } from "./push";

const h = useHarness();

const env = (overrides: Record<string, string> = {}) => loadEnv({ NODE_ENV: "test", ...overrides });
const storedKeys = () =>
  h.deps.db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(VAPID_SETTING_KEYS)));

describe("VAPID keys", () => {
  it("are generated on first start, stored in app_settings, and reused on the next start", async () => {
    expect(h.deps.push.keySource).toBe("generated");
    const stored = await storedKeys();
    expect(stored.find((row) => row.key === VAPID_SETTING_KEYS.publicKey)?.value).toBe(h.deps.push.publicKey);
    const restarted = await createPushAdapter({ db: h.deps.db, env: env(), logger: h.deps.logger });
    expect(restarted.publicKey).toBe(h.deps.push.publicKey);
  });

  it("come from the configuration when it gives them", async () => {
    const configured = webPush.generateVAPIDKeys();
    const adapter = await createPushAdapter({
      db: h.deps.db,
      env: env({ VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey }),
      logger: h.deps.logger,
    });
    expect(adapter).toMatchObject({ publicKey: configured.publicKey, keySource: "configuration" });
  });

  it("refuse to start with half a pair or two halves of different pairs", async () => {
    const one = webPush.generateVAPIDKeys();
    const other = webPush.generateVAPIDKeys();
    const halves: Record<string, string>[] = [
      { VAPID_PUBLIC_KEY: one.publicKey },
      { VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey },
    ];
    for (const overrides of halves) {
      await expect(
        createPushAdapter({ db: h.deps.db, env: env(overrides), logger: h.deps.logger }),
      ).rejects.toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    }
  });

  it("are replaced when the stored pair is broken", async () => {
    const before = h.deps.push.publicKey;
    await h.deps.db.delete(appSettings).where(inArray(appSettings.key, [VAPID_SETTING_KEYS.privateKey]));
    const adapter = await createPushAdapter({ db: h.deps.db, env: env(), logger: h.deps.logger });
    expect(adapter.publicKey).not.toBe(before);
    const stored = await storedKeys();
    const value = (key: string) => stored.find((row) => row.key === key)?.value ?? "";
    expect(
      isMatchingPair({
        publicKey: value(VAPID_SETTING_KEYS.publicKey),
        privateKey: value(VAPID_SETTING_KEYS.privateKey),
      }),
    ).toBe(true);
  });
});

describe("sendPush", () => {
  it("reports a failure instead of throwing when the push service cannot be reached", async () => {
    const subscription = browserSubscription("http://127.0.0.1:9/unreachable");
    const outcome = await h.deps.push.sendPush(
      { endpoint: subscription.json.endpoint, ...subscription.json.keys },
      {
        title: "t",
        body: "b",
        tag: "update",
        data: { type: "other", url: "/portal" },
        actions: [],
        icon: "/i",
        badge: "/b",
      },
    );
    expect(outcome).toBe("failed");
  });
});
