/**
 * The neutral name that discreet mode shows instead of the product's (docs/safety.md):
 * in page titles, in the header, and as the installed app's name when the person
 * chooses it. An everyday word that says nothing about health.
 */
const NEUTRAL_NAMES = { en: "Notes", sw: "Kumbukumbu" } as const;

export function neutralAppName(language: string | null | undefined): string {
  return language?.toLowerCase().startsWith("sw") ? NEUTRAL_NAMES.sw : NEUTRAL_NAMES.en;
}
