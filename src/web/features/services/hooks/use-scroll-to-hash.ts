import { useEffect } from "react";
import { navigate, useLocation } from "@web/lib/router";
import { renamedServiceAnchor } from "../renamed-anchors";

/**
 * Scrolls to the element named by the URL's hash once the page has rendered: the router
 * tries before a lazy page's strings have loaded, when the anchor is not there yet.
 * An old link to a renamed anchor (#hiv-testing) is replaced by the neutral one (#testing),
 * so the health word leaves the address bar and the history entry (decision 049).
 */
export function useScrollToHash() {
  const { pathname, hash, search } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const name = decodeURIComponent(hash.slice(1));
    const renamed = renamedServiceAnchor(name);
    if (renamed) {
      navigate(`${pathname}${search}#${renamed}`, { replace: true });
      return;
    }
    const target = document.getElementById(name);
    target?.scrollIntoView({ block: "start" });
  }, [pathname, hash, search]);
}
