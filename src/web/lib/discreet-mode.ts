/**
 * Discreet mode, for shared phones (docs/safety.md): page titles become one neutral word,
 * the header hides the product's name and the splash is the neutral app's. The choice is
 * kept on this device; it is one of the few things a quick exit leaves in place, because
 * it protects the next visit.
 */
import { useSyncExternalStore } from "react";
import { currentLanguage, useLanguage } from "@web/lib/i18n";
import { neutralAppName } from "@shared/domain/neutral-name";
import { useAuth } from "./auth";
import { getConfig } from "./config";

/** A key that names neither the product nor health. */
export const DISCREET_MODE_KEY = "discreet-mode";
const ON = "on";

const listeners = new Set<() => void>();

export function isDiscreetMode(): boolean {
  try {
    return localStorage.getItem(DISCREET_MODE_KEY) === ON;
  } catch {
    return false;
  }
}

export function setDiscreetMode(on: boolean) {
  try {
    if (on) localStorage.setItem(DISCREET_MODE_KEY, ON);
    else localStorage.removeItem(DISCREET_MODE_KEY);
  } catch {
    // Storage blocked: the choice cannot outlive this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISCREET_MODE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useDiscreetMode(): boolean {
  return useSyncExternalStore(subscribe, isDiscreetMode, () => false);
}

/** The name to show: the product's, or the neutral one in discreet mode. */
export function displayName(discreet = isDiscreetMode()): string {
  return discreet ? neutralAppName(currentLanguage()) : getConfig().siteName;
}

/** The name the header shows; follows the setting and the language as they change. */
export function useDisplayName(): string {
  const discreet = useDiscreetMode();
  const language = useLanguage();
  return discreet ? neutralAppName(language) : getConfig().siteName;
}

/**
 * Whether the installed app's name and icons are the neutral ones: in discreet mode, and
 * whenever a client is signed in (docs/decisions/049). A client is who installs the app
 * on a phone others see, and the home screen must say nothing about it.
 */
export function useNeutralLook(): boolean {
  const discreet = useDiscreetMode();
  const { isAuthenticated, role } = useAuth();
  return discreet || (isAuthenticated && role === "user");
}
