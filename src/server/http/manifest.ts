/**
 * The web app manifest, built from the configuration so the installed app carries the
 * operator's product name (SITE_NAME). With ?discreet=1 it names and draws the app
 * neutrally (docs/safety.md): a phone's home screen is seen by others.
 */
import { Hono } from "hono";
import { neutralAppName } from "@shared/domain/neutral-name";
import type { SiteLocale } from "@shared/domain/locale";
import { WEB_MANIFEST_PATH, webManifestQuerySchema, type WebManifestQuery } from "@shared/api/web-manifest";
import { errorResponse, validationError } from "./errors";

/** Launchers cut longer names; the manifest's short name is what fits under an icon. */
export const SHORT_NAME_MAX = 12;

const DESCRIPTION: Record<SiteLocale, string> = {
  en: "Discreet care, prevention and peer support in Uganda.",
  sw: "Huduma, kinga na msaada wa wenzako kwa siri nchini Uganda.",
  lg: "Obujjanjabi obw'ekyama, okwekuuma n'obuyambi bwa banno mu Uganda.",
};

const THEME = {
  product: { theme: "#0f766e", background: "#ffffff", icons: "icon" },
  neutral: { theme: "#475569", background: "#f8fafc", icons: "neutral" },
} as const;

export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.slice(0, SHORT_NAME_MAX);
}

function icons(set: "icon" | "neutral") {
  return [
    { src: `/icons/${set}.svg`, sizes: "any", type: "image/svg+xml", purpose: "any" },
    { src: `/icons/${set}-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
    { src: `/icons/${set}-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
    { src: `/icons/${set}-maskable-192.png`, sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: `/icons/${set}-maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
  ];
}

export function buildWebManifest(siteName: string, query: WebManifestQuery) {
  const lang = query.lang ?? "en";
  const discreet = query.discreet === "1";
  const name = discreet ? neutralAppName(lang) : siteName;
  const look = discreet ? THEME.neutral : THEME.product;
  return {
    // One id for both looks: switching discreet mode renames the installed app, not a second one.
    id: "/",
    name,
    short_name: shortName(name),
    ...(discreet ? {} : { description: DESCRIPTION[lang] }),
    lang,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The dark theme colour is set by the page (<meta name="theme-color" media=...>).
    theme_color: look.theme,
    background_color: look.background,
    icons: icons(look.icons),
  };
}

export function webManifestRoutes(config: { SITE_NAME: string }) {
  return new Hono().get(WEB_MANIFEST_PATH, (c) => {
    const query = webManifestQuerySchema.safeParse(c.req.query());
    if (!query.success) return errorResponse(c, validationError(query.error));
    c.header("Content-Type", "application/manifest+json; charset=utf-8");
    // A day: a repeat visit costs nothing, and a renamed product still reaches installed apps
    // soon (discreet mode asks for another address, so it applies at once).
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(JSON.stringify(buildWebManifest(config.SITE_NAME, query.data)));
  });
}
