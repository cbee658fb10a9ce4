import { useEffect } from "react";
import { useLocation } from "@web/lib/router";

/**
 * A new page opens at its top, as a full page load would; going back leaves the
 * browser's own scroll restoration alone, and a #hash is left to the page.
 */
export function useScrollOnNavigate() {
  const { pathname, hash, type } = useLocation();
  useEffect(() => {
    if (type !== "POP" && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
