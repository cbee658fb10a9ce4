import { useEffect } from "react";
import { useLanguage } from "@web/lib/i18n";
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
  // The language only: the manifest's address needs no strings, and waiting for them here
  // would hold up the app around it.
  const lang = useLanguage();
  useEffect(() => {
    const icons = pageIcons(neutral);
    pointLink("manifest", webManifestUrl({ discreet: neutral, lang }));
    pointLink("icon", icons.icon);
    pointLink("apple-touch-icon", icons.appleTouchIcon);
  }, [neutral, lang]);
}
