/**
 * This device's Web Push subscription, through the service worker's registration.
 * Spec section 8: a failed subscribe answers null; without a service worker or push
 * support, initialisation answers false. Permission outcomes (spec section 4) are
 * returned for the UI to announce.
 */
import {
  PUSH_ENDPOINT_TAKEN,
  pushPreferencesSchema,
  pushPublicKeySchema,
  type PushPreferences,
} from "@shared/api/push";
import { api, ApiError, readAnswer, readOutcome, readRemoval, withBody } from "@web/lib/api";
import { logFailure } from "./api";

export type EnableOutcome = "enabled" | "denied" | "unsupported" | "failed";

function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** False without a service worker or push support. */
export async function initPush(): Promise<boolean> {
  return (await registration().catch(() => null)) !== null;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/**
 * Subscribes this device and tells the server; null on any failure. An endpoint the server
 * knows as another account's (someone else used this browser and never turned push off)
 * is dropped for a fresh one, once.
 */
export async function subscribe(): Promise<PushSubscription | null> {
  try {
    const worker = await registration();
    if (!worker) return null;
    const { publicKey } = await readAnswer(api.push["public-key"].$get(), pushPublicKeySchema);
    const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
    let subscription = await worker.pushManager.subscribe(options);
    const save = (saved: PushSubscription) =>
      readOutcome(api.push.subscriptions.$post(withBody({}, saved.toJSON())));
    try {
      await save(subscription);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === PUSH_ENDPOINT_TAKEN)) throw error;
      await subscription.unsubscribe();
      subscription = await worker.pushManager.subscribe(options);
      await save(subscription);
    }
    return subscription;
  } catch (error) {
    logFailure("push subscription failed", error);
    return null;
  }
}

export async function enablePush(): Promise<EnableOutcome> {
  if (!(await initPush())) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  return (await subscribe()) ? "enabled" : "failed";
}

/** Unsubscribes this device; the server forgets it too (already forgotten is fine). */
export async function disablePush(): Promise<boolean> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return true;
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await readRemoval(api.push.subscriptions.$delete(withBody({}, { endpoint })));
    return true;
  } catch (error) {
    logFailure("push unsubscribe failed", error);
    return false;
  }
}

export const pushPreferencesKey = ["push", "preferences"] as const;

export function fetchPushPreferences(): Promise<PushPreferences> {
  return readAnswer(api.push.preferences.$get(), pushPreferencesSchema);
}

export function savePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  return readAnswer(api.push.preferences.$put(withBody({}, preferences)), pushPreferencesSchema);
}
