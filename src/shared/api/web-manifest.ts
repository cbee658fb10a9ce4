import { z } from "zod";
import { SITE_LOCALES } from "../domain/locale";

/**
 * GET /manifest.webmanifest?discreet=1&lang=sw: the installed app's name and icons.
 * Discreet mode (docs/safety.md) asks for the neutral name and icon, in the page's language.
 */
export const webManifestQuerySchema = z.object({
  discreet: z.enum(["1"]).optional(),
  lang: z.enum(SITE_LOCALES).optional(),
});
export type WebManifestQuery = z.infer<typeof webManifestQuerySchema>;

export { WEB_MANIFEST_PATH, webManifestUrl } from "../domain/web-manifest-url";
