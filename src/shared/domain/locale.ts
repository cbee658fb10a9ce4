/** The site's languages: any other language tag falls back to English. */
export type SiteLocale = "en" | "sw";
export const SITE_LOCALES = ["en", "sw"] as const satisfies readonly SiteLocale[];

/**
 * The languages iCare answers in: the site's, and Luganda for the topics written in it
 * (a Luganda question on another topic is answered in the site's language, with a note).
 */
export type AssistantLocale = SiteLocale | "lg";

export const ASSISTANT_LOCALES = ["en", "sw", "lg"] as const satisfies readonly AssistantLocale[];

export function toSiteLocale(locale: string | null | undefined): SiteLocale {
  return (locale ?? "").trim().toLowerCase().startsWith("sw") ? "sw" : "en";
}

export function isSiteLocale(value: unknown): value is SiteLocale {
  return (SITE_LOCALES as readonly unknown[]).includes(value);
}

export function isAssistantLocale(value: unknown): value is AssistantLocale {
  return (ASSISTANT_LOCALES as readonly unknown[]).includes(value);
}

/**
 * A text in the site's languages and, where it has been written, in Luganda. iCare answers
 * in Luganda only on topics written in it, and tests hold that their texts have it.
 */
export type Localized<T = string> = Record<SiteLocale, T> & { lg?: T };

export function inLocale<T>(texts: Localized<T>, locale: AssistantLocale): T {
  return texts[locale] ?? texts.en;
}
