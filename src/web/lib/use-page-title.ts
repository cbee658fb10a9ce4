import { useEffect } from "react";
import { getConfig } from "./config";
import { displayName, useDiscreetMode } from "./discreet-mode";

/**
 * Sets the document title as "{title} · {product}". Private pages pass a neutral title
 * (never a health word), so a shared phone's tab list or history reveals nothing.
 * In discreet mode every page is titled with the one neutral name.
 */
export function usePageTitle(title: string | null) {
  const discreet = useDiscreetMode();
  useEffect(() => {
    if (discreet) {
      document.title = displayName(true);
      return;
    }
    const product = getConfig().siteName;
    document.title = title ? `${title} · ${product}` : product;
  }, [title, discreet]);
}
