/**
 * This device's Web Push subscription, through the service worker's registration.
 * Spec section 8: a failed subscribe answers null; without a service worker or push
 * support, initialisation answers false. Permission outcomes (spec section 4) are
 * returned for the UI to announce.
 */
import type { PushPreferences } from "@shared/api/push";
import { ApiError } from "@web/lib/http";
import { logFailure, requestJson } from "./api";
import { PUSH_ENDPOINT_TAKEN } from "@shared/api/push";

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
    const { publicKey } = await requestJson<{ publicKey: string }>("/api/push/public-key");
    const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
    let subscription = await worker.pushManager.subscribe(options);
    try {
      await requestJson("/api/push/subscriptions", { method: "POST", json: subscription.toJSON() });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === PUSH_ENDPOINT_TAKEN)) throw error;
      await subscription.unsubscribe();
      subscription = await worker.pushManager.subscribe(options);
      await requestJson("/api/push/subscriptions", { method: "POST", json: subscription.toJSON() });
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
    await requestJson("/api/push/subscriptions", { method: "DELETE", json: { endpoint } }).catch(
      (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      },
    );
    return true;
  } catch (error) {
    logFailure("push unsubscribe failed", error);
    return false;
  }
}

export const pushPreferencesKey = ["push", "preferences"] as const;

export function fetchPushPreferences(): Promise<PushPreferences> {
  return requestJson<PushPreferences>("/api/push/preferences");
}

export function savePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  return requestJson<PushPreferences>("/api/push/preferences", { method: "PUT", json: preferences });
}
