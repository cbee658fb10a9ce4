import { useEffect } from "react";
import { getConfig } from "./config";

/**
 * Sets the document title as "{title} · {product}". Private pages pass a neutral title
 * (never a health word), so a shared phone's tab list or history reveals nothing.
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    const product = getConfig().siteName;
    document.title = title ? `${title} · ${product}` : product;
  }, [title]);
}
