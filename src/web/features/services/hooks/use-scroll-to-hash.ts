import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { renamedServiceAnchor } from "../renamed-anchors";

/**
 * Scrolls to the element named by the URL's hash once the page has rendered: the router
 * tries before a lazy page's strings have loaded, when the anchor is not there yet.
 * An old link to a renamed anchor (#hiv-testing) is replaced by the neutral one (#testing),
 * so the health word leaves the address bar and the history entry (decision 049).
 */
export function useScrollToHash() {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash) return;
    const name = decodeURIComponent(hash.slice(1));
    const renamed = renamedServiceAnchor(name);
    if (renamed) {
      void navigate({ search, hash: renamed }, { replace: true });
      return;
    }
    const target = document.getElementById(name);
    target?.scrollIntoView({ block: "start" });
  }, [hash, search, navigate]);
}
