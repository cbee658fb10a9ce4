import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the element named by the URL's hash once the page has rendered: the router
 * tries before a lazy page's strings have loaded, when the anchor is not there yet.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: "start" });
  }, [hash]);
}
