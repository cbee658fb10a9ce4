/** The site's languages: any other language tag falls back to English. */
export type SiteLocale = "en" | "sw" | "lg";
export const SITE_LOCALES = ["en", "sw", "lg"] as const satisfies readonly SiteLocale[];

export function toSiteLocale(locale: string | null | undefined): SiteLocale {
  const tag = (locale ?? "").trim().toLowerCase();
  return SITE_LOCALES.find((language) => tag.startsWith(language)) ?? "en";
}

export function isSiteLocale(value: unknown): value is SiteLocale {
  return (SITE_LOCALES as readonly unknown[]).includes(value);
}

/**
 * The languages every text of iCare's is written in whole. Its Luganda covers the topics
 * written in it; a Luganda question on another is answered in English, with a note
 * (decision 072).
 */
export type WrittenLocale = "en" | "sw";

/**
 * An iCare text in English and Swahili and, where it has been written, in Luganda; tests
 * hold that the texts of the topics written in Luganda have it.
 */
export type Localized<T = string> = Record<WrittenLocale, T> & { lg?: T };

export function toWrittenLocale(locale: SiteLocale): WrittenLocale {
  return locale === "lg" ? "en" : locale;
}

export function inLocale<T>(texts: Localized<T>, locale: SiteLocale): T {
  return texts[locale] ?? texts.en;
}
