/**
 * Keeps the browser's install prompt (`beforeinstallprompt`) for the banner's Install Now.
 * The event can fire before React has rendered anything, so it is caught from the moment
 * this module loads (it is part of the app shell).
 */

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let stored: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function capture(event: Event) {
  // Our banner asks instead of the browser's own mini bar.
  event.preventDefault();
  stored = event as BeforeInstallPromptEvent;
  listeners.forEach((listener) => listener());
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", capture);
  window.addEventListener("appinstalled", () => {
    stored = null;
  });
}

export function hasInstallPrompt(): boolean {
  return stored !== null;
}

/** Calls `listener` on every install prompt event, and at once if one is already kept. */
export function onInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  if (stored) listener();
  return () => void listeners.delete(listener);
}

/**
 * Install Now: shows the browser's prompt (must run inside the click), waits for the
 * answer, then forgets the prompt, which cannot be used twice.
 */
export async function promptInstall(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const event = stored;
  if (!event) return "unavailable";
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    return "dismissed";
  } finally {
    stored = null;
  }
}
