import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { webManifestUrl } from "@shared/domain/web-manifest-url";
import { useDiscreetMode } from "@web/lib/discreet-mode";

/**
 * In discreet mode the page points at the neutral manifest, so an app installed from it
 * gets an everyday name and icon on the home screen (docs/safety.md).
 */
export function useDiscreetManifest() {
  const discreet = useDiscreetMode();
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === "sw" ? "sw" : "en";
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = webManifestUrl({ discreet, lang });
  }, [discreet, lang]);
}
