import type { SiteLocale } from "./locale";

/**
 * Where the web app manifest lives. Kept apart from the zod schema of its query
 * (api/web-manifest.ts) so the browser's first load does not carry the schema library.
 */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

/**
 * The manifest address for a page in this look and language. `discreet` asks for the
 * neutral look: the everyday name and a plain notes icon (docs/decisions/041 and 049).
 */
export function webManifestUrl({ discreet, lang }: { discreet: boolean; lang: SiteLocale }): string {
  return discreet ? `${WEB_MANIFEST_PATH}?discreet=1&lang=${lang}` : WEB_MANIFEST_PATH;
}

/**
 * The page's own icons, in the same two looks as the manifest: the tab's icon, and the
 * one iOS puts on the home screen (it reads `apple-touch-icon`, not the manifest).
 */
export function pageIcons(neutral: boolean): { icon: string; appleTouchIcon: string } {
  return neutral
    ? { icon: "/icons/neutral.svg", appleTouchIcon: "/icons/neutral-apple-touch-icon.png" }
    : { icon: "/icons/icon.svg", appleTouchIcon: "/icons/apple-touch-icon.png" };
}
