/**
 * What this browser keeps of a person, and its removal (docs/safety.md, decision 051).
 * One list for sign-out, account deletion and the quick exit: local and session storage
 * (conversations, the chat's usage count, drafts), the offline queue's database, the
 * chat's encryption key, notifications still shown and this browser's push subscription.
 *
 * Kept: the theme, the language, discreet mode and the install banner's dismissal. They
 * say nothing about health; discreet mode protects the next visit. The service worker's
 * caches stay too: they hold only public files, the same for everyone (the worker never
 * caches an API answer), and refilling them costs the person paid data.
 */
import { DATABASE_NAMES, DEVICE_KEPT_KEYS, STORAGE_KEYS } from "@shared/constants";

/**
 * Session storage a sign-out keeps: the splash has run in this tab (decision 010). It says
 * nothing about a person; without it the next page load would greet whoever holds the
 * phone with a full-screen splash (decision 049).
 */
export const KEPT_AT_SIGN_OUT_SESSION_KEYS: readonly string[] = [STORAGE_KEYS.splashShown];

function clearStorage(storage: Storage, keep: readonly string[]) {
  const kept = keep.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}

export interface TraceOptions {
  /** Session storage to keep (a sign-out keeps the splash flag; a quick exit keeps nothing). */
  keepSession?: readonly string[];
}

/** Synchronous part: storage is clean when this returns. */
export function clearStorageTraces({ keepSession = [] }: TraceOptions = {}) {
  try {
    clearStorage(localStorage, DEVICE_KEPT_KEYS);
    clearStorage(sessionStorage, keepSession);
  } catch {
    // Storage blocked: then nothing was stored there either.
  }
}

export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve();
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = () => resolve();
    // Blocked by an open connection: the deletion still happens once this page is gone.
    request.onblocked = () => resolve();
  });
}

export async function serviceWorkerRegistration() {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator
    ? ((await navigator.serviceWorker.getRegistration()) ?? null)
    : null;
}

async function closeShownNotifications() {
  const shown = (await (await serviceWorkerRegistration())?.getNotifications()) ?? [];
  for (const notification of shown) notification.close();
}

async function unsubscribePush() {
  const registration = await serviceWorkerRegistration();
  await (await registration?.pushManager?.getSubscription())?.unsubscribe();
}

/** Asynchronous part; each step is independent and none may stop the others. */
export async function clearDeviceTraces(options: TraceOptions = {}): Promise<void> {
  clearStorageTraces(options);
  await Promise.allSettled([
    deleteDatabase(DATABASE_NAMES.sendQueue),
    deleteDatabase(DATABASE_NAMES.deviceKeys),
    closeShownNotifications(),
    unsubscribePush(),
  ]);
}
