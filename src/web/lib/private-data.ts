/**
 * What this browser keeps of an account, and its removal at sign-out (a shared phone
 * must not show the next person anything). Features that keep private data elsewhere
 * register a cleanup here; the offline outbox is emptied beside it (lib/auth.tsx), and
 * the service worker never caches API answers, so it holds nothing private.
 */
import { STORAGE_KEYS } from "@shared/constants";

type Cleanup = () => void | Promise<void>;
const cleanups = new Set<Cleanup>();

/** Registers a cleanup run at every sign-out; returns its removal. */
export function registerSignOutCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** The chat's saved conversations (spec section 3), cleared when the user asks. */
export const CHAT_HISTORY_KEYS = [STORAGE_KEYS.currentSession, STORAGE_KEYS.chatHistory] as const;

export interface ClearOptions {
  chatHistory: boolean;
}

export async function clearPrivateData(options: ClearOptions): Promise<void> {
  if (options.chatHistory) {
    for (const key of CHAT_HISTORY_KEYS) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage unavailable (private mode): nothing was kept.
      }
    }
  }
  await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
}
