/**
 * What a quick exit removes from this device (docs/safety.md): everything the product
 * keeps in local and session storage (chat history, the current chat, usage counts,
 * drafts), the offline queue's database, and notifications still shown. The theme, the
 * language and discreet mode stay: they say nothing about health, and discreet mode
 * protects the next visit. The service worker's caches stay too: they hold only public
 * files, the same for everyone (docs/decisions/050), and refilling them costs paid data.
 */
import { STORAGE_KEYS } from "@shared/constants";
import { DISCREET_MODE_KEY } from "@web/lib/discreet-mode";
import { OUTBOX_DATABASE } from "@web/lib/offline-queue-store";

export const KEPT_LOCAL_KEYS: readonly string[] = [
  STORAGE_KEYS.theme,
  STORAGE_KEYS.language,
  DISCREET_MODE_KEY,
];

function clearStorage(storage: Storage, keep: readonly string[]) {
  const kept = keep.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}

/** Synchronous part: storage is clean when this returns. */
export function clearStorageTraces() {
  try {
    clearStorage(localStorage, KEPT_LOCAL_KEYS);
    sessionStorage.clear();
  } catch {
    // Storage blocked: then nothing was stored there either.
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve();
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = () => resolve();
    // Blocked by an open connection: the deletion still happens once this page is gone.
    request.onblocked = () => resolve();
  });
}

async function closeShownNotifications() {
  const registration = await navigator.serviceWorker?.getRegistration();
  const shown = (await registration?.getNotifications()) ?? [];
  for (const notification of shown) notification.close();
}

/** Asynchronous part; each step is independent and none may stop the exit. */
export async function clearDeviceTraces(): Promise<void> {
  clearStorageTraces();
  await Promise.allSettled([deleteDatabase(OUTBOX_DATABASE), closeShownNotifications()]);
}
