/**
 * The service worker's push handlers: show the message the server sent (spec section 3:
 * title, body, tag, data.type, actions, icon, badge), and on a tap focus a window of
 * the app or open one at data.url. The server words messages discreetly; an unreadable
 * message still shows a neutral line, never nothing (browsers penalise a silent push).
 */
import type { PushPayload } from "@shared/api/push";
import { toSiteLocale, type SiteLocale } from "@shared/domain/locale";

declare const self: ServiceWorkerGlobalScope;

const FALLBACK_TEXT: Record<SiteLocale, { title: string; body: string }> = {
  en: { title: "Update", body: "You have a new update" },
  sw: { title: "Taarifa", body: "Una taarifa mpya" },
  lg: { title: "Ekipya", body: "Olina ekipya" },
};

function fallbackPayload(): PushPayload {
  const text = FALLBACK_TEXT[toSiteLocale(self.navigator.language)];
  return {
    ...text,
    tag: "update",
    data: { type: "other", url: "/" },
    actions: [],
    icon: "/icons/neutral.svg",
    badge: "/icons/neutral.svg",
  };
}

/** A light shape check (the schema library stays out of the worker). */
export function readPayload(data: PushMessageData | null): PushPayload {
  const fallback = fallbackPayload();
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== "string" || typeof value.body !== "string") return fallback;
    return {
      title: value.title,
      body: value.body,
      tag: typeof value.tag === "string" ? value.tag : fallback.tag,
      data: { type: value.data?.type ?? "other", url: sameOriginPath(value.data?.url) },
      actions: Array.isArray(value.actions) ? value.actions : [],
      icon: typeof value.icon === "string" ? value.icon : fallback.icon,
      badge: typeof value.badge === "string" ? value.badge : fallback.badge,
    };
  } catch {
    return fallback;
  }
}

/** A tap never leads off this site, whatever a message says. */
export function sameOriginPath(url: unknown): string {
  if (typeof url !== "string") return "/";
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? `${target.pathname}${target.search}${target.hash}` : "/";
  } catch {
    return "/";
  }
}

/** Options browsers accept that TypeScript's DOM types do not list yet. */
interface ShownNotificationOptions extends NotificationOptions {
  actions?: PushPayload["actions"];
  renotify?: boolean;
}

async function showPush(data: PushMessageData | null) {
  const payload = readPayload(data);
  const options: ShownNotificationOptions = {
    body: payload.body,
    tag: payload.tag,
    data: payload.data,
    icon: payload.icon,
    badge: payload.badge,
    actions: payload.actions,
    // A newer message with the same tag still alerts.
    renotify: true,
  };
  await self.registration.showNotification(payload.title, options);
}

async function openApp(url: string) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const target = new URL(url, self.location.origin).href;
  const sameTarget = windows.find((client) => client.url === target);
  const existing = sameTarget ?? windows[0];
  if (existing) {
    const focused = await existing.focus();
    if (!sameTarget && "navigate" in focused) await focused.navigate(target);
    return;
  }
  await self.clients.openWindow(target);
}

export function registerPushHandlers() {
  self.addEventListener("push", (event) => {
    event.waitUntil(showPush(event.data));
  });
  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as Partial<PushPayload["data"]> | null;
    event.waitUntil(openApp(sameOriginPath(data?.url)));
  });
}
