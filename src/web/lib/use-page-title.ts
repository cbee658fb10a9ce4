import { useEffect } from "react";
import { useLanguage } from "@web/lib/i18n";
import { neutralAppName } from "@shared/domain/neutral-name";
import { getConfig } from "./config";
import { useDiscreetMode } from "./discreet-mode";

export interface PageTitleOptions {
  /**
   * A page only a signed-in person (or someone signing in) sees: portal, settings,
   * sign-in, password reset, admin. Its title never names the product, in any mode.
   */
  private?: boolean;
}

/**
 * The document title (docs/decisions/049):
 * - a private page: "{title} · {neutral name}" ("Settings · Notes"), whatever the mode,
 *   so a shared phone's tab list or history never ties an account to the product;
 * - a public page: "{title} · {product}", or in discreet mode the one neutral name.
 * Page titles themselves are everyday words, never a health word.
 */
export function pageTitle(
  title: string | null,
  {
    private: isPrivate = false,
    discreet,
    language,
  }: PageTitleOptions & { discreet: boolean; language: string },
): string {
  const neutral = neutralAppName(language);
  if (isPrivate) return title ? `${title} · ${neutral}` : neutral;
  if (discreet) return neutral;
  const product = getConfig().siteName;
  return title ? `${title} · ${product}` : product;
}

/** Sets the document title as `pageTitle` says; follows discreet mode and the language. */
export function usePageTitle(title: string | null, { private: isPrivate = false }: PageTitleOptions = {}) {
  const discreet = useDiscreetMode();
  const language = useLanguage();
  useEffect(() => {
    document.title = pageTitle(title, { private: isPrivate, discreet, language });
  }, [title, isPrivate, discreet, language]);
}
