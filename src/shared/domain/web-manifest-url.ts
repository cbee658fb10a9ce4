/**
 * Where the web app manifest lives. Kept apart from the zod schema of its query
 * (api/web-manifest.ts) so the browser's first load does not carry the schema library.
 */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

/** The manifest address for a page in this mode and language. */
export function webManifestUrl({ discreet, lang }: { discreet: boolean; lang: "en" | "sw" }): string {
  return discreet ? `${WEB_MANIFEST_PATH}?discreet=1&lang=${lang}` : WEB_MANIFEST_PATH;
}
