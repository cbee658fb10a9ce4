import { useEffect } from "react";
import { useTranslation } from "@web/lib/i18n";
import { pageIcons, webManifestUrl } from "@shared/domain/web-manifest-url";
import { useNeutralLook } from "@web/lib/discreet-mode";

function pointLink(rel: string, href: string) {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (link && link.getAttribute("href") !== href) link.href = href;
}

/**
 * Points the page at the manifest and icons of its look (`useNeutralLook`), so an app
 * installed in discreet mode or by a signed-in client gets an everyday name and icon on
 * the home screen, and the tab a plain icon.
 */
export function useDiscreetManifest() {
  const neutral = useNeutralLook();
  const { language } = useTranslation();
  const lang = language;
  useEffect(() => {
    const icons = pageIcons(neutral);
    pointLink("manifest", webManifestUrl({ discreet: neutral, lang }));
    pointLink("icon", icons.icon);
    pointLink("apple-touch-icon", icons.appleTouchIcon);
  }, [neutral, lang]);
}
