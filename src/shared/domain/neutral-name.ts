import { toSiteLocale, type SiteLocale } from "./locale";

/**
 * The neutral name that discreet mode shows instead of the product's (docs/safety.md):
 * in page titles, in the header, and as the installed app's name when the person
 * chooses it. An everyday word that says nothing about health.
 */
const NEUTRAL_NAMES: Record<SiteLocale, string> = { en: "Notes", sw: "Kumbukumbu", lg: "Ebiwandiiko" };

export function neutralAppName(language: string | null | undefined): string {
  return NEUTRAL_NAMES[toSiteLocale(language)];
}
