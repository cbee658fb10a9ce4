/**
 * What a push message says (spec section 3: title, body, tag, data.type, actions, icon,
 * badge). Discreet by default: the product name and "You have a new update", in the
 * user's language. A preview (decision 030) shows the notification's own words, unless
 * they contain a health word: then that line falls back to the discreet text.
 */
import type { NotificationType } from "@shared/constants";
import type { PushPayload } from "@shared/api/push";
import { toSiteLocale, type SiteLocale } from "@shared/domain/locale";
import { containsHealthWord, withoutHealthWords } from "@shared/domain/health-words";

const TEXTS: Record<SiteLocale, { update: string; open: string }> = {
  en: { update: "You have a new update", open: "Open" },
  sw: { update: "Una taarifa mpya", open: "Fungua" },
  lg: { update: "Olina ekipya", open: "Ggulawo" },
};

/** Newer discreet messages replace older ones on the device: one neutral line, not a list. */
export const DISCREET_TAG = "update";
/** The lock screen shows the neutral icon: the product's mark would say what the message is about. */
export const PUSH_ICON = "/icons/neutral.svg";
export const PUSH_BADGE = "/icons/neutral.svg";
const FALLBACK_TITLE = "Updates";

export interface PushMessage {
  /** Used for the tag of a preview, so each notification keeps its own line. */
  id: string;
  type: NotificationType;
  /** Where a tap leads: a path of this site, no health word in it. */
  url: string;
  /** The words of a preview: as they are, or per language for texts the server writes. */
  preview: PreviewText | ((language: SiteLocale) => PreviewText);
}

export interface PreviewText {
  title: string;
  body: string;
}

/** The product name as a lock screen may show it. */
export function discreetTitle(siteName: string): string {
  return withoutHealthWords(siteName) || FALLBACK_TITLE;
}

export function buildPushPayload(input: {
  siteName: string;
  language: string | null | undefined;
  showPreview: boolean;
  message: PushMessage;
}): PushPayload {
  const language = toSiteLocale(input.language);
  const texts = TEXTS[language];
  const neutral = { title: discreetTitle(input.siteName), body: texts.update };
  const { preview: given } = input.message;
  const preview = typeof given === "function" ? given(language) : given;
  const safe = (text: string, fallback: string) =>
    text.trim() && !containsHealthWord(text) ? text : fallback;
  return {
    title: input.showPreview ? safe(preview.title, neutral.title) : neutral.title,
    body: input.showPreview ? safe(preview.body, neutral.body) : neutral.body,
    tag: input.showPreview ? `notification-${input.message.id}` : DISCREET_TAG,
    data: { type: input.message.type, url: input.message.url },
    actions: [{ action: "open", title: texts.open }],
    icon: PUSH_ICON,
    badge: PUSH_BADGE,
  };
}
