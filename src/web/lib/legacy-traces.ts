/**
 * Earlier versions stored conversations in plain text under names that said what the site
 * is (`hivcare-*`, and the `hivcare-outbox` database); they are removed on start
 * (decision 051) by the chat, whose conversations they were, once it has loaded (on idle,
 * after the first paint: the first load does not carry this).
 */
import { LEGACY_STORAGE_PREFIX } from "@shared/constants";
import { deleteDatabase } from "./device-traces";

const LEGACY_DATABASES = [`${LEGACY_STORAGE_PREFIX}outbox`];

export function forgetLegacyTraces() {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.keys(storage)) {
        if (key.startsWith(LEGACY_STORAGE_PREFIX)) storage.removeItem(key);
      }
    }
  } catch {
    // Storage blocked: nothing was stored.
  }
  for (const name of LEGACY_DATABASES) void deleteDatabase(name);
}
